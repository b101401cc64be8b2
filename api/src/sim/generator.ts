/**
 * Realistic CGM streams for demos, the simulator and benchmarks: a circadian baseline with a dawn rise,
 * three meals with absorption curves, sensor noise, a warm-up period, signal-loss gaps, occasional
 * sensor and temperature abnormalities, Bluetooth drops and permission changes. Deterministic per seed.
 */

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

export interface GeneratedDevice {
  sn: string;
  readings: { ts: string; value: number }[];
  anomalies: { ts: string; kind: string; detail?: string }[];
  bluetooth: { ts: string; connected: boolean }[];
  permissions: Record<string, string | boolean>[];
  usage: { ts: string; action: string }[];
  info: Record<string, string>;
}

const HOUR = 3_600_000;
const MEALS = [
  { hour: 7.5, rise: 3.2 },
  { hour: 12.5, rise: 3.8 },
  { hour: 19, rise: 4.2 },
];

/** Glucose (mmol/L) at time t for a person with the given profile, without noise. */
function glucoseAt(t: number, base: number, control: number, dayJitter: number[]): number {
  const hourOfDay = (((t / HOUR) % 24) + 24) % 24;
  const day = Math.floor(t / (24 * HOUR));
  const dawn = 0.9 * Math.exp(-((hourOfDay - 6) ** 2) / 3);
  let meals = 0;
  for (const [i, m] of MEALS.entries()) {
    const start = m.hour + (dayJitter[(day * 3 + i) % dayJitter.length] ?? 0);
    const dt = hourOfDay - start;
    if (dt > 0 && dt < 5) meals += m.rise * control * (dt / 0.9) * Math.exp(1 - dt / 0.9);
  }
  return base + dawn + meals;
}

export function generateDevice(
  sn: string,
  seed: number,
  from: number,
  to: number,
  intervalMinutes = 5,
): GeneratedDevice {
  const rnd = prng(seed);
  const base = 5 + rnd() * 2.5;
  const control = 0.6 + rnd() * 0.9;
  const jitter = Array.from({ length: 90 }, () => (rnd() - 0.5) * 1.5);
  const step = intervalMinutes * 60_000;
  const out: GeneratedDevice = {
    sn,
    readings: [],
    anomalies: [],
    bluetooth: [],
    permissions: [],
    usage: [],
    info: {},
  };
  const iso = (t: number) => new Date(t).toISOString();
  const start = Math.ceil(from / step) * step;
  out.usage.push({ ts: iso(start - 10 * 60_000), action: "SENSOR_START" });
  out.bluetooth.push({ ts: iso(start - 9 * 60_000), connected: true });
  out.permissions.push({ ts: iso(start - 9 * 60_000), ...permissionSet(rnd, true) });
  let gapUntil = 0;
  let drift = 0;
  for (let t = start; t < to; t += step) {
    if (t < start + HOUR) continue; // sensor warm-up: nothing for the first hour
    if (t < gapUntil) continue;
    if (rnd() < 0.0015) {
      const minutes = 20 + Math.floor(rnd() * 90);
      gapUntil = t + minutes * 60_000;
      out.anomalies.push({ ts: iso(t), kind: "SIGNAL_LOSS", detail: `${minutes} min` });
      out.bluetooth.push({ ts: iso(t), connected: false }, { ts: iso(gapUntil), connected: true });
      continue;
    }
    drift = drift * 0.97 + (rnd() - 0.5) * 0.25;
    const value = glucoseAt(t, base, control, jitter) + drift + (rnd() - 0.5) * 0.3;
    out.readings.push({ ts: iso(t), value: Math.round(Math.min(25, Math.max(2.2, value)) * 10) / 10 });
    if (rnd() < 0.0004)
      out.anomalies.push({ ts: iso(t), kind: rnd() < 0.5 ? "SENSOR_ABNORMAL" : "TEMPERATURE_ABNORMAL" });
    if (rnd() < 0.0003) out.permissions.push({ ts: iso(t), ...permissionSet(rnd, rnd() < 0.7) });
  }
  out.info = {
    appVersion: `2.${Math.floor(rnd() * 5)}.${Math.floor(rnd() * 10)}`,
    appSoftwareVersion: `1.${Math.floor(rnd() * 9)}`,
    phonePlatform: rnd() < 0.6 ? "Android" : "iOS",
    phoneModel: ["Pixel 8", "Galaxy S23", "iPhone 15", "Mi 13", "P60"][Math.floor(rnd() * 5)] ?? "Pixel 8",
    phoneSystemVersion: `${13 + Math.floor(rnd() * 4)}`,
  };
  return out;
}

function permissionSet(rnd: () => number, allGranted: boolean): Record<string, boolean> {
  const ok = (p: number) => allGranted || rnd() > p;
  return {
    bluetoothSwitch: ok(0.3),
    locationSwitch: ok(0.3),
    locationPermission: ok(0.2),
    bluetoothPermission: ok(0.2),
    batteryOptimization: !ok(0.5),
    powerSaving: !ok(0.6),
  };
}
