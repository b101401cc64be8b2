import { GLUCOSE_LIMITS, toMmol } from "@cgm/domain";

/** Anomaly kinds a device app may report. */
export const ANOMALY_KINDS = [
  "SENSOR_ABNORMAL",
  "TEMPERATURE_ABNORMAL",
  "SIGNAL_LOSS",
  "SENSOR_EXPIRED",
  "LOW_BATTERY",
  "CALIBRATION_ERROR",
] as const;
export const USAGE_ACTIONS = [
  "APP_START",
  "APP_STOP",
  "SENSOR_START",
  "SENSOR_STOP",
  "APP_UPGRADE",
  "LOG_UPLOAD",
] as const;
export const PERMISSION_SWITCHES = [
  "bluetoothSwitch",
  "locationSwitch",
  "locationPermission",
  "bluetoothPermission",
  "batteryOptimization",
  "powerSaving",
] as const;
const INFO_FIELDS = [
  "appVersion",
  "appSoftwareVersion",
  "phonePlatform",
  "phoneModel",
  "phoneSystemVersion",
  "bluetoothState",
] as const;

/** Items per batch, and how far in the future a device clock may run. */
export const INGEST_LIMITS = { maxItems: 200_000, maxDevices: 1_000, clockSkewMs: 5 * 60_000 } as const;

export interface ItemError {
  /** Where in the batch: devices[0].readings[12] */
  path: string;
  code: "UNKNOWN_SN" | "OUT_OF_RANGE" | "FUTURE_TIMESTAMP" | "INVALID";
  message: string;
}

export type Info = Partial<Record<(typeof INFO_FIELDS)[number], string>>;
export interface DeviceUpload {
  sn: string;
  path: string;
  readings: { ts: Date; mmol: number }[];
  anomalies: { ts: Date; kind: string; detail: string | null }[];
  bluetooth: { ts: Date; connected: boolean }[];
  permissions: ({ ts: Date } & Record<(typeof PERMISSION_SWITCHES)[number], boolean>)[];
  usage: { ts: Date; action: string; detail: string | null }[];
  info: Info;
}

export interface ParsedBatch {
  batchId: string;
  devices: DeviceUpload[];
  errors: ItemError[];
  itemCount: number;
}

export class EnvelopeError extends Error {}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/**
 * Checks a batch. The envelope (batch id, devices list, sizes) must be right or the whole batch is
 * refused; each item is checked on its own, and an invalid item is reported and skipped while the valid
 * ones are kept.
 */
