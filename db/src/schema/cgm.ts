import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt } from "./common";

/**
 * The device of a time-series row. Not a foreign key: a key would look up the device for every one of
 * the millions of readings a bulk load inserts (half its time). Ingestion locks the batch's device rows
 * instead (FOR KEY SHARE, as a key check would), and deleting a device deletes its series (trigger
 * devices_delete_series, migration 0005), as ON DELETE CASCADE did.
 */
const deviceId = () => integer("device_id").notNull();
const ts = () => timestamp("ts", { withTimezone: true }).notNull();

/**
 * CGM time series, each keyed (device_id, ts): the primary key is the per-device time index, and a
 * replayed upload hits it and stores nothing twice. On TimescaleDB they become hypertables
 * (timescale.ts); the queries are the same everywhere.
 */
export const glucoseReadings = pgTable(
  "glucose_readings",
  { deviceId: deviceId(), ts: ts(), mmol: real("mmol").notNull() },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.ts] }),
    check("glucose_readings_range_chk", sql`${t.mmol} between 1.1 and 33.3`),
  ],
);

/** The width of a glucose_rollups bucket, in seconds (15 minutes, from the Unix epoch on). */
export const ROLLUP_SECONDS = 900;

/**
 * Readings per device and 15-minute bucket (aligned to the Unix epoch): count, sum, minimum and
 * maximum, so a curve over weeks or months reads a few thousand of these instead of every reading.
 * Ingestion adds the readings it inserts in the same transaction (ingest/rollup.ts); nothing else
 * writes readings. Deleting a device deletes them (trigger devices_delete_series, migration 0023).
 */
export const glucoseRollups = pgTable(
  "glucose_rollups",
  {
    deviceId: deviceId(),
    bucket: timestamp("bucket", { withTimezone: true }).notNull(),
    n: integer("n").notNull(),
    total: doublePrecision("total").notNull(),
    lo: real("lo").notNull(),
    hi: real("hi").notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.bucket] })],
);

/**
 * Anomalies: sensor abnormality, temperature abnormality, signal loss, ... `received_at` is when the
 * upload that stored it began: a phone that was offline sends old events late, and the live feed of
 * anomalies (device.live.ts) tells those it has not shown yet by it.
 */
export const anomalyEvents = pgTable(
  "anomaly_events",
  {
    deviceId: deviceId(),
    ts: ts(),
    kind: varchar("kind", { length: 32 }).notNull(),
    detail: text("detail"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.ts, t.kind] })],
);

/** Bluetooth connection history: connected or disconnected from ts on. */
export const bluetoothEvents = pgTable(
  "bluetooth_events",
  { deviceId: deviceId(), ts: ts(), connected: boolean("connected").notNull() },
  (t) => [primaryKey({ columns: [t.deviceId, t.ts] })],
);

/** The six permission switches of the phone app, as reported at ts. */
export const permissionSnapshots = pgTable(
  "permission_snapshots",
  {
    deviceId: deviceId(),
    ts: ts(),
    bluetoothSwitch: boolean("bluetooth_switch").notNull(),
    locationSwitch: boolean("location_switch").notNull(),
    locationPermission: boolean("location_permission").notNull(),
    bluetoothPermission: boolean("bluetooth_permission").notNull(),
    batteryOptimization: boolean("battery_optimization").notNull(),
    powerSaving: boolean("power_saving").notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.ts] })],
);

/** Terminal usage records: app start, sensor start and stop, upgrades, ... */
export const usageRecords = pgTable(
  "usage_records",
  {
    deviceId: deviceId(),
    ts: ts(),
    action: varchar("action", { length: 32 }).notNull(),
    detail: text("detail"),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.ts, t.action] })],
);

/** Acknowledged batches: a replayed batch id gets the first answer back and stores nothing. */
export const ingestBatches = pgTable(
  "ingest_batches",
  {
    clientId: varchar("client_id", { length: 64 }).notNull(),
    batchId: varchar("batch_id", { length: 100 }).notNull(),
    receivedAt: createdAt(),
    result: jsonb("result").notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.batchId] })],
);
