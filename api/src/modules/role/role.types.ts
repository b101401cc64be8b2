import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { number, object, string } from "yup";
import { LIMITS, MSG, roleSchema } from "@cgm/domain";
import { Paginated } from "../../common/paging";

@ObjectType({ description: "A role: a seniority level and the menus and buttons it grants" })
export class Role {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => Int, { description: "Seniority: a smaller number is more senior (1 is the top)" })
  level: number;
  @Field(() => String, { nullable: true }) remark: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Int, { description: "Accounts holding this role (all of them, whatever the data scope)" })
  holders: number;
  @Field(() => [ID], { description: "Granted menu ids, directories, pages and buttons alike" })
  menuIds: string[];
  @Field(() => Boolean, { description: "Whether the caller may edit and delete this role" })
  editable: boolean;
  @Field(() => String, {
    nullable: true,
    description: "Why the caller may not edit or delete this role (a message id); null when it may",
  })
  lockedReason: string | null;
}

@ObjectType()
export class RolePage extends Paginated(Role) {}

@InputType()
export class RoleFilter {
  static schema = object({
    name: string()
      .nullable()
      .max(LIMITS.roleNameMax * 4, MSG.tooLong),
    level: number().nullable().integer(MSG.integer),
  });
  @Field(() => String, { nullable: true, description: "Case-insensitive part of the name" })
  name?: string | null;
  @Field(() => Int, { nullable: true }) level?: number | null;
}

@InputType({ description: "A role as the form saves it; validated by the domain's roleSchema" })
export class RoleInput {
  static schema = roleSchema;
  @Field(() => String) name: string;
  // Nullable in GraphQL so that a missing level is reported as a field error ("validation.required")
  // by the domain schema, like every other field, instead of as an unreadable request error.
  @Field(() => Int, { nullable: true, description: "Required; 1 to 99, not below the caller's own level" })
  level: number | null;
  @Field(() => String, { nullable: true }) remark?: string | null;
  @Field(() => [ID], { description: "Menu ids to grant; the server adds their directories and pages" })
  menuIds: string[];
}
