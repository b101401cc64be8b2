import { SENSOR_LIFE_DAYS } from "@cgm/domain";
import type { Readings } from "./readings";

/*
 * What a device upload holds and the limits it is checked against (validate.ts checks it, the
 * ingest service writes it, the simulator builds it).
 */

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
/** The app and phone details an upload may report, with the longest text each column holds. */
export const INFO_FIELDS = {
  appVersion: 32,
  appSoftwareVersion: 32,
  phonePlatform: 16,
  phoneModel: 64,
  phoneSystemVersion: 32,
  bluetoothState: 16,
} as const;
export const BLUETOOTH_STATES = ["CONNECTED", "DISCONNECTED"] as const;

/** Items per batch, and how far in the future a device clock may run. */
export const INGEST_LIMITS = {
  maxItems: 200_000,
  maxDevices: 1_000,
  clockSkewMs: 5 * 60_000,
  /** Nothing older than a sensor's life before the upload is taken. */
  maxAgeMs: SENSOR_LIFE_DAYS * 86_400_000,
} as const;

export interface ItemError {
  /** Where in the batch: devices[0].readings[12] */
  path: string;
  code:
    | "UNKNOWN_SN"
    | "OUT_OF_RANGE"
    | "FUTURE_TIMESTAMP"
    | "INVALID"
    /** No device token of this SN came with it (route.ts). */
    | "NOT_PAIRED"
    /** Its token's client is disabled, or was given a new secret or deleted since pairing (auth/device.ts). */
    | "CLIENT_DISABLED"
    | "CLIENT_CREDENTIALS_CHANGED"
    /** Older than the device's inventory time. */
    | "BEFORE_INVENTORY"
    /** Older than a sensor's life before the upload. */
    | "TOO_OLD";
  message: string;
}

export type Info = Partial<Record<keyof typeof INFO_FIELDS, string>>;
/** A device's items; `ts` in epoch milliseconds. */
export interface DeviceUpload {
  sn: string;
  path: string;
  readings: Readings;
  anomalies: { ts: number; kind: string; detail: string | null }[];
  bluetooth: { ts: number; connected: boolean }[];
  permissions: ({ ts: number } & Record<(typeof PERMISSION_SWITCHES)[number], boolean>)[];
  usage: { ts: number; action: string; detail: string | null }[];
  info: Info;
}

export interface ParsedBatch {
  batchId: string;
  devices: DeviceUpload[];
  errors: ItemError[];
  itemCount: number;
  /** Items of devices refused as a whole (not paired with the token given), not checked one by one. */
  refusedItems: number;
}

/**
 * Whether an entry's device may be written, from its SN and the device token it came with (its own
 * `deviceToken`, else the request's): the earliest time its items may carry, or null when refused.
 */
export type DeviceAccess = (
  sn: string,
  deviceToken: string | undefined,
) => { inventoryAt: number } | { refused: "CLIENT_DISABLED" | "CLIENT_CREDENTIALS_CHANGED" } | null;
