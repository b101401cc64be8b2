/**
 * Realistic CGM streams for demos, the simulator and benchmarks: a circadian baseline with a dawn rise,
 * three meals a day with absorption curves (in local time), smooth drift and sensor noise, sensor
 * sessions with a warm-up hour, signal-loss gaps, occasional sensor and temperature abnormalities,
 * Bluetooth drops and permission changes. Deterministic per seed and time (model.ts): a window yields
 * exactly the items whose time falls in it, the same whichever window is asked for.
 */
import { DEFAULT_TIME_ZONE } from "@cgm/domain";
import { PERMISSION_SWITCHES } from "../ingest/validate";
import {
  HOUR,
  MINUTE,
  SESSION_MS,
  gapIn,
  glucoseAt,
  isSilent,
  noise,
  profileOf,
  seedOf,
  sessionStartAt,
  type Permissions,
  type Profile,
} from "./model";

export { prng, seedOf } from "./model";

export interface GeneratedDevice {
  sn: string;
  readings: { ts: string; value: number }[];
  anomalies: { ts: string; kind: string; detail?: string }[];
  bluetooth: { ts: string; connected: boolean }[];
  permissions: ({ ts: string } & Permissions)[];
  usage: { ts: string; action: string }[];
  info: Record<string, string>;
}

/** Items of a generated device (all series). */
export const itemCount = (d: GeneratedDevice) =>
  d.readings.length + d.anomalies.length + d.bluetooth.length + d.permissions.length + d.usage.length;

const iso = (t: number) => new Date(t).toISOString();
const SIX_HOURS = 6 * HOUR;

/**
 * The device's items with a time in [from, to): readings every `intervalMinutes` (on the clock's
 * grid, so windows join), and the events of the period. Meals and dawn follow `timeZone`.
 */
export function generateDevice(
  sn: string,
  seed: number,
  from: number,
  to: number,
  intervalMinutes = 5,
  timeZone: string = DEFAULT_TIME_ZONE,
): GeneratedDevice {
  const p = profileOf(seed);
  const out: GeneratedDevice = {
    sn,
    readings: [],
    anomalies: [],
    bluetooth: [],
    permissions: [],
    usage: [],
    info: { ...p.info },
  };
  const step = intervalMinutes * MINUTE;
  for (let t = Math.ceil(from / step) * step; t < to; t += step) {
    if (!isSilent(p, t)) out.readings.push({ ts: iso(t), value: glucoseAt(p, t, timeZone) });
  }
  const inside = (t: number) => t >= from && t < to;
  sessionEvents(p, from, to, inside, out);
  for (let k = Math.floor(from / HOUR) - 2; k * HOUR < to; k++) hourEvents(p, k, inside, out);
  for (let j = Math.floor(from / SIX_HOURS) - 1; j * SIX_HOURS < to; j++) permissionEvents(p, j, inside, out);
  out.anomalies = oncePerKey(out.anomalies, (x) => x.kind);
  out.bluetooth = oncePerKey(out.bluetooth);
  out.permissions = oncePerKey(out.permissions);
  out.usage = oncePerKey(out.usage, (x) => x.action);
  return out;
}

/**
 * The series sorted by time, with one item per key: the time, and the kind or action where the
 * store's key has one (the tables' primary keys). Two events of a series can fall on the same
 * instant (a sensor inserted at 12:01 connects, and reports its permissions, at 12:02, when the
 * six-hourly report is also due); the device sends one state for that instant, the one generated
 * last, so the stream never holds an item the store would count as a duplicate.
 */
function oncePerKey<T extends { ts: string }>(items: T[], part: (x: T) => string = () => ""): T[] {
  const last = new Map<string, T>();
  for (const x of items) {
    const key = `${x.ts} ${part(x)}`;
    last.delete(key);
    last.set(key, x);
  }
  return [...last.values()].sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : 0));
}

/** generateDevice with the seed every tool uses for the SN (seedOf). */
export function generateFor(sn: string, from: number, to: number, intervalMinutes: number, timeZone: string) {
  return generateDevice(sn, seedOf(sn), from, to, intervalMinutes, timeZone);
}

