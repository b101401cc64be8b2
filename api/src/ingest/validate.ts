import { GLUCOSE_LIMITS, SENSOR_LIFE_DAYS, toMmol } from "@cgm/domain";
import { parseTime } from "./time";
import { ReadingColumns, UNIT_MGDL, UNIT_MMOL, UNIT_OTHER } from "./reading-columns";
import { Readings } from "./readings";
import {
  ANOMALY_KINDS,
  BLUETOOTH_STATES,
  INFO_FIELDS,
  INGEST_LIMITS,
  PERMISSION_SWITCHES,
  USAGE_ACTIONS,
  type DeviceAccess,
  type DeviceUpload,
  type Info,
  type ItemError,
  type ParsedBatch,
} from "./upload.types";

export {
  ANOMALY_KINDS,
  BLUETOOTH_STATES,
  INGEST_LIMITS,
  PERMISSION_SWITCHES,
  USAGE_ACTIONS,
  type DeviceAccess,
  type DeviceUpload,
  type Info,
  type ItemError,
  type ParsedBatch,
};

/** The `deviceToken` of each device entry of a body, before it is checked (to authenticate them at once). */
export function entryTokens(body: unknown): string[] {
  if (!isObj(body) || !Array.isArray(body.devices)) return [];
  const out: string[] = [];
  for (const d of body.devices as unknown[])
    if (isObj(d) && typeof d.deviceToken === "string") out.push(d.deviceToken);
  return out;
}

export class EnvelopeError extends Error {}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** Items of a series as the body gives them: a list, or a device's readings read into columns (body.ts). */
const count = (v: unknown): number => (v instanceof ReadingColumns ? v.length : list(v).length);
/** Epoch milliseconds of an item's `ts` as given (a text or epoch milliseconds), else NaN. */
const msOf = (v: unknown): number =>
  typeof v === "string" ? parseTime(v) : typeof v === "number" ? new Date(v).getTime() : NaN;
const unitOf = (v: unknown): number =>
  v === "mg/dL" ? UNIT_MGDL : v === undefined || v === "mmol/L" ? UNIT_MMOL : UNIT_OTHER;

const SERIES_KEYS = ["readings", "anomalies", "bluetooth", "permissions", "usage"] as const;
/** PostgreSQL text cannot hold U+0000: a text carrying it is refused item by item, never sent on. */
const hasNul = (s: string) => s.includes("\u0000");
const nulMessage = (field: string) => `${field} must not contain a NUL character (\\u0000)`;
const EARLIEST = Date.UTC(2000, 0, 1);

/**
 * Checks a batch. The envelope (batch id, devices list, sizes) must be right or the whole batch is
 * refused; each item is checked on its own, and an invalid item is reported and skipped while the valid
 * ones are kept. Written for throughput (a batch may hold 200,000 items): no allocation per valid item
 * beyond the item itself, and error paths built only for the invalid ones.
 */
