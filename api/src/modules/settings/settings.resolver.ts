import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { setSystemTimeZone, systemTimeZone } from "./settings.service";
import { SystemTimeZoneInput, TimeZone } from "./settings.types";
import { listTimeZones } from "./settings.zones";

@Resolver()
export class SettingsResolver {
  @Query(() => String, { description: "The system time zone (IANA name) dates are shown in" })
  systemTimeZone(@Ctx() ctx: Context): Promise<string> {
    return systemTimeZone(ctx.db);
  }

  @Query(() => [TimeZone], {
    description: "The IANA time zones to choose from, by current offset, then name",
  })
  timeZones(): TimeZone[] {
    return listTimeZones();
  }

  @Mutation(() => String, { description: "Saves the system time zone and answers its canonical IANA name" })
  setSystemTimeZone(
    @Arg("input", () => SystemTimeZoneInput, { description: "The time zone" }) input: SystemTimeZoneInput,
    @Ctx() ctx: Context,
  ): Promise<string> {
    return setSystemTimeZone(ctx, input);
  }
}
