import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import {
  DEMO_INGEST_CLIENT,
  auditLog,
  demoSn,
  jobs,
  rollouts,
  seedDemoReleases,
  upgradePackages,
} from "@cgm/db";
import { ConsoleSession } from "../src/sim/console";
import { fleetAdjust } from "../src/sim/faults";
import { loadFleet, type Fleet } from "../src/sim/fleet";
import { HOUR, MINUTE } from "../src/sim/model";
import { pairDevices } from "../src/sim/pairing";
import { sendPlan, type IngestTarget } from "../src/sim/upload";
import { updateRound } from "../src/sim/updates";
import { snBucket } from "../src/modules/rollout/rollout.targeting";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { RO, eventually } from "./rollout.fixtures";

/** The demo's CGM-S15 devices (every third from the first), all running firmware 4.0.0. */
const S15 = Array.from({ length: 20 }, (_, i) => demoSn(3 * i + 1));
/** The first stage: the share whose buckets hold three of them (demo devices 1, 43 and 52). */
const FIRST_STAGE = 10;
/** The devices' clock runs this far ahead of the server's for their uploads (see the test). */
const AHEAD = HOUR;

type R = { id: string; state: string; haltReason: string | null };
type Figures = { installed: number; anomalyRateUpgraded: number; anomalyRateNotUpgraded: number };
const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions ?? {};

/**
 * A staged rollout of the demo's bad firmware 4.1.0 halts by itself (issue 11, "on the demo data"):
 * the simulator's devices take it through the update API and report, then upload the anomalies the bad
 * firmware causes, and the rollout job halts it with nobody pressing anything.
 */
describe.each(testDrivers())("a rollout of bad firmware on the demo data on $name", ({ open }) => {
  let t: Harness;
  let dir: string;
  let admin: Caller;
  let target: IngestTarget;
  let fleet: Fleet;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-sim-ro-"));
    // The ingest endpoint's clock is an hour ahead: the hour after the installs is uploaded at once
    // instead of waited for (the outcomes keep the server's time, which the anomaly rule measures from).
    t = await startHarness(await open(), { DATA_DIR: dir }, { now: () => Date.now() + AHEAD });
    await seedDemoReleases(t.h.db, path.join(dir, "files"));
    admin = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    const session = await ConsoleSession.signIn(t.url, "admin", "admin123");
    const client = { url: t.url, ...DEMO_INGEST_CLIENT };
    const { tokens } = await pairDevices(client, session, S15);
    target = { url: t.url, tokens };
    fleet = await loadFleet(session, S15, client.clientId);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("halts by itself once its first stage runs 4.1.0 and reports its anomalies; no one else gets it", async () => {
    const inside = S15.filter((sn) => snBucket(sn) < FIRST_STAGE);
    expect(inside).toEqual([demoSn(1), demoSn(43), demoSn(52)]);
    expect([...fleet.values()].every((d) => d.productCode === "CGM-S15" && d.firmware === "4.0.0")).toBe(
      true,
    );
    const [pkg] = await t.h.db
      .select({ id: upgradePackages.id })
      .from(upgradePackages)
      .where(and(eq(upgradePackages.productCode, "CGM-S15"), eq(upgradePackages.targetVersion, "4.1.0")));
    const created = await admin.gql<{ createRollout: R }>(RO.create, {
      packageId: String(pkg!.id),
      input: { percent: FIRST_STAGE, minSample: 3, maxFailureRate: 0.5, maxAnomalyIncrease: 1 },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createRollout.id;
    expect((await admin.gql(RO.start, { id })).errors).toBeUndefined();
    const stateOf = async () =>
      (
        await t.h.db
          .select()
          .from(rollouts)
          .where(eq(rollouts.id, Number(id)))
      )[0]!;

    // The whole product asks; only the first stage is offered 4.1.0, downloads, verifies and installs it.
    const round = await updateRound(target, fleet, { failRate: 0, kinds: ["firmware"] });
    expect(round).toMatchObject({ checked: 20, offered: 3, installed: 3, failed: 0 });
    expect([...new Set(round.events.map((e) => e.sn))].sort()).toEqual(inside);
    for (const d of fleet.values()) expect(d.firmware).toBe(inside.includes(d.sn) ? "4.1.0" : "4.0.0");
    // The evaluations after those reports find nothing wrong yet: no anomalies since the installs.
    const evaluations = () =>
      and(eq(jobs.kind, "rollout.evaluate"), sql`${jobs.payload}->>'rolloutId' = ${id}`);
    await eventually(async () => {
      const left = await t.h.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(evaluations(), sql`${jobs.payload}->>'periodic' IS NULL`));
      return left.length === 0;
    });
    expect((await stateOf()).state).toBe("RUNNING");

    // The next 50 minutes of every device's uploads: readings, the usual events, and on 4.1.0 its faults.
    const from = Date.now();
    const sent = await sendPlan(target, {
      sns: S15,
      from,
      to: from + 50 * MINUTE,
      intervalMinutes: 5,
      timeZone: "UTC",
      prefix: "sim-ro",
      adjust: fleetAdjust(fleet, "4.1.0"),
    });
    expect([sent.rejected, sent.firstError]).toEqual([0, undefined]);

    // Its periodic evaluation (every five minutes) comes due now, and the job worker halts it.
    await t.h.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(evaluations());
    const halted = await eventually(async () => {
      const r = await stateOf();
      return r.state === "HALTED" ? r : null;
    });
    expect(halted.haltReason).toBe("ANOMALY_RATE");
    const f = halted.haltFigures as Figures;
    expect(f.installed).toBe(3);
    expect(f.anomalyRateUpgraded - f.anomalyRateNotUpgraded).toBeGreaterThan(1);
    const log = await t.h.db
      .select({ actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.action, "rollout.halt"), eq(auditLog.entityId, id)));
    expect(log).toEqual([{ actor: "system" }]);

    // No further stage: a halt is final, so it is neither widened nor resumed.
    const widen = await admin.gql(RO.widen, { id, input: { percent: 30 } });
    expect(ext(widen)).toMatchObject({ code: "CONFLICT", messageId: "rollout.wrongState" });
    expect(ext(await admin.gql(RO.resume, { id }))).toMatchObject({ messageId: "rollout.wrongState" });
    // And no device still on 4.0.0 is offered 4.1.0 any more.
    const after = await updateRound(target, fleet, { failRate: 0, kinds: ["firmware"] });
    expect(after).toMatchObject({ checked: 20, offered: 0 });
    expect((await stateOf()).percent).toBe(FIRST_STAGE);
  });
});