export function parseBatch(body: unknown, now: number, access?: DeviceAccess): ParsedBatch {
  if (!isObj(body)) throw new EnvelopeError("The body must be a JSON object");
  const batchId = body.batchId;
  if (typeof batchId !== "string" || !/^[A-Za-z0-9._:-]{1,100}$/.test(batchId)) {
    throw new EnvelopeError("batchId must be 1 to 100 letters, digits or . _ : -");
  }
  if (!Array.isArray(body.devices) || body.devices.length > INGEST_LIMITS.maxDevices) {
    throw new EnvelopeError(`devices must be a list of at most ${INGEST_LIMITS.maxDevices}`);
  }
  const raws: unknown[] = body.devices;
  let itemCount = 0;
  for (const raw of raws) {
    if (isObj(raw)) for (const k of SERIES_KEYS) itemCount += count(raw[k]);
  }
  if (itemCount > INGEST_LIMITS.maxItems)
    throw new EnvelopeError(`a batch holds at most ${INGEST_LIMITS.maxItems} items`);

  const errors: ItemError[] = [];
  const latest = now + INGEST_LIMITS.clockSkewMs;
  const oldest = now - INGEST_LIMITS.maxAgeMs;
  let refusedItems = 0;
  /** The current device's inventory time (items before it are refused), or -Infinity. */
  let inventoryAt = -Infinity;
  const itemPath = (i: number, key: string, j: number) => `devices[${i}].${key}[${j}]`;
  /** Epoch milliseconds of a valid, not future time; else reports it and returns NaN. */
  const time = (v: unknown, i: number, key: string, j: number): number => checkTime(msOf(v), i, key, j);
  /** `ms` when it is a valid, not future time; else reports it and returns NaN. */
  const checkTime = (ms: number, i: number, key: string, j: number): number => {
    if (!(ms >= EARLIEST)) {
      errors.push({
        path: `${itemPath(i, key, j)}.ts`,
        code: "INVALID",
        message: "ts must be an ISO 8601 time or epoch milliseconds",
      });
      return NaN;
    }
    if (ms > latest) {
      errors.push({
        path: `${itemPath(i, key, j)}.ts`,
        code: "FUTURE_TIMESTAMP",
        message: "ts is in the future",
      });
      return NaN;
    }
    if (ms < inventoryAt || ms < oldest) {
      errors.push(
        ms < inventoryAt
          ? {
              path: `${itemPath(i, key, j)}.ts`,
              code: "BEFORE_INVENTORY",
              message: `ts is before the device's inventory time ${new Date(inventoryAt).toISOString()}`,
            }
          : {
              path: `${itemPath(i, key, j)}.ts`,
              code: "TOO_OLD",
              message: `ts is more than a sensor's life (${SENSOR_LIFE_DAYS} days) before the upload`,
            },
      );
      return NaN;
    }
    return ms;
  };
  const devices: DeviceUpload[] = raws.map((raw, i) => {
    const path = `devices[${i}]`;
    const d = isObj(raw) ? raw : {};
    // SNs are registered upper-cased; an app may print them in either case.
    const sn = typeof d.sn === "string" ? d.sn.trim().toUpperCase() : "";
    const upload: DeviceUpload = {
      sn,
      path,
      readings: new Readings(count(d.readings)),
      anomalies: [],
      bluetooth: [],
      permissions: [],
      usage: [],
      info: {},
    };
    if (sn.length < 12 || sn.length > 13 || hasNul(sn)) {
      const message = hasNul(sn) ? nulMessage("sn") : "sn must be 12 or 13 characters";
      errors.push({ path: `${path}.sn`, code: "INVALID", message });
      upload.sn = "";
    } else if (access) {
      const allowed = access(sn, typeof d.deviceToken === "string" ? d.deviceToken : undefined);
      if (!allowed || "refused" in allowed) {
        errors.push({
          path: `${path}.sn`,
          ...(allowed
            ? {
                code: allowed.refused,
                message: "this device token's client changed since pairing; pair again",
              }
            : {
                code: "NOT_PAIRED",
                message: "no device token paired with this SN came with it; pair the device first",
              }),
        });
        upload.sn = "";
        for (const k of SERIES_KEYS) refusedItems += count(d[k]);
        return upload;
      }
      inventoryAt = allowed.inventoryAt;
    }
    const reading = (ms: number, value: number, unit: number, j: number) => {
      const ts = checkTime(ms, i, "readings", j);
      if (!Number.isFinite(value) || unit === UNIT_OTHER) {
        errors.push({
          path: `${itemPath(i, "readings", j)}.value`,
          code: "INVALID",
          message: "value must be a number in mmol/L or mg/dL",
        });
        return;
      }
      const mmol = unit === UNIT_MGDL ? toMmol(value) : value;
      if (mmol < GLUCOSE_LIMITS.minMmol || mmol > GLUCOSE_LIMITS.maxMmol) {
        errors.push({
          path: `${itemPath(i, "readings", j)}.value`,
          code: "OUT_OF_RANGE",
          message: "value is outside 1.1 to 33.3 mmol/L",
        });
        return;
      }
      if (!Number.isNaN(ts)) upload.readings.push(ts, Math.round(mmol * 100) / 100);
    };
    if (d.readings instanceof ReadingColumns) {
      const { ts, value, unit, length } = d.readings;
      for (let j = 0; j < length; j++) reading(ts[j]!, value[j]!, unit[j]!, j);
    } else
      list(d.readings).forEach((r, j) => {
        const x = isObj(r) ? r : {};
        reading(msOf(x.ts), typeof x.value === "number" ? x.value : NaN, unitOf(x.unit), j);
      });
    list(d.anomalies).forEach((r, j) => {
      const x = isObj(r) ? r : {};
      const ts = time(x.ts, i, "anomalies", j);
      if (!(ANOMALY_KINDS as readonly unknown[]).includes(x.kind)) {
        errors.push({
          path: `${itemPath(i, "anomalies", j)}.kind`,
          code: "INVALID",
          message: `kind must be one of ${ANOMALY_KINDS.join(", ")}`,
        });
      } else if (typeof x.detail === "string" && hasNul(x.detail)) {
        errors.push({
          path: `${itemPath(i, "anomalies", j)}.detail`,
          code: "INVALID",
          message: nulMessage("detail"),
        });
      } else if (!Number.isNaN(ts))
        upload.anomalies.push({
          ts,
          kind: String(x.kind),
          detail: typeof x.detail === "string" ? x.detail.slice(0, 500) : null,
        });
    });
    list(d.bluetooth).forEach((r, j) => {
      const x = isObj(r) ? r : {};
      const ts = time(x.ts, i, "bluetooth", j);
      if (typeof x.connected !== "boolean")
        errors.push({
          path: `${itemPath(i, "bluetooth", j)}.connected`,
          code: "INVALID",
          message: "connected must be true or false",
        });
      else if (!Number.isNaN(ts)) upload.bluetooth.push({ ts, connected: x.connected });
    });
    list(d.permissions).forEach((r, j) => {
      const x = isObj(r) ? r : {};
      const ts = time(x.ts, i, "permissions", j);
      const bad = PERMISSION_SWITCHES.find((k) => typeof x[k] !== "boolean");
      if (bad)
        errors.push({
          path: `${itemPath(i, "permissions", j)}.${bad}`,
          code: "INVALID",
          message: `${bad} must be true or false`,
        });
      else if (!Number.isNaN(ts))
        upload.permissions.push({
          ts,
          ...(Object.fromEntries(PERMISSION_SWITCHES.map((k) => [k, x[k]])) as Record<
            (typeof PERMISSION_SWITCHES)[number],
            boolean
          >),
        });
    });
    list(d.usage).forEach((r, j) => {
      const x = isObj(r) ? r : {};
      const ts = time(x.ts, i, "usage", j);
      if (!(USAGE_ACTIONS as readonly unknown[]).includes(x.action)) {
        errors.push({
          path: `${itemPath(i, "usage", j)}.action`,
          code: "INVALID",
          message: `action must be one of ${USAGE_ACTIONS.join(", ")}`,
        });
      } else if (typeof x.detail === "string" && hasNul(x.detail)) {
        errors.push({
          path: `${itemPath(i, "usage", j)}.detail`,
          code: "INVALID",
          message: nulMessage("detail"),
        });
      } else if (!Number.isNaN(ts))
        upload.usage.push({
          ts,
          action: String(x.action),
          detail: typeof x.detail === "string" ? x.detail.slice(0, 500) : null,
        });
    });
    if (isObj(d.info)) upload.info = info(d.info, `devices[${i}].info`, errors);
    inventoryAt = -Infinity;
    return upload;
  });
  return { batchId, devices, errors, itemCount, refusedItems };
}

/** The valid fields of an upload's `info`; an invalid one is reported and left out, the others kept. */
function info(raw: Record<string, unknown>, path: string, errors: ItemError[]): Info {
  const out: Info = {};
  for (const [k, max] of Object.entries(INFO_FIELDS) as [keyof Info, number][]) {
    const v = raw[k];
    if (v === undefined || v === null) continue;
    let message: string | null = null;
    if (typeof v !== "string" || !v.trim()) message = `${k} must be a non-empty text`;
    else if (v.length > max) message = `${k} must be at most ${max} characters`;
    else if (hasNul(v)) message = nulMessage(k);
    else if (k === "bluetoothState" && !(BLUETOOTH_STATES as readonly string[]).includes(v))
      message = `bluetoothState must be one of ${BLUETOOTH_STATES.join(", ")}`;
    if (message) errors.push({ path: `${path}.${k}`, code: "INVALID", message });
    else out[k] = (v as string).trim();
  }
  return out;
}
