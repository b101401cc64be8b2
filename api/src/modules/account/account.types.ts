import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { object, string } from "yup";
import { accountSchema, ENTITY_STATUSES, LIMITS, MSG } from "@cgm/domain";
import { Paginated } from "../../common/paging";
import { DataScopeEnum, NamedRef } from "../auth/auth.types";

export enum AccountStatus {
  ACTIVE = "ACTIVE",
  DISABLED = "DISABLED",
}
registerEnumType(AccountStatus, { name: "AccountStatus", description: "Enabled or disabled" });
if (Object.values(AccountStatus).join() !== ENTITY_STATUSES.join()) {
  throw new Error("AccountStatus enum out of step");
}

@ObjectType({ description: "A console account: one role, a data-access scope, an organisation" })
export class Account {
  @Field(() => ID) id: string;
  @Field(() => String, { description: "Sign-in name; cannot change once created" }) account: string;
  @Field(() => String) name: string;
  @Field(() => String) phone: string;
  @Field(() => NamedRef) role: NamedRef;
  @Field(() => NamedRef, { description: "Affiliated organisation" }) organisation: NamedRef;
  @Field(() => DataScopeEnum) dataScope: DataScopeEnum;
  @Field(() => [NamedRef], {
    description: "Organisations of a customised scope (those the caller can see); empty otherwise",
  })
  customOrganisations: NamedRef[];
  @Field(() => AccountStatus) status: AccountStatus;
  @Field(() => Boolean, { description: "Holds a temporary password it must change first" })
  mustChangePassword: boolean;
  @Field(() => Date, { nullable: true }) lastLoginAt: Date | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType()
export class AccountPage extends Paginated(Account) {}

@InputType({ description: "Account list filter; every part optional" })
export class AccountFilter {
  static schema = object({
    keyword: string().trim().max(LIMITS.accountMax, MSG.tooLong).nullable(),
  });
  @Field(() => Int, { nullable: true }) orgId?: number | null;
  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: "With orgId: its sub-organisations too",
  })
  includeSubOrganisations?: boolean | null;
  @Field(() => Int, { nullable: true }) roleId?: number | null;
  @Field(() => AccountStatus, { nullable: true }) status?: AccountStatus | null;
  @Field(() => String, {
    nullable: true,
    description: "Case-insensitive part of the name, phone or account",
  })
  keyword?: string | null;
}

@InputType({ description: "Add or edit an account" })
export class AccountInput {
  static schema = accountSchema;
  @Field(() => String) account: string;
  @Field(() => String) name: string;
  @Field(() => String) phone: string;
  @Field(() => Int) roleId: number;
  @Field(() => Int, { description: "Affiliated organisation" }) orgId: number;
  @Field(() => DataScopeEnum) dataScope: DataScopeEnum;
  @Field(() => [Int], { description: "Organisations of a customised scope; ignored otherwise" })
  customOrgIds: number[];
}

@ObjectType()
export class AccountCreated {
  @Field(() => Account) account: Account;
  @Field(() => String, { description: "Shown once; the account must change it at first sign-in" })
  temporaryPassword: string;
}

@ObjectType()
export class PasswordReset {
  @Field(() => String, { description: "Shown once; the account must change it at first sign-in" })
  temporaryPassword: string;
}
