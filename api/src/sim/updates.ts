/**
 * An update round of the simulated devices (--updates): each device asks the update API what applies
 * to its app, software and firmware, downloads it with its device token, checks size and SHA-256 byte
 * for byte, reports DOWNLOADED and then INSTALLED (and runs the new version from then on) or FAILED with
 * the reason an app would give: at the configured rate, and always for a package that does not match.
 */
import { versionCodeOf } from "@cgm/db";
import { currentVersion, reportedVersion, type Fleet, type SimDevice } from "./fleet";
import { noise } from "./model";
import type { UpdateArgs, UpdateKind } from "./updateArgs";
import { askForUpdate, downloadPackage, reportOutcome, type Offer, type Outcome } from "./updateHttp";
import type { IngestTarget } from "./upload";

/** Why an install fails on a phone or a transmitter, by what is being installed. */
export const FAILURE_REASONS: Record<UpdateKind, string[]> = {
  app: [
    "Not enough storage space to install the app (312 MB free, 480 MB needed)",
    "Installation cancelled by the user",
    "The package could not be parsed by the system installer",
  ],
  software: [
    "Transmitter battery too low to apply the software (14%)",
    "Bluetooth connection to the transmitter lost while writing the software",
  ],
  firmware: [
    "Transmitter battery too low to flash firmware (12%)",
    "Bluetooth connection lost during the firmware transfer (block 37 of 64)",
    "The transmitter rejected the image: boot loader verification failed",
    "Flash write timed out; the transmitter rolled back to its previous firmware",
  ],
};

/** A device tries a failed upgrade again this long after (a low battery charges, the phone frees space). */
export const RETRY_AFTER_MS = 10 * 60_000;

/**
 * Whether this device's `attempt` (0, 1, ...) at this upgrade fails, at `rate`: the same answer for the
 * same device, upgrade and attempt, in every run.
 */
export function failsInstall(
  d: Pick<SimDevice, "seed">,
  kind: UpdateKind,
  id: number,
  rate: number,
  attempt = 0,
): boolean {
  return rate > 0 && noise(d.seed, id, 900 + KIND_TAG[kind], attempt) < rate;
}
const KIND_TAG: Record<UpdateKind, number> = { app: 0, software: 1, firmware: 2 };

/** One step of the round, for the log and the tests. */
export interface UpdateEvent {
  sn: string;
  kind: UpdateKind;
  id: number;
  outcome: Outcome;
  reason?: string;
  /** The version the device runs after the step. */
  version: string;
  /** SHA-256 of the bytes the device received. */
  sha256?: string;
}

export interface UpdateRound {
  checked: number;
  offered: number;
  installed: number;
  failed: number;
  /** Of the failures, downloads whose size or SHA-256 did not match the offer. */
  corrupt: number;
  events: UpdateEvent[];
}

const versionOf = (d: SimDevice, kind: UpdateKind) =>
  kind === "firmware" ? d.firmware : kind === "app" ? d.app.name : d.software.name;

/** Runs the new version: what the device reports in its uploads and asks with from now on. */
function install(d: SimDevice, offer: Offer, now: number): void {
  const kind = offer.kind;
  if (kind === "firmware") {
    d.firmware = offer.targetVersion ?? offer.versionName;
    d.firmwareSince = now;
  } else {
    const v = { code: offer.versionNumber, name: offer.versionName };
    if (kind === "app") d.app = v;
    else d.software = v;
  }
  d.installed.push({ kind, version: versionOf(d, kind), at: now });
}

/** One device's turn at one kind: ask, download, verify, report. */
async function takeUpdate(
  target: IngestTarget,
  d: SimDevice,
  kind: UpdateKind,
  opts: Pick<UpdateArgs, "failRate">,
  round: UpdateRound,
  now: number,
): Promise<void> {
  const token = target.tokens.get(d.sn);
  if (!token) return;
  round.checked++;
  const offer = await askForUpdate(target.url, token, {
    kind,
    terminalType: d.terminalType,
    currentVersion: currentVersion(d, kind),
    productCode: d.productCode,
    sn: d.sn,
  });
  if (!offer) return;
  const key = `${kind}:${offer.id}`;
  const before = d.failed.get(key);
  if (before && now < before.retryAt) return;
  const attempt = before?.attempts ?? 0;
  offer.kind = kind;
  round.offered++;
  const got = await downloadPackage(target.url, token, offer);
  const report = async (outcome: Outcome, version: number, reason?: string) => {
    await reportOutcome(target.url, token, offer, { outcome, version, ...(reason ? { reason } : {}) });
    round.events.push({
      sn: d.sn,
      kind,
      id: offer.id,
      outcome,
      reason,
      version: versionOf(d, kind),
      sha256: got.sha256,
    });
  };
  const fail = async (reason: string) => {
    d.failed.set(key, { attempts: attempt + 1, retryAt: now + RETRY_AFTER_MS });
    round.failed++;
    await report("FAILED", reportedVersion(d, kind), reason);
  };
  if (got.problem) {
    round.corrupt++;
    return fail(got.problem);
  }
  await report("DOWNLOADED", reportedVersion(d, kind));
  if (failsInstall(d, kind, offer.id, opts.failRate, attempt)) {
    const reasons = FAILURE_REASONS[kind];
    return fail(reasons[Math.floor(noise(d.seed, offer.id, 950, attempt) * reasons.length)] ?? reasons[0]!);
  }
  d.failed.delete(key);
  install(d, offer, now);
  round.installed++;
  const installed =
    kind === "firmware" ? (versionCodeOf(d.firmware) ?? offer.versionNumber) : offer.versionNumber;
  await report("INSTALLED", installed);
}

/** Update requests under way at once. */
const IN_FLIGHT = 8;

/**
 * Every device of the fleet asks about each kind in turn (app, then software, then firmware); `now` is
 * when what it installs starts running. Stops at the first refused request (a SimError).
 */
export async function updateRound(
  target: IngestTarget,
  fleet: Fleet,
  opts: Pick<UpdateArgs, "failRate" | "kinds">,
  now = Date.now(),
): Promise<UpdateRound> {
  const round: UpdateRound = { checked: 0, offered: 0, installed: 0, failed: 0, corrupt: 0, events: [] };
  const devices = [...fleet.values()];
  let next = 0;
  const lane = async () => {
    while (next < devices.length) {
      const d = devices[next++]!;
      for (const kind of opts.kinds) await takeUpdate(target, d, kind, opts, round, now);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, devices.length) }, lane));
  return round;
}

/** The round in one line for the console, with the firmware the fleet runs now. */
export function roundLine(r: UpdateRound, fleet: Fleet): string {
  const firmware = new Map<string, number>();
  for (const d of fleet.values()) firmware.set(d.firmware, (firmware.get(d.firmware) ?? 0) + 1);
  const runs = [...firmware].map(([v, n]) => `${n} on ${v}`).join(", ");
  return (
    `updates: ${r.offered} offered, ${r.installed} installed, ${r.failed} failed` +
    (r.corrupt ? ` (${r.corrupt} did not match their SHA-256)` : "") +
    `; firmware: ${runs}`
  );
}
