/**
 * Which upgrade applies to a device (issue 11.5), as pure rules; the queries in update.service.ts
 * apply the app rule in SQL, and these functions state both rules for the firmware lists and tests.
 */

/** An app version as the applicability rule sees it. */
export interface AppCandidate {
  versionNum: number;
  terminalType: string;
  status: string;
}

/**
 * The app upgrade offered to a device of `terminalType` running version `current`: the VALID version
 * of that terminal type (ignoring case) with the highest number above `current`; null when none is.
 */
export function applicableApp<T extends AppCandidate>(
  candidates: readonly T[],
  terminalType: string,
  current: number,
): T | null {
  let best: T | null = null;
  for (const c of candidates) {
    if (c.status !== "VALID" || c.terminalType.toLowerCase() !== terminalType.toLowerCase()) continue;
    if (c.versionNum <= current) continue;
    if (!best || c.versionNum > best.versionNum) best = c;
  }
  return best;
}

/**
 * The parts of a dotted version such as "1.10.2" (leading "v" allowed), or null when it is not one
 * (empty parts, letters, more than 9 digits in a part).
 */
export function versionParts(version: string): number[] | null {
  const v = version.trim().replace(/^v/i, "");
  if (!/^\d{1,9}(\.\d{1,9}){0,7}$/.test(v)) return null;
  return v.split(".").map(Number);
}

/** Compares dotted versions part by part (missing parts count as 0): negative, 0 or positive. */
export function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** A firmware package as the applicability rule sees it. */
export interface FirmwareCandidate {
  startVersion: string;
  targetVersion: string;
  valid: boolean;
}

/**
 * Whether a firmware package applies to a device running `deviceVersion`: the package is valid, the
 * device's version is exactly its start version (a firmware image is built against one version) and
 * its target version is higher than the device's. Versions that are not dotted numbers never apply.
 */
export function firmwareApplies(deviceVersion: string, p: FirmwareCandidate): boolean {
  const device = versionParts(deviceVersion);
  const start = versionParts(p.startVersion);
  const target = versionParts(p.targetVersion);
  if (!p.valid || !device || !start || !target) return false;
  return compareVersions(device, start) === 0 && compareVersions(target, device) > 0;
}

/** Among the packages that apply to the device, the one with the highest target version, or null. */
export function applicableFirmware<T extends FirmwareCandidate>(
  deviceVersion: string,
  candidates: readonly T[],
): T | null {
  let best: T | null = null;
  for (const c of candidates) {
    if (!firmwareApplies(deviceVersion, c)) continue;
    if (!best || compareVersions(versionParts(c.targetVersion)!, versionParts(best.targetVersion)!) > 0)
      best = c;
  }
  return best;
}

/** A software package as the applicability rule sees it. */
export interface SoftwareCandidate {
  versionNum: number;
  valid: boolean;
}

/**
 * The software package offered to a device running software version `current`: the valid package
 * (of the device's product: the caller's query) with the highest version number above it, or null.
 */
export function applicableSoftware<T extends SoftwareCandidate>(
  candidates: readonly T[],
  current: number,
): T | null {
  let best: T | null = null;
  for (const c of candidates) {
    if (!c.valid || c.versionNum <= current) continue;
    if (!best || c.versionNum > best.versionNum) best = c;
  }
  return best;
}
