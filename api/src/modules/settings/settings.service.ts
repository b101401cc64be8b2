import { eq } from "drizzle-orm";
import { systemSettings, type Db } from "@cgm/db";
import { DEFAULT_TIME_ZONE, isValidTimeZone } from "@cgm/domain";

/** The system time zone (IANA name) the console shows times in: as stored, else the default. */
export async function systemTimeZone(db: Db): Promise<string> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, "timeZone"));
  return isValidTimeZone(row?.value) ? row.value : DEFAULT_TIME_ZONE;
}
