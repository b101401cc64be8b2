/**
 * Sends generated streams through the real ingest endpoint (POST /ingest/v1/batches), split into
 * batches that stay well inside its limits, by devices and by day-long time slices. Batch ids are
 * fixed by the interval, the devices and the slice, so sending the same thing again is a replay the
 * endpoint answers without storing anything (and items are unique per device and time anyway).
 */
import { createHash } from "node:crypto";
import { INGEST_LIMITS } from "../ingest/validate";
import { DAY, HOUR, MINUTE } from "./model";
import { generateFor, itemCount, type GeneratedDevice } from "./generator";
import { SimError, causeOf } from "./console";

/** What one request may carry: well inside INGEST_LIMITS and the endpoint's 32 MB body limit. */
export const BATCH_BUDGET = {
  items: Math.min(50_000, INGEST_LIMITS.maxItems),
  bytes: 8 * 1024 * 1024,
  devices: Math.min(500, INGEST_LIMITS.maxDevices),
} as const;

export interface StreamPlan {
  sns: string[];
  from: number;
  to: number;
  intervalMinutes: number;
  timeZone: string;
  /** Start of every batch id ("sim", "sim-live"). */
  prefix: string;
  /** Time slice of a batch (default a day), aligned to the epoch. */
  sliceMs?: number;
  budget?: { items: number; bytes: number; devices: number };
  /** Each SN's device token, sent in its entry (`deviceToken`); none for uploads stored without HTTP. */
  tokens?: ReadonlyMap<string, string>;
  /** Changes each generated device's items of [from, to) before it is sent (--updates: faults.ts). */
  adjust?: (d: GeneratedDevice, from: number, to: number) => void;
}

export interface PlannedBatch {
  batchId: string;
  body: string;
  /** The uploads the body holds (for callers storing them without HTTP). */
  payload: GeneratedDevice[];
  devices: number;
  items: number;
  readings: number;
  /** Devices whose whole period has been planned once this batch is sent. */
  devicesDone: number;
}

/** Rough items and bytes of a device over `ms` at the interval: sizes the device groups. */
function estimate(ms: number, intervalMinutes: number) {
  const readings = Math.ceil(ms / (intervalMinutes * MINUTE)) + 1;
  const events = 8 + Math.ceil(ms / HOUR) * 0.2;
  return { items: readings + events, bytes: readings * 50 + events * 220 + 400 };
}

/** The batches of a plan, in order: device group by device group, each slice oldest first. */
export function* planBatches(plan: StreamPlan): Generator<PlannedBatch> {
  const budget = plan.budget ?? BATCH_BUDGET;
  const sliceMs = plan.sliceMs ?? DAY;
  const slices: [number, number][] = [];
  for (let s = Math.floor(plan.from / sliceMs) * sliceMs; s < plan.to; s += sliceMs)
    slices.push([Math.max(s, plan.from), Math.min(s + sliceMs, plan.to)]);
  const e = estimate(Math.min(sliceMs, plan.to - plan.from), plan.intervalMinutes);
  const group = Math.max(
    1,
    Math.min(budget.devices, Math.floor(budget.items / e.items), Math.floor(budget.bytes / e.bytes)),
  );
  const key = (n: number) => n.toString(36);
  for (let a = 0; a < plan.sns.length; a += group) {
    const b = Math.min(a + group, plan.sns.length);
    for (const [i, [from, to]] of slices.entries()) {
      const generated = plan.sns.slice(a, b).map((sn) => {
        const g = generateFor(sn, from, to, plan.intervalMinutes, plan.timeZone);
        plan.adjust?.(g, from, to);
        return g;
      });
      const parts = split(generated, budget, plan.tokens);
      for (const [j, part] of parts.entries()) {
        const last = i === slices.length - 1 && j === parts.length - 1;
        yield {
          batchId: `${plan.prefix}-i${plan.intervalMinutes}-${devicesKey(part.devices)}-${key(from)}-${key(to)}`,
          body: part.body,
          payload: part.devices,
          devices: part.devices.length,
          items: part.items,
          readings: part.devices.reduce((n, d) => n + d.readings.length, 0),
          devicesDone: last ? b : a,
        };
      }
    }
  }
}

/**
 * Names the very devices of a batch: the first SN, how many, and a digest of all their SNs. The
 * endpoint stores nothing for a batch id it has seen, so two batches with different devices must
 * never share one (an index within the group did: the demo seed groups devices by where each one's
 * data end, and two single-device groups sent the same id for the same day, losing the second).
 */