/** A sensor's insertion (start, connect, permission check) and its expiry 14 days later. */
function sessionEvents(
  p: Profile,
  from: number,
  to: number,
  inside: (t: number) => boolean,
  out: GeneratedDevice,
) {
  for (let s = sessionStartAt(p, from) - SESSION_MS; s < to + MINUTE; s += SESSION_MS) {
    if (inside(s)) out.usage.push({ ts: iso(s), action: "SENSOR_START" });
    if (inside(s + MINUTE)) {
      out.bluetooth.push({ ts: iso(s + MINUTE), connected: true });
      out.permissions.push({ ts: iso(s + MINUTE), ...p.permissions });
    }
    const end = s + SESSION_MS;
    if (inside(end - 2 * MINUTE))
      out.anomalies.push({ ts: iso(end - 2 * MINUTE), kind: "SENSOR_EXPIRED", detail: "14 days" });
    if (inside(end - MINUTE)) out.usage.push({ ts: iso(end - MINUTE), action: "SENSOR_STOP" });
  }
}

/** Events of hour slot k: a signal-loss gap, a short Bluetooth drop, a sensor or temperature alert. */
function hourEvents(p: Profile, k: number, inside: (t: number) => boolean, out: GeneratedDevice) {
  const gap = gapIn(p, k);
  if (gap) {
    if (inside(gap.start)) {
      out.anomalies.push({ ts: iso(gap.start), kind: "SIGNAL_LOSS", detail: `${gap.minutes} min` });
      out.bluetooth.push({ ts: iso(gap.start), connected: false });
    }
    if (inside(gap.end)) out.bluetooth.push({ ts: iso(gap.end), connected: true });
  }
  const at = (tag: number) => k * HOUR + Math.floor(noise(p.seed, k, tag) * 60) * MINUTE;
  if (noise(p.seed, k, 14) < 0.015 && !gap && !gapIn(p, k - 1) && !gapIn(p, k + 1)) {
    const drop = at(15);
    const back = drop + (1 + Math.floor(noise(p.seed, k, 16) * 8)) * MINUTE;
    if (!isSilent(p, drop)) {
      if (inside(drop)) out.bluetooth.push({ ts: iso(drop), connected: false });
      if (inside(back)) out.bluetooth.push({ ts: iso(back), connected: true });
    }
  }
  if (noise(p.seed, k, 17) < 0.004) {
    const t = at(18);
    if (inside(t) && !isSilent(p, t)) {
      const sensor = noise(p.seed, k, 19) < 0.5;
      out.anomalies.push(
        sensor
          ? { ts: iso(t), kind: "SENSOR_ABNORMAL", detail: "signal out of range" }
          : {
              ts: iso(t),
              kind: "TEMPERATURE_ABNORMAL",
              detail: `${(39 + noise(p.seed, k, 21) * 4).toFixed(1)} °C`,
            },
      );
    }
  }
}

/**
 * Permission snapshots of six-hour slot j: the app reports its switches at the start of each slot,
 * and now and then (about once in six days) the user turns something off for one to five hours.
 */
function permissionEvents(p: Profile, j: number, inside: (t: number) => boolean, out: GeneratedDevice) {
  const first = j * SIX_HOURS + 2 * MINUTE;
  if (inside(first)) out.permissions.push({ ts: iso(first), ...p.permissions });
  if (noise(p.seed, j, 50) >= 0.04) return;
  const start = j * SIX_HOURS + (30 + Math.floor(noise(p.seed, j, 51) * 60)) * MINUTE;
  const end = start + (60 + Math.floor(noise(p.seed, j, 52) * 240)) * MINUTE;
  const surely = Math.floor(noise(p.seed, j, 53) * PERMISSION_SWITCHES.length);
  const changed = { ...p.permissions };
  PERMISSION_SWITCHES.forEach((key, i) => {
    if (i === surely || noise(p.seed, j, 54 + i) < 0.1) changed[key] = !p.permissions[key];
  });
  if (inside(start)) out.permissions.push({ ts: iso(start), ...changed });
  if (inside(end)) out.permissions.push({ ts: iso(end), ...p.permissions });
}
