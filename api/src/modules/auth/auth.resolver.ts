import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { unauthenticated } from "../../common/errors";
import { ChangePasswordInput, LoginInput, LoginResult, Me } from "./auth.types";
import { changePassword, loadMe, login, logout } from "./auth.service";

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResult, { description: "Signs in and sets the session cookie" })
  async login(@Arg("input", () => LoginInput) input: LoginInput, @Ctx() ctx: Context): Promise<LoginResult> {
    return { me: await login(ctx, input.account, input.password) };
  }

  @Mutation(() => Boolean, { description: "Ends the session behind the cookie" })
  logout(@Ctx() ctx: Context): Promise<boolean> {
    return logout(ctx);
  }

  @Mutation(() => Boolean, { description: "Changes the signed-in account's password; other sessions end" })
  changePassword(
    @Arg("input", () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    if (!ctx.principal) throw unauthenticated();
    return changePassword(ctx, ctx.principal, input.currentPassword, input.newPassword);
  }

  @Query(() => Me, { description: "The signed-in account, its organisation, role, data scope and codes" })
  me(@Ctx() ctx: Context): Promise<Me> {
    if (!ctx.principal) throw unauthenticated();
    return loadMe(ctx.db, ctx.principal.accountId, {
      sessionId: ctx.principal.sessionId,
      codes: [...ctx.principal.codes],
    });
  }
}
