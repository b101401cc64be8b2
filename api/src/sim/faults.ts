/**
 * What the simulated devices' uploads show of their upgrades (--updates): the app and software versions
 * they run now (the upload's info), an APP_UPGRADE use when the app was upgraded, and with
 * --bad-firmware many more sensor anomalies from the moment a device runs that firmware, so the
 * upgraded devices stand out from the others and a rollout with an anomaly threshold halts by itself.
 */
import type { Fleet } from "./fleet";
import type { GeneratedDevice } from "./generator";
import { MINUTE, noise } from "./model";

/** A bad firmware's fault slots: one in SLOT_MS, each with an anomaly at this chance. */
export const SLOT_MS = 2 * MINUTE;
export const BAD_FIRMWARE_CHANCE = 0.6;
const KINDS = ["SENSOR_ABNORMAL", "CALIBRATION_ERROR", "TEMPERATURE_ABNORMAL"] as const;

/** The anomalies a device running bad firmware `version` since `since` reports in [from, to). */
export function badFirmwareAnomalies(
  seed: number,
  version: string,
  since: number,
  from: number,
  to: number,
): GeneratedDevice["anomalies"] {
  const out: GeneratedDevice["anomalies"] = [];
  const start = Math.max(from, since);
  for (let k = Math.floor(start / SLOT_MS); k * SLOT_MS < to; k++) {
    if (noise(seed, k, 700) >= BAD_FIRMWARE_CHANCE) continue;
    // Half a minute into a minute of the slot: never the instant of a generated event (on the minute).
    const t = k * SLOT_MS + Math.floor(noise(seed, k, 701) * (SLOT_MS / MINUTE)) * MINUTE + 30_000;
    if (t < start || t >= to) continue;
    const kind = KINDS[Math.floor(noise(seed, k, 702) * KINDS.length)] ?? KINDS[0];
    out.push({ ts: new Date(t).toISOString(), kind, detail: `firmware ${version}: signal filter fault` });
  }
  return out;
}

/**
 * The hook the uploads apply to each generated device (upload.ts's StreamPlan.adjust): the versions it
 * runs, its app upgrades' uses, and the anomalies of bad firmware.
 */
export function fleetAdjust(fleet: Fleet, badFirmware: string | null) {
  return (g: GeneratedDevice, from: number, to: number): void => {
    const d = fleet.get(g.sn);
    if (!d) return;
    g.info = { ...g.info, appVersion: d.app.name, appSoftwareVersion: d.software.name };
    const uses = d.installed.filter((i) => i.kind === "app" && i.at >= from && i.at < to);
    if (uses.length) {
      const at = new Set(g.usage.map((u) => `${u.ts} ${u.action}`));
      for (const u of uses) {
        const ts = new Date(Math.floor(u.at / 1000) * 1000).toISOString();
        if (!at.has(`${ts} APP_UPGRADE`)) g.usage.push({ ts, action: "APP_UPGRADE" });
      }
      g.usage.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : 0));
    }
    if (badFirmware && d.firmware === badFirmware) {
      g.anomalies.push(...badFirmwareAnomalies(d.seed, d.firmware, d.firmwareSince, from, to));
      g.anomalies.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : 0));
    }
  };
}
