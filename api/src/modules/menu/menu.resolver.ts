import { Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { unauthenticated } from "../../common/errors";
import { MenuItem } from "./menu.types";
import { grantedMenuTree } from "./menu.service";

@Resolver()
export class MenuResolver {
  @Query(() => [MenuItem], {
    description:
      "The navigation fetch: the menu tree of the caller's effective codes (the role's grants within the organisation's function setup)",
  })
  menuList(@Ctx() ctx: Context): Promise<MenuItem[]> {
    if (!ctx.principal) throw unauthenticated();
    return grantedMenuTree(ctx.db, ctx.principal.codes);
  }
}
