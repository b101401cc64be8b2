import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context, Principal } from "../../context";
import { unauthenticated } from "../../common/errors";
import { PageInput, pageOf } from "../../common/paging";
import {
  Account,
  AccountCreated,
  AccountFilter,
  AccountInput,
  AccountPage,
  AccountStatus,
  PasswordReset,
} from "./account.types";
import {
  accountId,
  createAccount,
  getAccount,
  listAccounts,
  resetAccountPassword,
  setAccountStatus,
  updateAccount,
} from "./account.service";

function principal(ctx: Context): Principal {
  if (!ctx.principal) throw unauthenticated();
  return ctx.principal;
}

@Resolver()
export class AccountResolver {
  @Query(() => AccountPage, { description: "Accounts in the caller's data scope, newest first" })
  accounts(
    @Arg("filter", () => AccountFilter, { nullable: true }) filter: AccountFilter | null,
    @Arg("page", () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() ctx: Context,
  ): Promise<AccountPage> {
    return listAccounts(ctx.db, principal(ctx), filter, pageOf(page));
  }

  @Query(() => Account, { description: "One account in the caller's data scope" })
  account(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Account> {
    return getAccount(ctx.db, principal(ctx), accountId(id));
  }

  @Mutation(() => AccountCreated, { description: "Adds an account with a temporary password, shown once" })
  createAccount(
    @Arg("input", () => AccountInput) input: AccountInput,
    @Ctx() ctx: Context,
  ): Promise<AccountCreated> {
    return createAccount(ctx, principal(ctx), input);
  }

  @Mutation(() => Account, { description: "Edits an account; its sign-in name cannot change" })
  updateAccount(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AccountInput) input: AccountInput,
    @Ctx() ctx: Context,
  ): Promise<Account> {
    return updateAccount(ctx, principal(ctx), accountId(id), input);
  }

  @Mutation(() => Account, { description: "Enables or disables an account; disabling ends its sessions" })
  setAccountStatus(
    @Arg("id", () => ID) id: string,
    @Arg("status", () => AccountStatus) status: AccountStatus,
    @Ctx() ctx: Context,
  ): Promise<Account> {
    return setAccountStatus(ctx, principal(ctx), accountId(id), status);
  }

  @Mutation(() => PasswordReset, {
    description: "Issues a new temporary password, shown once; the account's sessions end",
  })
  resetAccountPassword(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<PasswordReset> {
    return resetAccountPassword(ctx, principal(ctx), accountId(id));
  }
}
