import { eq } from "drizzle-orm";
import { systemSettings, type Db } from "@cgm/db";
import { DEFAULT_TIME_ZONE, isValidTimeZone, timeZoneSchema, validateWith } from "@cgm/domain";
import type { Context } from "../../context";
import { audit } from "../../common/audit";
import { badInput } from "../../common/errors";
import { canonicalZone } from "./settings.zones";

/** The system time zone (IANA name) the console shows times in: as stored, else the default. */
export async function systemTimeZone(db: Db): Promise<string> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, "timeZone"));
  return isValidTimeZone(row?.value) ? row.value : DEFAULT_TIME_ZONE;
}

/** Saves the system time zone (its canonical IANA name) and answers it. */
export async function setSystemTimeZone(ctx: Context, input: { timeZone: string }): Promise<string> {
  const r = validateWith(timeZoneSchema, input);
  if (!r.ok) throw badInput(r.fieldErrors);
  const timeZone = canonicalZone(r.value.timeZone);
  await ctx.db.transaction(async (tx) => {
    const before = await systemTimeZone(tx);
    const values = { key: "timeZone", value: timeZone, updatedBy: ctx.principal?.accountId ?? null };
    await tx
      .insert(systemSettings)
      .values(values)
      .onConflictDoUpdate({ target: systemSettings.key, set: { ...values, updatedAt: new Date() } });
    await audit(ctx, tx, {
      action: "settings.timeZone",
      entity: "settings",
      entityId: "timeZone",
      before,
      after: timeZone,
    });
  });
  return timeZone;
}