export function parseBatch(body: unknown, now: number): ParsedBatch {
  if (!isObj(body)) throw new EnvelopeError("The body must be a JSON object");
  const batchId = body.batchId;
  if (typeof batchId !== "string" || !/^[A-Za-z0-9._:-]{1,100}$/.test(batchId)) {
    throw new EnvelopeError("batchId must be 1 to 100 letters, digits or . _ : -");
  }
  if (!Array.isArray(body.devices) || body.devices.length > INGEST_LIMITS.maxDevices) {
    throw new EnvelopeError(`devices must be a list of at most ${INGEST_LIMITS.maxDevices}`);
  }
  const errors: ItemError[] = [];
  let itemCount = 0;
  const latest = now + INGEST_LIMITS.clockSkewMs;
  const time = (v: unknown, path: string): Date | null => {
    const d = typeof v === "string" || typeof v === "number" ? new Date(v) : null;
    if (!d || Number.isNaN(d.getTime()) || d.getTime() < Date.UTC(2000, 0, 1)) {
      errors.push({
        path: `${path}.ts`,
        code: "INVALID",
        message: "ts must be an ISO 8601 time or epoch milliseconds",
      });
      return null;
    }
    if (d.getTime() > latest) {
      errors.push({ path: `${path}.ts`, code: "FUTURE_TIMESTAMP", message: "ts is in the future" });
      return null;
    }
    return d;
  };
  const devices: DeviceUpload[] = body.devices.map((raw, i) => {
    const path = `devices[${i}]`;
    const d = isObj(raw) ? raw : {};
    const sn = typeof d.sn === "string" ? d.sn.trim() : "";
    const upload: DeviceUpload = {
      sn,
      path,
      readings: [],
      anomalies: [],
      bluetooth: [],
      permissions: [],
      usage: [],
      info: {},
    };
    if (sn.length < 12 || sn.length > 13) {
      errors.push({ path: `${path}.sn`, code: "INVALID", message: "sn must be 12 or 13 characters" });
      upload.sn = "";
    }
    list(d.readings).forEach((r, j) => {
      const p = `${path}.readings[${j}]`;
      const x = isObj(r) ? r : {};
      const ts = time(x.ts, p);
      const unit =
        x.unit === "mg/dL" ? "mg/dL" : x.unit === undefined || x.unit === "mmol/L" ? "mmol/L" : null;
      const value = typeof x.value === "number" && Number.isFinite(x.value) ? x.value : null;
      if (value === null || unit === null) {
        errors.push({
          path: `${p}.value`,
          code: "INVALID",
          message: "value must be a number in mmol/L or mg/dL",
        });
        return;
      }
      const mmol = unit === "mg/dL" ? toMmol(value) : value;
      if (mmol < GLUCOSE_LIMITS.minMmol || mmol > GLUCOSE_LIMITS.maxMmol) {
        errors.push({
          path: `${p}.value`,
          code: "OUT_OF_RANGE",
          message: "value is outside 1.1 to 33.3 mmol/L",
        });
        return;
      }
      if (ts) upload.readings.push({ ts, mmol: Math.round(mmol * 100) / 100 });
    });
    list(d.anomalies).forEach((r, j) => {
      const p = `${path}.anomalies[${j}]`;
      const x = isObj(r) ? r : {};
      const ts = time(x.ts, p);
      if (!(ANOMALY_KINDS as readonly unknown[]).includes(x.kind)) {
        errors.push({
          path: `${p}.kind`,
          code: "INVALID",
          message: `kind must be one of ${ANOMALY_KINDS.join(", ")}`,
        });
      } else if (ts)
        upload.anomalies.push({
          ts,
          kind: String(x.kind),
          detail: typeof x.detail === "string" ? x.detail.slice(0, 500) : null,
        });
    });
    list(d.bluetooth).forEach((r, j) => {
      const p = `${path}.bluetooth[${j}]`;
      const x = isObj(r) ? r : {};
      const ts = time(x.ts, p);
      if (typeof x.connected !== "boolean")
        errors.push({ path: `${p}.connected`, code: "INVALID", message: "connected must be true or false" });
      else if (ts) upload.bluetooth.push({ ts, connected: x.connected });
    });
    list(d.permissions).forEach((r, j) => {
      const p = `${path}.permissions[${j}]`;
      const x = isObj(r) ? r : {};
      const ts = time(x.ts, p);
      const bad = PERMISSION_SWITCHES.find((k) => typeof x[k] !== "boolean");
      if (bad) errors.push({ path: `${p}.${bad}`, code: "INVALID", message: `${bad} must be true or false` });
      else if (ts)
        upload.permissions.push({
          ts,
          ...(Object.fromEntries(PERMISSION_SWITCHES.map((k) => [k, x[k]])) as Record<
            (typeof PERMISSION_SWITCHES)[number],
            boolean
          >),
        });
    });
    list(d.usage).forEach((r, j) => {
      const p = `${path}.usage[${j}]`;
      const x = isObj(r) ? r : {};
      const ts = time(x.ts, p);
      if (!(USAGE_ACTIONS as readonly unknown[]).includes(x.action)) {
        errors.push({
          path: `${p}.action`,
          code: "INVALID",
          message: `action must be one of ${USAGE_ACTIONS.join(", ")}`,
        });
      } else if (ts)
        upload.usage.push({
          ts,
          action: String(x.action),
          detail: typeof x.detail === "string" ? x.detail.slice(0, 500) : null,
        });
    });
    if (isObj(d.info)) {
      for (const k of INFO_FIELDS)
        if (typeof d.info[k] === "string") upload.info[k] = String(d.info[k]).slice(0, 32);
    }
    itemCount +=
      list(d.readings).length +
      list(d.anomalies).length +
      list(d.bluetooth).length +
      list(d.permissions).length +
      list(d.usage).length;
    return upload;
  });
  if (itemCount > INGEST_LIMITS.maxItems)
    throw new EnvelopeError(`a batch holds at most ${INGEST_LIMITS.maxItems} items`);
  return { batchId, devices, errors, itemCount };
}
