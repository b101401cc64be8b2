import { Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { systemTimeZone } from "./settings.service";

@Resolver()
export class SettingsResolver {
  @Query(() => String, { description: "The system time zone (IANA name) dates are shown in" })
  systemTimeZone(@Ctx() ctx: Context): Promise<string> {
    return systemTimeZone(ctx.db);
  }
}
