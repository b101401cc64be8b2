import { GraphQLError } from "graphql";
import { count } from "drizzle-orm";
import { devices } from "@cgm/db";
import {
  MSG,
  formatGlucose,
  hasRtlLetters,
  isValidTimeZone,
  isolateLtr,
  wallClock,
  type GlucoseUnit,
} from "@cgm/domain";
import { Field, InputType, registerEnumType } from "type-graphql";
import { array, mixed, object, string } from "yup";
import type { Context, Principal } from "../../context";
import { deviceConditions, deviceOrder, selectDevices, toDevice } from "./device.service";
import { systemTimeZone } from "../settings/settings.service";
import type { Device, DeviceFilter, DeviceSort } from "./device.types";
import { audit, filterFields } from "../../common/audit";
import { UnclosedQuote, csvLines, parseCsv as readCsv, type CsvRecord } from "../../common/csv";

/* ---------- CSV text (RFC 4180, papaparse: common/csv.ts) ---------- */

/** A CSV cell; a leading = + - @ tab or CR is neutralised so spreadsheets never run it as a formula. */
export const csvCell = (value: unknown): string => csvLines([[value]]);

/** A BAD_USER_INPUT about the whole CSV text: field "csv", with placeholder values for the message. */
export const csvError = (messageId: string, values: Record<string, number> = {}) =>
  new GraphQLError(`Invalid CSV: ${messageId}`, {
    extensions: { code: "BAD_USER_INPUT", messageId, fieldErrors: { csv: messageId }, values },
  });

export type { CsvRecord };

/**
 * Reads CSV text (common/csv.ts); a quote left open is refused naming the line it opened on
 * ("device.importUnclosedQuote").
 */
export function parseCsv(text: string): CsvRecord[] {
  try {
    return readCsv(text);
  } catch (e) {
    if (e instanceof UnclosedQuote) throw csvError("device.importUnclosedQuote", { line: e.line });
    throw e;
  }
}

/* ---------- Export ---------- */

/** The most rows one export holds; more is refused ("device.exportTooMany"), never cut short. */
export const EXPORT_MAX_ROWS = 50_000;
/** Rows read per query while the file is written. */
const EXPORT_PAGE = 5000;

export enum GlucoseUnitChoice {
  MMOL_L = "MMOL_L",
  MG_DL = "MG_DL",
}
registerEnumType(GlucoseUnitChoice, { name: "GlucoseUnit", description: "mmol/L or mg/dL" });
const UNIT: Record<GlucoseUnitChoice, GlucoseUnit> = { MMOL_L: "mmol/L", MG_DL: "mg/dL" };

export enum DeviceExportColumn {
  SN = "SN",
  GOODS_CODE = "GOODS_CODE",
  ORGANISATION = "ORGANISATION",
  IS_SALES = "IS_SALES",
  CAN_USE_DAY = "CAN_USE_DAY",
  INVENTORY_AT = "INVENTORY_AT",
  MONITORING_START_AT = "MONITORING_START_AT",
  LAST_MONITORING_AT = "LAST_MONITORING_AT",
  WORN_DAYS = "WORN_DAYS",
  SYNCED_TO = "SYNCED_TO",
  LAST_GLUCOSE = "LAST_GLUCOSE",
  BLUETOOTH_STATE = "BLUETOOTH_STATE",
  APP_VERSION = "APP_VERSION",
  APP_SOFTWARE_VERSION = "APP_SOFTWARE_VERSION",
  PHONE_PLATFORM = "PHONE_PLATFORM",
  PHONE_MODEL = "PHONE_MODEL",
  PHONE_SYSTEM_VERSION = "PHONE_SYSTEM_VERSION",
  FIRST_USE_AT = "FIRST_USE_AT",
  LAST_USE_AT = "LAST_USE_AT",
}
registerEnumType(DeviceExportColumn, { name: "DeviceExportColumn" });

/** Printable text of 1 to 64 characters: a header label or a value word of the user's language. */
const label = () =>
  string()
    .trim()
    .required(MSG.required)
    .max(64, MSG.tooLong)
    .matches(/^[^\p{Cc}]*$/u, MSG.specialChars);

@InputType()
export class DeviceExportColumnInput {
  @Field(() => DeviceExportColumn) column: DeviceExportColumn;
  @Field(() => String, { description: "Header in the user's language" }) label: string;
}

