import type { DeviceFilter } from "../../gql/graphql";
import { checkDates } from "./zoneDate";

/** The list's filters as typed (dates as YYYY-MM-DD in the system time zone). */
export interface DeviceFilterDraft {
  sn: string;
  orgId: string;
  includeSub: boolean;
  inventoryFrom: string;
  inventoryTo: string;
  monitoringFrom: string;
  monitoringTo: string;
  bluetoothState: string;
  isSales: string;
}

export const NO_FILTER: DeviceFilterDraft = {
  sn: "",
  orgId: "",
  includeSub: true,
  inventoryFrom: "",
  inventoryTo: "",
  monitoringFrom: "",
  monitoringTo: "",
  bluetoothState: "",
  isSales: "",
};

export type RangeErrorId = ReturnType<typeof checkDates>["error"];

/** The message ids of the draft's date ranges that cannot be searched (start after end, bad date). */
export function filterErrors(f: DeviceFilterDraft, timeZone: string) {
  return {
    inventory: checkDates(f.inventoryFrom, f.inventoryTo, timeZone, true).error,
    monitoring: checkDates(f.monitoringFrom, f.monitoringTo, timeZone, true).error,
  };
}

const iso = (ts: number | undefined) => (ts === undefined ? null : new Date(ts).toISOString());

/** The API filter: whole days in the system time zone, the end date included. */
export function toApiFilter(f: DeviceFilterDraft, timeZone: string): DeviceFilter {
  const inventory = checkDates(f.inventoryFrom, f.inventoryTo, timeZone, true).range;
  const monitoring = checkDates(f.monitoringFrom, f.monitoringTo, timeZone, true).range;
  return {
    sn: f.sn.trim() || null,
    orgId: f.orgId ? Number(f.orgId) : null,
    includeSubOrganisations: Boolean(f.orgId) && f.includeSub,
    inventoryFrom: iso(inventory.from),
    inventoryTo: iso(inventory.to),
    monitoringFrom: iso(monitoring.from),
    monitoringTo: iso(monitoring.to),
    bluetoothState: f.bluetoothState || null,
    isSales: f.isSales === "" ? null : f.isSales === "true",
  };
}
