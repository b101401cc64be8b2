import fs from "node:fs";
import path from "node:path";
import { parseCsv } from "../src/modules/device/device.csv";

export const EXPORT = `query($f: DeviceFilter, $s: DeviceSort, $fmt: DeviceExportFormat!) { exportDevices(filter: $f, sort: $s, format: $fmt) }`;

/** Columns the tests export, with the web's message id of each header. */
const COLUMNS: [string, string][] = [
  ["SN", "device.sn"],
  ["GOODS_CODE", "device.goodsCode"],
  ["ORGANISATION", "device.organisation"],
  ["INVENTORY_AT", "device.inventoryAt"],
  ["LAST_GLUCOSE", "device.lastGlucoseIn"],
  ["BLUETOOTH_STATE", "device.bluetoothState"],
  ["IS_SALES", "device.isSales"],
  ["APP_VERSION", "device.appVersion"],
  ["APP_SOFTWARE_VERSION", "device.appSoftwareVersion"],
  ["PHONE_PLATFORM", "device.phonePlatform"],
  ["PHONE_MODEL", "device.phoneModel"],
  ["PHONE_SYSTEM_VERSION", "device.phoneSystemVersion"],
];

/** A catalogue of the web (what the browser sends is the user's language's wording). */
export const catalogue = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../../web/src/i18n/locales/${locale}.json`), "utf8"),
  ) as Record<string, string>;

/** The export format in a language of the web, as DeviceListPage builds it. */
export function formatIn(locale: string, unit: "mmol/L" | "mg/dL" = "mmol/L", timeZone?: string) {
  const m = catalogue(locale);
  const text = (id: string) => (m[id] ?? id).replace("{unit}", unit);
  return {
    columns: COLUMNS.map(([column, id]) => ({ column, label: text(id) })),
    yes: text("device.yes"),
    no: text("device.no"),
    connected: text("device.bluetooth.CONNECTED"),
    disconnected: text("device.bluetooth.DISCONNECTED"),
    glucoseUnit: unit === "mg/dL" ? "MG_DL" : "MMOL_L",
    ...(timeZone ? { timeZone } : {}),
  };
}

/** The exported text as { bom, header, rows keyed by column }. */
export function readExport(text: string) {
  const records = parseCsv(text).map((r) => r.cells);
  const columns = COLUMNS.map(([c]) => c);
  return {
    bom: text.charCodeAt(0) === 0xfeff,
    header: records[0] ?? [],
    rows: records.slice(1).map((cells) => Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ""]))),
  };
}
