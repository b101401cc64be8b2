/**
 * What each simulated device runs, for the update rounds (updates.ts) and for what it reports in its
 * uploads (faults.ts): its product code, its client's terminal type, and its app, software and firmware
 * versions, which change as it installs upgrades. It starts from its deterministic profile (model.ts:
 * app 2.x.y, software 1.x) and the firmware the demo devices of its product code run.
 */
import { DEMO_FIRMWARE, versionCodeOf } from "@cgm/db";
import { SimError, type ConsoleSession } from "./console";
import { resumeVersions, type ReportedVersions } from "./fleetResume";
import { profileOf, seedOf } from "./model";
import type { UpdateKind } from "./updateArgs";

/** The firmware of a device whose product code the demo data does not know. */
export const DEFAULT_FIRMWARE = "1.0.0";

export interface Version {
  /** The whole version number (versionCodeOf of the name). */
  code: number;
  name: string;
}

export interface SimDevice {
  sn: string;
  seed: number;
  productCode: string;
  terminalType: string;
  app: Version;
  software: Version;
  firmware: string;
  /** When the device started running its firmware (epoch ms; the start of the run for the first one). */
  firmwareSince: number;
  /** Upgrades that failed here ("kind:id"): how often, and when the device tries again (epoch ms). */
  failed: Map<string, { attempts: number; retryAt: number }>;
  /** What it installed, for its uploads (the app reports an APP_UPGRADE use). */
  installed: { kind: UpdateKind; version: string; at: number }[];
}

export type Fleet = Map<string, SimDevice>;

const version = (name: string): Version => ({ code: versionCodeOf(name) ?? 0, name });

/** A device's starting state from its SN, product code and client's terminal type. */
export function newDevice(sn: string, productCode: string, terminalType: string, since: number): SimDevice {
  const seed = seedOf(sn);
  const info = profileOf(seed).info;
  return {
    sn,
    seed,
    productCode,
    terminalType,
    app: version(info.appVersion ?? "2.0.0"),
    software: version(info.appSoftwareVersion ?? "1.0"),
    firmware: DEMO_FIRMWARE[productCode] ?? DEFAULT_FIRMWARE,
    firmwareSince: since,
    failed: new Map(),
    installed: [],
  };
}

/** Aliased device reads per request: within the API's limit of aliases per operation. */
const CHUNK = 10;

/**
 * The fleet of `sns`: each device's product code from the console (its goodsCode), the terminal type
 * of the client the devices pair through (its client type), and the app and software versions the
 * console shows for it (what its uploads reported, in an earlier run too).
 */
export async function loadFleet(
  session: ConsoleSession,
  sns: string[],
  clientId: string,
  since = Date.now(),
): Promise<Fleet> {
  const { clients } = await session.gql<{ clients: { items: { clientId: string; clientType: string }[] } }>(
    `query($id: String!) { clients(filter: { clientId: $id }, page: { offset: 0, limit: 100 }) { items { clientId clientType } } }`,
    { id: clientId },
  );
  const terminalType = clients.items.find((c) => c.clientId === clientId)?.clientType;
  if (!terminalType) throw new SimError(`the console has no client ${clientId}; use --client and --secret`);
  const fleet: Fleet = new Map();
  for (let i = 0; i < sns.length; i += CHUNK) {
    const chunk = sns.slice(i, i + CHUNK);
    const vars = chunk.map((_, j) => `$s${j}: String!`).join(", ");
    const fields = chunk
      .map((_, j) => `d${j}: device(sn: $s${j}) { sn goodsCode appVersion appSoftwareVersion }`)
      .join(" ");
    const found = await session.gql<Record<string, { sn: string; goodsCode: string } & ReportedVersions>>(
      `query(${vars}) { ${fields} }`,
      Object.fromEntries(chunk.map((sn, j) => [`s${j}`, sn])),
    );
    chunk.forEach((sn, j) => {
      const d = found[`d${j}`];
      if (!d) throw new SimError(`the console does not know ${sn}`);
      fleet.set(sn, newDevice(sn, d.goodsCode, terminalType, since));
      resumeVersions(fleet, sn, d);
    });
  }
  return fleet;
}

/** What the device asks the update API about a kind: its current version as the API takes it. */
export function currentVersion(d: SimDevice, kind: UpdateKind): string {
  if (kind === "firmware") return d.firmware;
  return String(kind === "app" ? d.app.code : d.software.code);
}

/** The version number a device reports with an outcome (the firmware's by versionCodeOf). */
export function reportedVersion(d: SimDevice, kind: UpdateKind): number {
  if (kind === "firmware") return versionCodeOf(d.firmware) ?? 0;
  return kind === "app" ? d.app.code : d.software.code;
}
