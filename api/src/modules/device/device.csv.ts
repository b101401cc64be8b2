import type { Device } from "./device.types";

/** A CSV cell; a leading = + - @ tab or CR is neutralised so spreadsheets never run it as a formula. */
export function csvCell(value: unknown): string {
  let s = value == null ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) || s.startsWith("'") ? `"${s.replace(/"/g, '""')}"` : s;
}

export const DEVICE_CSV_COLUMNS: [string, (d: Device) => unknown][] = [
  ["SN", (d) => d.sn],
  ["goodsCode", (d) => d.goodsCode],
  ["organisation", (d) => d.organisation.name],
  ["inventoryTime", (d) => d.inventoryAt],
  ["monitoringStart", (d) => d.monitoringStartAt],
  ["lastMonitoring", (d) => d.lastMonitoringAt],
  ["lastGlucoseMmol", (d) => d.lastGlucose],
  ["bluetoothState", (d) => d.bluetoothState],
  ["postSale", (d) => d.isSales],
  ["wornDays", (d) => d.wornDays],
  ["appVersion", (d) => d.appVersion],
  ["phoneModel", (d) => d.phoneModel],
];

export function devicesCsv(rows: Device[]): string {
  const head = DEVICE_CSV_COLUMNS.map(([h]) => h).join(",");
  return (
    [head, ...rows.map((d) => DEVICE_CSV_COLUMNS.map(([, get]) => csvCell(get(d))).join(","))].join("\r\n") +
    "\r\n"
  );
}
