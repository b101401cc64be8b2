import { expect } from "vitest";
import { eq, sql } from "drizzle-orm";
import { accounts, demoSn, devices } from "@cgm/db";
import type { Caller, Harness } from "./harness";

export const REQUEST = `mutation($sns: [String!]!, $p: Int!) { requestLogPulls(sns: $sns, periodDays: $p) {
  sn messageId pull { id sn periodDays commandId status requestedBy } } }`;
export const PULL = `query($id: ID!) { logPull(id: $id) { id status failureReason file { id name size sha256 } uploadedAt } }`;
export type Outcome = {
  sn: string;
  messageId: string | null;
  pull: { id: string; commandId: string; status: string } | null;
};

/** requestLogPulls as `c`; fails the test on a GraphQL error. */
export async function requestPulls(c: Caller, sns: string[], p = 1): Promise<Outcome[]> {
  const r = await c.gql<{ requestLogPulls: Outcome[] }>(REQUEST, { sns, p });
  expect(r.errors).toBeUndefined();
  return r.data!.requestLogPulls;
}

/** A device endpoint called with a device token: GET without a body, POST with one. */
export const deviceCall = (base: string, token: string, path: string, body?: unknown) =>
  fetch(`${base}/device/v1/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A device app's tus upload of a log file: the stored file id and SHA-256 the server computed. */
export async function uploadLog(base: string, token: string, name: string, bytes: Buffer) {
  const meta = (k: string, v: string) => `${k} ${Buffer.from(v).toString("base64")}`;
  const headers = { "tus-resumable": "1.0.0", authorization: `Bearer ${token}` };
  const created = await fetch(`${base}/files/v1/uploads`, {
    method: "POST",
    headers: {
      ...headers,
      "upload-length": String(bytes.length),
      "upload-metadata": `${meta("kind", "appLog")},${meta("filename", name)}`,
    },
  });
  expect(created.status).toBe(201);
  const done = await fetch(new URL(created.headers.get("location")!, base), {
    method: "PATCH",
    headers: { ...headers, "content-type": "application/offset+octet-stream", "upload-offset": "0" },
    body: bytes,
  });
  expect(done.status).toBe(204);
  return { id: done.headers.get("upload-file-id")!, sha256: done.headers.get("upload-sha256")! };
}

/** Demo devices 1..12 measured an hour ago; device 30 only two days ago (nothing in the last day). */
export async function seedReadings(t: Harness): Promise<void> {
  const ids = await t.h.db.select({ id: devices.id, sn: devices.sn }).from(devices);
  const idOf = (i: number) => ids.find((d) => d.sn === demoSn(i))!.id;
  const rows = [
    ...Array.from({ length: 12 }, (_, i) => [idOf(i + 1), "1 hour"]),
    [idOf(30), "2 days"],
  ] as const;
  for (const [id, ago] of rows)
    await t.h.db.execute(
      sql`insert into glucose_readings (device_id, ts, mmol) values (${id}, now() - ${ago}::interval, 6.2)`,
    );
}

/**
 * scope-personal gets the admin's role (every page) but keeps its personal data scope: the devices it
 * registered (demo devices 1, 8 and 15).
 */
export async function personalWithEveryPage(t: Harness): Promise<void> {
  const [adminRow] = await t.h.db.select().from(accounts).where(eq(accounts.account, "admin"));
  await t.h.db
    .update(accounts)
    .set({ roleId: adminRow!.roleId })
    .where(eq(accounts.account, "scope-personal"));
}
