/**
 * The stateless model behind the simulated CGM streams: every value and event is a pure function of
 * the device's seed and the time, so any window (a day of history, one live minute) yields the same
 * data for the same instants, and history and live data join without a seam.
 */
import { zoneOffsetMs } from "@cgm/domain";
import type { PERMISSION_SWITCHES } from "../ingest/validate";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** A sensor is worn this long; the next one is inserted as it ends. */
export const SESSION_MS = 14 * DAY;
/** After insertion a sensor sends nothing for this long. */
export const WARMUP_MS = HOUR;

/** mulberry32: a small, fast, seedable PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mix(h: number, x: number): number {
  h = Math.imul(h ^ x, 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A uniform number in [0, 1) fixed by the seed and up to three integers (slot numbers, a stream tag). */
export function noise(seed: number, a: number, b = 0, c = 0): number {
  return (mix(mix(mix(mix(0x811c9dc5, seed), a | 0), b | 0), c | 0) >>> 0) / 4294967296;
}

/** A device's seed from its SN (FNV-1a), so every tool simulates the same person for the same SN. */
export function seedOf(sn: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < sn.length; i++) h = Math.imul(h ^ sn.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export type Permissions = Record<(typeof PERMISSION_SWITCHES)[number], boolean>;

/** Who wears the device: fixed by the seed. */
export interface Profile {
  seed: number;
  /** Fasting glucose, mmol/L. */
  base: number;
  /** How strongly meals raise glucose (1 = average). */
  control: number;
  /** Start of the first sensor session after the epoch (ms); sessions follow every SESSION_MS. */
  sessionOffset: number;
  permissions: Permissions;
  info: Record<string, string>;
}

const PHONES = ["Pixel 8", "Galaxy S23", "iPhone 15", "Mi 13", "P60"];

export function profileOf(seed: number): Profile {
  const rnd = prng(seed);
  const base = 5 + rnd() * 3.5;
  const control = 0.6 + rnd() * 1.6;
  const sessionOffset = Math.floor(rnd() * (SESSION_MS / MINUTE)) * MINUTE;
  const permissions: Permissions = {
    bluetoothSwitch: true,
    locationSwitch: true,
    locationPermission: true,
    bluetoothPermission: true,
    batteryOptimization: rnd() < 0.2,
    powerSaving: rnd() < 0.15,
  };
  const ios = rnd() < 0.4;
  const info = {
    appVersion: `2.${Math.floor(rnd() * 5)}.${Math.floor(rnd() * 10)}`,
    appSoftwareVersion: `1.${Math.floor(rnd() * 9)}`,
    phonePlatform: ios ? "iOS" : "Android",
    phoneModel: ios ? "iPhone 15" : (PHONES[Math.floor(rnd() * 5)] ?? "Pixel 8"),
    phoneSystemVersion: ios ? `${16 + Math.floor(rnd() * 3)}` : `${13 + Math.floor(rnd() * 4)}`,
  };
  return { seed, base, control, sessionOffset, permissions, info };
}

/** Start of the sensor session worn at time t. */
export function sessionStartAt(p: Profile, t: number): number {
  return p.sessionOffset + Math.floor((t - p.sessionOffset) / SESSION_MS) * SESSION_MS;
}

/** Signal-loss gap starting in hour slot k (about one a week), or null. */
export function gapIn(p: Profile, k: number): { start: number; end: number; minutes: number } | null {
  if (noise(p.seed, k, 11) >= 0.006) return null;
  const start = k * HOUR + Math.floor(noise(p.seed, k, 12) * 60) * MINUTE;
  const minutes = 20 + Math.floor(noise(p.seed, k, 13) * 90);
  return { start, end: start + minutes * MINUTE, minutes };
}

/** True while the sensor sends nothing: warm-up after insertion, or a signal-loss gap. */
export function isSilent(p: Profile, t: number): boolean {
  if (t < sessionStartAt(p, t) + WARMUP_MS) return true;
  const k = Math.floor(t / HOUR);
  for (const slot of [k, k - 1]) {
    const g = gapIn(p, slot);
    if (g && t >= g.start && t < g.end) return true;
  }
  return false;
}

const offsets = new Map<string, Map<number, number>>();
const QUARTER = 15 * MINUTE;

/**
 * The offset (ms) of an IANA time zone from UTC at time t. Offsets change only at quarter hours, so
 * one Intl lookup serves each quarter hour (cached: a day of one-minute readings costs 96 lookups).
 */
export function zoneOffset(timeZone: string, t: number): number {
  const q = Math.floor(t / QUARTER);
  let byQuarter = offsets.get(timeZone);
  if (!byQuarter) offsets.set(timeZone, (byQuarter = new Map()));
  const hit = byQuarter.get(q);
  if (hit !== undefined) return hit;
  const offset = zoneOffsetMs(q * QUARTER, timeZone);
  if (byQuarter.size > 100_000) byQuarter.clear();
  byQuarter.set(q, offset);
  return offset;
}

/** Local hours of the three meals (before each day's jitter) and their typical rise (mmol/L). */
export const MEALS = [
  { hour: 7.5, rise: 3.2 },
  { hour: 12.5, rise: 3.8 },
  { hour: 19, rise: 4.2 },
];

/** Local start hour and size of meal i on local day d, or null when it is skipped. */
export function mealOf(p: Profile, day: number, i: number): { hour: number; rise: number } | null {
  const m = MEALS[i];
  if (!m || noise(p.seed, day, 20 + i) < (i === 0 ? 0.08 : 0.03)) return null;
  const hour = m.hour + (noise(p.seed, day, 30 + i) - 0.5) * 1.5;
  return { hour, rise: m.rise * p.control * (0.7 + 0.6 * noise(p.seed, day, 40 + i)) };
}

/** Smooth value noise in [-1, 1]: knots every `period` ms, eased between them. */
function smooth(seed: number, t: number, period: number, tag: number): number {
  const k = Math.floor(t / period);
  const u = t / period - k;
  const e = u * u * (3 - 2 * u);
  const a = noise(seed, k, tag) * 2 - 1;
  const b = noise(seed, k + 1, tag) * 2 - 1;
  return a + (b - a) * e;
}

/** Glucose (mmol/L, one decimal) the sensor reports at time t, meals and dawn in local time. */
export function glucoseAt(p: Profile, t: number, timeZone: string): number {
  const local = t + zoneOffset(timeZone, t);
  const day = Math.floor(local / DAY);
  const hourOfDay = (local - day * DAY) / HOUR;
  const dawn = 0.9 * Math.exp(-((hourOfDay - 6) ** 2) / 3) - 0.3 * Math.exp(-((hourOfDay - 3) ** 2) / 2);
  let meals = 0;
  for (const [d, shift] of [
    [day, 0],
    [day - 1, 24],
  ] as const) {
    for (let i = 0; i < MEALS.length; i++) {
      const m = mealOf(p, d, i);
      const dt = hourOfDay + shift - (m?.hour ?? 0);
      if (m && dt > 0 && dt < 5) meals += m.rise * (dt / 0.9) * Math.exp(1 - dt / 0.9);
    }
  }
  const drift = 0.5 * smooth(p.seed, t, 40 * MINUTE, 1) + 0.4 * smooth(p.seed, t, 3 * HOUR, 2);
  const jitter = (noise(p.seed, Math.floor(t / MINUTE), 3) - 0.5) * 0.3;
  const value = p.base + dawn + meals + drift + jitter;
  return Math.round(Math.min(25, Math.max(2.2, value)) * 10) / 10;
}
