import { count } from "drizzle-orm";
import { accounts, devices, organisations } from "@cgm/db";
import { Ctx, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { unauthenticated } from "../../common/errors";
import { accountScope, deviceScope, organisationScope } from "../../common/scope";

@ObjectType({ description: "Counts on the home page, within the caller's data scope" })
export class Overview {
  @Field(() => Int) organisations: number;
  @Field(() => Int) accounts: number;
  @Field(() => Int) devices: number;
}

@Resolver()
export class OverviewResolver {
  @Query(() => Overview)
  async overview(@Ctx() ctx: Context): Promise<Overview> {
    const p = ctx.principal;
    if (!p) throw unauthenticated();
    const [o, a, d] = await Promise.all([
      ctx.db.select({ n: count() }).from(organisations).where(organisationScope(ctx.db, p)),
      ctx.db.select({ n: count() }).from(accounts).where(accountScope(ctx.db, p)),
      ctx.db.select({ n: count() }).from(devices).where(deviceScope(ctx.db, p)),
    ]);
    return { organisations: o[0]?.n ?? 0, accounts: a[0]?.n ?? 0, devices: d[0]?.n ?? 0 };
  }
}
