import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { auditLog, jobs, rollouts, upgradeOutcomes } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import {
  RO,
  addDevices,
  askUpdate,
  createPackage,
  eventually,
  ingestAnomalies,
  orgNumberId,
  reportPackage,
  type TestDevice,
} from "./rollout.fixtures";

interface Figures {
  installed: number;
  failed: number;
  attempted: number;
  failureRate: number | null;
  anomalyRateUpgraded: number | null;
  anomalyRateNotUpgraded: number | null;
}
type R = { id: string; state: string; haltReason: string | null; haltFigures: Figures | null };

/**
 * The automatic halt (issue 11.6), driven as in the field: devices report outcomes and upload anomaly
 * events through the device endpoints, and the job worker evaluates the rollout.
 */
describe.each(testDrivers())("rollout automatic halt on $name", ({ open }) => {
  let t: Harness;
  let dir: string;
  let admin: Caller;
  let org: number;

  /** A running rollout of a new software package for every device of `product`, with these thresholds. */
  async function running(product: string, thresholds: Record<string, unknown>) {
    const pkg = await createPackage(admin, t.url, "software", { productCode: product, versionNum: 1 });
    const c = await admin.gql<{ createRollout: R }>(RO.create, {
      packageId: pkg.id,
      input: { percent: 100, minSample: 5, ...thresholds },
    });
    expect(c.errors).toBeUndefined();
    const id = c.data!.createRollout.id;
    expect((await admin.gql(RO.start, { id })).errors).toBeUndefined();
    return { pkg: pkg.id, id };
  }
  const stateOf = async (id: string) => {
    const [r] = await t.h.db
      .select()
      .from(rollouts)
      .where(eq(rollouts.id, Number(id)));
    return r!;
  };
  /** Waits until no evaluation of the rollout is waiting or running (the worker finished them). */
  const settled = (id: string) =>
    eventually(async () => {
      const left = await t.h.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, "rollout.evaluate"),
            sql`${jobs.payload}->>'rolloutId' = ${id}`,
            sql`${jobs.payload}->>'periodic' IS NULL`,
            sql`${jobs.failedAt} IS NULL`,
          ),
        );
      return left.length === 0;
    });
  const report = (d: TestDevice, pkg: string, outcome: string) =>
    reportPackage(t.url, d, pkg, {
      outcome,
      version: 1,
      ...(outcome === "FAILED" ? { reason: "Flash write error" } : {}),
    });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-halt-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    admin = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    org = await orgNumberId(t.h.db, "ORG-0101");
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("halts by itself when the failure rate passes its threshold, once the sample is large enough", async () => {
    const fleet = await addDevices(t.h.db, t.url, "HLF", 8, [org], "HALT-F");
    const { pkg, id } = await running("HALT-F", { maxFailureRate: 0.3 });
    for (const d of fleet.slice(0, 4)) expect((await report(d, pkg, "FAILED")).status).toBe(201);
    await settled(id);
    expect((await stateOf(id)).state).toBe("RUNNING"); // 4 attempts: below the sample of 5
    expect((await report(fleet[4]!, pkg, "INSTALLED")).status).toBe(201);
    const halted = await eventually(async () => {
      const r = await stateOf(id);
      return r.state === "HALTED" ? r : null;
    });
    expect(halted.haltReason).toBe("FAILURE_RATE");
    expect(halted.haltFigures).toMatchObject({ attempted: 5, failed: 4, installed: 1, failureRate: 0.8 });
    expect((await askUpdate(t.url, fleet[6]!, "kind=software&currentVersion=0")).status).toBe(204);
    const [entry] = await t.h.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, "rollout"), eq(auditLog.action, "rollout.halt"), eq(auditLog.entityId, id)),
      );
    expect(entry).toMatchObject({ actor: "system", entityName: "HALT-F v1" });
    expect(entry!.after).toMatchObject({
      haltReason: "FAILURE_RATE",
      automatic: true,
      failed: 4,
      attempted: 5,
    });
    // Reports after the halt are still recorded (the figures stay complete).
    expect((await report(fleet[5]!, pkg, "FAILED")).status).toBe(201);
    const shown = await admin.gql<{ upgradePackage: { rollout: R } }>(RO.pkg, { id: pkg });
    expect(shown.data?.upgradePackage.rollout).toMatchObject({ state: "HALTED", haltReason: "FAILURE_RATE" });
  });

  it("halts when upgraded devices report more anomalies than the others, not when everyone does", async () => {
    const fleet = await addDevices(t.h.db, t.url, "HLA", 16, [org], "HALT-A");
    const upgraded = fleet.slice(0, 6);
    const others = fleet.slice(6);
    const { pkg, id } = await running("HALT-A", { maxAnomalyIncrease: 2 });
    for (const d of upgraded) expect((await report(d, pkg, "INSTALLED")).status).toBe(201);
    await settled(id);
    expect((await stateOf(id)).state).toBe("RUNNING");
    const soon = Date.now() + 1000;
    const times = (n: number) => Array.from({ length: n }, (_, i) => soon + i * 1000);
    // Everyone reports 3 anomalies: no more among the upgraded than among the others.
    for (const [i, d] of fleet.entries()) await ingestAnomalies(t.url, d, times(3), `a-${i}`);
    expect((await report(others[0]!, pkg, "DOWNLOADED")).status).toBe(201);
    await settled(id);
    expect((await stateOf(id)).state).toBe("RUNNING");
    const figures = await admin.gql<{ upgradePackage: { rolloutFigures: Figures } }>(RO.pkg, { id: pkg });
    expect(figures.data?.upgradePackage.rolloutFigures).toMatchObject({
      installed: 6,
      anomalyRateUpgraded: 3,
    });
    // The upgraded devices go bad: 5 more each. The periodic evaluation finds it (made due now).
    for (const [i, d] of upgraded.entries()) await ingestAnomalies(t.url, d, times(8).slice(3), `b-${i}`);
    await t.h.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.kind, "rollout.evaluate"), sql`${jobs.payload}->>'rolloutId' = ${id}`));
    const halted = await eventually(async () => {
      const r = await stateOf(id);
      return r.state === "HALTED" ? r : null;
    });
    expect(halted.haltReason).toBe("ANOMALY_RATE");
    const f = halted.haltFigures as Figures;
    expect(f.anomalyRateUpgraded).toBe(8);
    expect(f.anomalyRateNotUpgraded).toBeCloseTo(3, 5);
  });

  it("counts 100 parallel outcome reports once each (and their repeats not at all)", async () => {
    const fleet = await addDevices(t.h.db, t.url, "HLP", 100, [org], "HALT-P");
    const { pkg, id } = await running("HALT-P", { maxFailureRate: 0.9 });
    const sent = await Promise.all(
      [...fleet, ...fleet].map((d) => report(d, pkg, "INSTALLED").then((r) => r.status)),
    );
    expect(sent.filter((s) => s === 201).length).toBe(100);
    expect(sent.filter((s) => s === 200).length).toBe(100);
    const rows = await t.h.db
      .select()
      .from(upgradeOutcomes)
      .where(eq(upgradeOutcomes.packageId, Number(pkg)));
    expect(rows.length).toBe(100);
    await settled(id);
    const shown = await admin.gql<{
      upgradePackage: { rolloutFigures: Figures; outcomeDevices: { total: number } };
    }>(RO.pkg, { id: pkg });
    expect(shown.data?.upgradePackage.rolloutFigures).toMatchObject({
      installed: 100,
      attempted: 100,
      failed: 0,
    });
    expect(shown.data?.upgradePackage.outcomeDevices.total).toBe(100);
    expect((await stateOf(id)).state).toBe("RUNNING");
  }, 120_000);
});