function devicesKey(devices: GeneratedDevice[]): string {
  const digest = createHash("sha256")
    .update(devices.map((d) => d.sn).join(","))
    .digest("base64url")
    .slice(0, 10);
  return `${devices[0]?.sn ?? "none"}-${devices.length}-${digest}`;
}

interface Part {
  devices: GeneratedDevice[];
  items: number;
  body: string;
}

/** The devices' uploads as one body, or halves of them until each fits the budget. */
function split(
  devices: GeneratedDevice[],
  budget: NonNullable<StreamPlan["budget"]>,
  tokens: StreamPlan["tokens"],
): Part[] {
  const items = devices.reduce((n, d) => n + itemCount(d), 0);
  const body = JSON.stringify(
    tokens ? devices.map((d) => ({ deviceToken: tokens.get(d.sn), ...d })) : devices,
  );
  if ((items <= budget.items && body.length <= budget.bytes) || devices.length === 1) {
    if (items > INGEST_LIMITS.maxItems)
      throw new SimError(`a device has ${items} items in one slice; use a shorter slice`);
    return [{ devices, items, body }];
  }
  const half = Math.ceil(devices.length / 2);
  return [...split(devices.slice(0, half), budget, tokens), ...split(devices.slice(half), budget, tokens)];
}

export interface IngestTarget {
  /** The server's base URL, e.g. http://localhost:4000 */
  url: string;
  /** The device token of each SN sent (pairing.ts), carried in the SN's entry of every batch. */
  tokens: ReadonlyMap<string, string>;
}

export interface SendTotals {
  batches: number;
  readings: number;
  items: number;
  stored: number;
  duplicates: number;
  rejected: number;
  replayed: number;
  devicesDone: number;
  /** The first refused item, for the report. */
  firstError?: string;
}

interface IngestAnswer {
  stored?: number;
  duplicates?: number;
  rejected?: number;
  replayed?: boolean;
  message?: string;
  errors?: { path: string; code: string; message: string }[];
}

/** Waits before each new try of a batch whose connection failed. */
const RETRY_MS = [250, 1000, 3000];

/**
 * Posts one batch; a refused batch (4xx, 5xx) or an unreachable server is a SimError. A connection
 * that fails (a reset as the server closes an idle keep-alive socket the client has just reused, a
 * server restarting) is tried again up to three times: batch ids make a resent batch store nothing
 * twice.
 */
export async function postBatch(target: IngestTarget, batchId: string, devicesJson: string) {
  const url = `${target.url.replace(/\/$/, "")}/ingest/v1/batches`;
  let res: Response | undefined;
  for (let attempt = 0; !res; attempt++) {
    try {
      res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: `{"batchId":${JSON.stringify(batchId)},"devices":${devicesJson}}`,
      });
    } catch (e) {
      const wait = RETRY_MS[attempt];
      if (wait === undefined) throw new SimError(`cannot reach ${url}: ${causeOf(e)}`);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
  const answer = (await res.json().catch(() => ({}))) as IngestAnswer;
  if (!res.ok) throw new SimError(`ingest answered ${res.status} for ${batchId}: ${answer.message ?? ""}`);
  return answer;
}

/**
 * Sends every batch of the plan, one generated while the previous is on its way; `onBatch` sees the
 * running totals after each answer. Stops at the first refused batch.
 */
export async function sendPlan(
  target: IngestTarget,
  plan: StreamPlan,
  onBatch?: (totals: SendTotals) => void,
): Promise<SendTotals> {
  const totals: SendTotals = {
    batches: 0,
    readings: 0,
    items: 0,
    stored: 0,
    duplicates: 0,
    rejected: 0,
    replayed: 0,
    devicesDone: 0,
  };
  let failure: unknown;
  let pending: Promise<void> | undefined;
  for (const b of planBatches({ ...plan, tokens: target.tokens })) {
    const sent = postBatch(target, b.batchId, b.body).then(
      (r) => {
        totals.batches++;
        totals.readings += b.readings;
        totals.items += b.items;
        totals.stored += r.replayed ? 0 : (r.stored ?? 0);
        totals.duplicates += r.replayed ? b.items : (r.duplicates ?? 0);
        totals.rejected += r.rejected ?? 0;
        totals.replayed += r.replayed ? 1 : 0;
        totals.devicesDone = Math.max(totals.devicesDone, b.devicesDone);
        const e = r.errors?.[0];
        if (e && !totals.firstError) totals.firstError = `${e.path}: ${e.code} ${e.message}`;
        onBatch?.(totals);
      },
      (e: unknown) => {
        failure ??= e;
      },
    );
    await pending;
    pending = sent;
    if (failure) break;
  }
  await pending;
  if (failure) throw failure;
  return totals;
}
