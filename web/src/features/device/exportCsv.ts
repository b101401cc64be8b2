import type { GlucoseUnit } from "@cgm/domain";
import type { DeviceExportColumn, DeviceExportFormat } from "../../gql/graphql";

/** Saves text as a file the browser downloads (Blob and object URL). */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The exported columns in order, with the message id of each header (the list's wording). */
export const EXPORT_COLUMNS: [DeviceExportColumn, string][] = [
  ["SN", "device.sn"],
  ["GOODS_CODE", "device.goodsCode"],
  ["ORGANISATION", "device.organisation"],
  ["IS_SALES", "device.isSales"],
  ["CAN_USE_DAY", "device.canUseDay"],
  ["INVENTORY_AT", "device.inventoryAt"],
  ["MONITORING_START_AT", "device.monitoringStartAt"],
  ["LAST_MONITORING_AT", "device.lastMonitoringAt"],
  ["WORN_DAYS", "device.wornDays"],
  ["SYNCED_TO", "device.syncedTo"],
  ["LAST_GLUCOSE", "device.lastGlucoseIn"],
  ["BLUETOOTH_STATE", "device.bluetoothState"],
  ["APP_VERSION", "device.appVersion"],
  ["APP_SOFTWARE_VERSION", "device.appSoftwareVersion"],
  ["PHONE_PLATFORM", "device.phonePlatform"],
  ["PHONE_MODEL", "device.phoneModel"],
  ["PHONE_SYSTEM_VERSION", "device.phoneSystemVersion"],
  ["FIRST_USE_AT", "device.firstUseAt"],
  ["LAST_USE_AT", "device.lastUseAt"],
];

/** A message of the interface language (react-intl's formatMessage, or a test's stand-in). */
export type Translate = (id: string, values?: Record<string, string>) => string;

/**
 * How the server writes the CSV: headers and words in the interface language (the server has no
 * catalogues; it checks these and writes them as given), the unit the page shows glucose in, and the
 * time zone the page shows times in.
 */
export function exportFormat(t: Translate, unit: GlucoseUnit, timeZone: string): DeviceExportFormat {
  return {
    columns: EXPORT_COLUMNS.map(([column, id]) => ({ column, label: t(id, { unit }) })),
    yes: t("device.yes"),
    no: t("device.no"),
    connected: t("device.bluetooth.CONNECTED"),
    disconnected: t("device.bluetooth.DISCONNECTED"),
    glucoseUnit: unit === "mg/dL" ? "MG_DL" : "MMOL_L",
    timeZone,
  };
}