@InputType({
  description:
    "How the CSV reads: columns in order with their headers, the words for yes/no and the Bluetooth " +
    "states, all in the user's interface language; the glucose unit; the time zone (default: system)",
})
export class DeviceExportFormat {
  static schema = object({
    columns: array(object({ column: mixed<DeviceExportColumn>().required(), label: label() }))
      .min(1, MSG.required)
      .test(
        "unique",
        "device.exportColumnTwice",
        (cs) => new Set(cs?.map((c) => c.column)).size === cs?.length,
      ),
    yes: label(),
    no: label(),
    connected: label(),
    disconnected: label(),
    glucoseUnit: mixed<GlucoseUnitChoice>().required(),
    timeZone: string()
      .nullable()
      .test("tz", MSG.timeZoneInvalid, (v) => v == null || isValidTimeZone(v)),
  }).test("unit", "device.exportUnitLabel", (f, ctx) => {
    // The glucose header names the unit its values are in ("Last glucose (mg/dL)").
    const g = f.columns?.find((c) => c.column === DeviceExportColumn.LAST_GLUCOSE);
    return !g || g.label.includes(UNIT[f.glucoseUnit]) || ctx.createError({ path: "columns" });
  });
  @Field(() => [DeviceExportColumnInput]) columns: DeviceExportColumnInput[];
  @Field(() => String) yes: string;
  @Field(() => String) no: string;
  @Field(() => String) connected: string;
  @Field(() => String) disconnected: string;
  @Field(() => GlucoseUnitChoice) glucoseUnit: GlucoseUnitChoice;
  @Field(() => String, { nullable: true }) timeZone?: string | null;
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
/** An instant as "YYYY-MM-DD HH:mm:ss" on the time zone's wall clock. */
export function wallTime(at: Date, timeZone: string): string {
  const c = wallClock(at.getTime(), timeZone);
  return `${pad(c.y, 4)}-${pad(c.m)}-${pad(c.d)} ${pad(c.h)}:${pad(c.min)}:${pad(c.s)}`;
}

/**
 * A header as the page wrote it. In right-to-left text ("آخر قيمة للغلوكوز (mmol/L)") the unit symbol is
 * wrapped in a left-to-right isolate, so a spreadsheet shows it the right way round whatever the
 * header's direction, the same way the console shows it (web/src/i18n/figures.ts). Headers of
 * left-to-right languages, and a unit already isolated, are kept as sent. Values stay plain numbers and
 * times, for spreadsheets to read.
 */
export function headerText(label: string, unit: GlucoseUnit): string {
  const text = label.trim();
  if (!hasRtlLetters(text) || text.includes(isolateLtr(unit))) return text;
  return text.split(unit).join(isolateLtr(unit));
}

/** The cell text of each column, in the format's words, unit and time zone. */
function cellsOf(format: DeviceExportFormat, timeZone: string) {
  const unit = UNIT[format.glucoseUnit];
  const time = (d: Date | null) => (d ? wallTime(d, timeZone) : "");
  const words: Record<string, string> = { CONNECTED: format.connected, DISCONNECTED: format.disconnected };
  const get: Record<DeviceExportColumn, (d: Device) => string | number | null> = {
    SN: (d) => d.sn,
    GOODS_CODE: (d) => d.goodsCode,
    ORGANISATION: (d) => d.organisation.name,
    IS_SALES: (d) => (d.isSales ? format.yes : format.no),
    CAN_USE_DAY: (d) => d.canUseDay,
    INVENTORY_AT: (d) => time(d.inventoryAt),
    MONITORING_START_AT: (d) => time(d.monitoringStartAt),
    LAST_MONITORING_AT: (d) => time(d.lastMonitoringAt),
    WORN_DAYS: (d) => d.wornDays,
    SYNCED_TO: (d) => time(d.syncedTo),
    LAST_GLUCOSE: (d) =>
      d.lastGlucose == null ? "" : formatGlucose(d.lastGlucose, unit).toFixed(unit === "mg/dL" ? 0 : 1),
    BLUETOOTH_STATE: (d) => (d.bluetoothState ? (words[d.bluetoothState] ?? d.bluetoothState) : ""),
    APP_VERSION: (d) => d.appVersion,
    APP_SOFTWARE_VERSION: (d) => d.appSoftwareVersion,
    PHONE_PLATFORM: (d) => d.phonePlatform,
    PHONE_MODEL: (d) => d.phoneModel,
    PHONE_SYSTEM_VERSION: (d) => d.phoneSystemVersion,
    FIRST_USE_AT: (d) => time(d.firstUseAt),
    LAST_USE_AT: (d) => time(d.lastUseAt),
  };
  return format.columns.map((c) => get[c.column]);
}

/**
 * The list as a CSV file: the same scope, filter and sort as the page, a UTF-8 BOM (so spreadsheets
 * read Chinese names right) and CRLF line ends. Read in pages inside one repeatable-read snapshot, each
 * page turned into lines and dropped; a list longer than EXPORT_MAX_ROWS is refused before any row is read.
 */
export async function exportDevicesCsv(
  ctx: Context,
  p: Principal,
  filter: DeviceFilter | null | undefined,
  sort: DeviceSort | null | undefined,
  format: DeviceExportFormat,
): Promise<string> {
  const timeZone = format.timeZone ?? (await systemTimeZone(ctx.db));
  const getters = cellsOf(format, timeZone);
  const unit = UNIT[format.glucoseUnit];
  const lines = [csvLines([format.columns.map((c) => headerText(c.label, unit))])];
  const total = await ctx.db.transaction(
    async (tx) => {
      const where = deviceConditions(tx, p, filter);
      const total = (await tx.select({ n: count() }).from(devices).where(where))[0]?.n ?? 0;
      if (total > EXPORT_MAX_ROWS) {
        throw new GraphQLError(`The export has ${total} rows, more than ${EXPORT_MAX_ROWS}`, {
          extensions: {
            code: "BAD_USER_INPUT",
            messageId: "device.exportTooMany",
            values: { count: total, limit: EXPORT_MAX_ROWS },
          },
        });
      }
      for (let offset = 0; offset < total; offset += EXPORT_PAGE) {
        const rows = await selectDevices(tx)
          .where(where)
          .orderBy(...deviceOrder(sort))
          .limit(EXPORT_PAGE)
          .offset(offset);
        const page = rows.map((r) => {
          const d = toDevice({ ...r.device, orgName: r.orgName });
          return getters.map((get) => get(d));
        });
        if (page.length) lines.push(csvLines(page));
      }
      return total;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const after = { rows: total, filter: filterFields(filter) };
  await audit(ctx, ctx.db, { action: "device.export", entity: "device", after });
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
