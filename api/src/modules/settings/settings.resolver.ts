import { eq } from "drizzle-orm";
import { systemSettings } from "@cgm/db";
import { DEFAULT_TIME_ZONE, isValidTimeZone } from "@cgm/domain";
import { Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";

@Resolver()
export class SettingsResolver {
  @Query(() => String, { description: "The system time zone (IANA name) dates are shown in" })
  async systemTimeZone(@Ctx() ctx: Context): Promise<string> {
    const [row] = await ctx.db.select().from(systemSettings).where(eq(systemSettings.key, "timeZone"));
    return isValidTimeZone(row?.value) ? row.value : DEFAULT_TIME_ZONE;
  }
}
