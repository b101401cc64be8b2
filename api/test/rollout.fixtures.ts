import { expect } from "vitest";
import { eq } from "drizzle-orm";
import { devices, organisations, type Db } from "@cgm/db";
import type { Caller } from "./harness";
import { uploaded } from "./country.import.helpers";
import { pairDevice } from "./pairing.helpers";
import { snBucket } from "../src/modules/rollout/rollout.targeting";

/** GraphQL of rollouts (issue 11.6). */
const ROLLOUT = `id state percent organisations { id name } hasHiddenOrganisations maxFailureRate
  maxAnomalyIncrease minSample startedAt haltedAt haltReason haltNote
  haltFigures { installed failed attempted failureRate anomalyRateUpgraded anomalyRateNotUpgraded }`;
export const RO = {
  pkg: `query($id: ID!) { upgradePackage(id: $id) { id rollout { ${ROLLOUT} }
    rolloutFigures { downloaded installed failed attempted failureRate anomalyRateUpgraded notUpgraded anomalyRateNotUpgraded }
    outcomeDevices { total items { sn organisation outcome reason } } } }`,
  create: `mutation($packageId: ID!, $input: RolloutInput!) { createRollout(packageId: $packageId, input: $input) { ${ROLLOUT} } }`,
  start: `mutation($id: ID!) { startRollout(id: $id) { ${ROLLOUT} } }`,
  pause: `mutation($id: ID!) { pauseRollout(id: $id) { ${ROLLOUT} } }`,
  resume: `mutation($id: ID!) { resumeRollout(id: $id) { ${ROLLOUT} } }`,
  halt: `mutation($id: ID!, $note: String) { haltRollout(id: $id, note: $note) { ${ROLLOUT} } }`,
  widen: `mutation($id: ID!, $input: RolloutWidenInput!) { widenRollout(id: $id, input: $input) { ${ROLLOUT} } }`,
};

/** A package-like image of about `kb` kilobytes with a tag (distinct bytes per package). */
export const imageOf = (tag: string, kb = 2) =>
  Buffer.concat([
    Buffer.from(`FWIMG\x00\x01${tag}`),
    Buffer.alloc(kb * 1024, 0xa5),
    Buffer.from([0xff, 0x00]),
  ]);

/** Creates a software package or firmware image through the API; answers its id and bytes. */
export async function createPackage(
  admin: Caller,
  url: string,
  kind: "software" | "firmware",
  over: Record<string, unknown>,
): Promise<{ id: string; bytes: Buffer }> {
  const tag = `${kind}-${String(over.productCode)}-${String(over.versionNum)}`;
  const bytes = imageOf(tag);
  const input = {
    upgradeContent: "Better sensor handling",
    typeName: "iCare sensor",
    packageFileId: await uploaded(
      admin,
      url,
      kind === "software" ? "softwarePackage" : "firmware",
      `${tag}.bin`,
      bytes,
    ),
    versionName: `v${String(over.versionNum)}`,
    upgradeType: "OPTIONAL",
    ...(kind === "firmware" ? { upgradeMode: "FULL" } : {}),
    ...over,
  };
  const m =
    kind === "software"
      ? `mutation($input: SoftwareUpgradeInput!) { createSoftwareUpgrade(input: $input) { id } }`
      : `mutation($input: FirmwareUpgradeInput!) { createFirmwareUpgrade(input: $input) { id } }`;
  const r = await admin.gql<Record<string, { id: string }>>(m, { input });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return { id: Object.values(r.data!)[0]!.id, bytes };
}

/** An organisation's id by its number (ORG-0101 Beijing, ...). */
export async function orgNumberId(db: Db, number: string): Promise<number> {
  const [o] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.number, number));
  return o!.id;
}

/** A test device: its SN, id, organisation and `Authorization: Bearer <device token>`. */
export interface TestDevice {
  sn: string;
  id: number;
  orgId: number;
  auth: string;
}

/**
 * Registers devices of a product straight in the database (`prefix` + a 9-digit number: 12 characters)
 * spread over `orgIds`, and pairs each through the demo client.
 */
export async function addDevices(
  db: Db,
  url: string,
  prefix: string,
  count: number,
  orgIds: number[],
  goodsCode: string,
): Promise<TestDevice[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    sn: `${prefix}${String(i).padStart(12 - prefix.length, "0")}`,
    goodsCode,
    orgId: orgIds[i % orgIds.length]!,
    inventoryAt: new Date(Date.now() - 3600_000),
  }));
  const made = await db
    .insert(devices)
    .values(rows)
    .returning({ id: devices.id, sn: devices.sn, orgId: devices.orgId });
  const out: TestDevice[] = [];
  for (const d of made) out.push({ ...d, auth: `Bearer ${await pairDevice(url, d.sn)}` });
  return out;
}

/** The devices in the first `percent` buckets, and the others. */
export const splitByShare = (list: TestDevice[], percent: number) => ({
  inside: list.filter((d) => snBucket(d.sn) < percent),
  outside: list.filter((d) => snBucket(d.sn) >= percent),
});

/** GET /device/v1/updates for a device. */
export const askUpdate = (url: string, d: TestDevice, query: string) =>
  fetch(`${url}/device/v1/updates?terminalType=ANDROID&${query}`, { headers: { authorization: d.auth } });

/** POST a package outcome for a device. */
export const reportPackage = (url: string, d: TestDevice, id: string, body: unknown) =>
  fetch(`${url}/device/v1/packages/${id}/outcome`, {
    method: "POST",
    headers: { authorization: d.auth, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** Uploads anomaly events of a device through the ingest endpoint, at the given times (epoch ms). */
export async function ingestAnomalies(url: string, d: TestDevice, times: number[], batchId: string) {
  const res = await fetch(`${url}/ingest/v1/batches`, {
    method: "POST",
    headers: { authorization: d.auth, "content-type": "application/json" },
    body: JSON.stringify({
      batchId,
      devices: [{ sn: d.sn, anomalies: times.map((ts) => ({ ts, kind: "SENSOR_ABNORMAL" })) }],
    }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

/** Waits until `check` holds (the job worker polls every second), or fails after `ms`. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  ms = 15_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 200));
  }
}
