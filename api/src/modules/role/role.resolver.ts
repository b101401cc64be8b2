import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { PageInput } from "../../common/paging";
import { Role, RoleFilter, RoleInput, RolePage } from "./role.types";
import { assignableRoles, getRole, listRoles } from "./role.service";
import { createRole, deleteRole, updateRole } from "./role.mutations";

@Resolver(() => Role)
export class RoleResolver {
  @Query(() => RolePage, { description: "Roles by level (most senior first), then name" })
  roles(
    @Arg("filter", () => RoleFilter, { nullable: true }) filter: RoleFilter | null,
    @Arg("page", () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() ctx: Context,
  ): Promise<RolePage> {
    return listRoles(ctx, filter, page);
  }

  @Query(() => Role)
  role(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Role> {
    return getRole(ctx, id);
  }

  @Query(() => [Role], { description: "Roles the caller may give to an account (the account form)" })
  assignableRoles(@Ctx() ctx: Context): Promise<Role[]> {
    return assignableRoles(ctx);
  }

  @Mutation(() => Role)
  createRole(@Arg("input", () => RoleInput) input: RoleInput, @Ctx() ctx: Context): Promise<Role> {
    return createRole(ctx, input);
  }

  @Mutation(() => Role)
  updateRole(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => RoleInput) input: RoleInput,
    @Ctx() ctx: Context,
  ): Promise<Role> {
    return updateRole(ctx, id, input);
  }

  @Mutation(() => Boolean, { description: "Deletes a role no account holds, with its grants" })
  deleteRole(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return deleteRole(ctx, id);
  }
}
