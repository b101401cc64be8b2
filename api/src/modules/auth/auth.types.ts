import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { changePasswordSchema, DATA_SCOPES, loginSchema } from "@cgm/domain";

export enum DataScopeEnum {
  PERSONAL = "PERSONAL",
  ORG = "ORG",
  ORG_AND_SUB = "ORG_AND_SUB",
  CUSTOM = "CUSTOM",
  ALL = "ALL",
}
registerEnumType(DataScopeEnum, { name: "DataScope", description: "Data-access scope of an account" });
// Keep the GraphQL enum and the domain list in step.
if (Object.values(DataScopeEnum).join() !== DATA_SCOPES.join()) throw new Error("DataScope enum out of step");

@InputType()
export class LoginInput {
  static schema = loginSchema;
  @Field(() => String) account: string;
  @Field(() => String) password: string;
}

@InputType()
export class ChangePasswordInput {
  static schema = changePasswordSchema;
  @Field(() => String) currentPassword: string;
  @Field(() => String) newPassword: string;
  @Field(() => String) confirmPassword: string;
}

@ObjectType()
export class NamedRef {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
}

@ObjectType({ description: "The signed-in account" })
export class Me {
  @Field(() => ID) id: string;
  @Field(() => String) account: string;
  @Field(() => String) name: string;
  @Field(() => String) phone: string;
  @Field(() => NamedRef) organisation: NamedRef;
  @Field(() => NamedRef) role: NamedRef;
  @Field(() => DataScopeEnum) dataScope: DataScopeEnum;
  @Field(() => [String], { description: "Button permission codes (authIdentify) the role holds" })
  permissionCodes: string[];
  @Field(() => Boolean) mustChangePassword: boolean;
  @Field(() => Date, { nullable: true }) lastLoginAt: Date | null;
}

@ObjectType()
export class LoginResult {
  @Field(() => Me) me: Me;
}
