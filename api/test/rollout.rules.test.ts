import { describe, expect, it } from "vitest";
import {
  inTarget,
  offeredTo,
  snBucket,
  widens,
  type RolloutTarget,
} from "../src/modules/rollout/rollout.targeting";
import { haltDecision, type Figures } from "../src/modules/rollout/rollout.figures";

const sns = Array.from({ length: 2000 }, (_, i) => `CGM${String(i).padStart(9, "0")}`);
const target = (percent: number, orgIds: number[] = [], state: RolloutTarget["state"] = "RUNNING") => ({
  state,
  percent,
  orgIds,
});

describe("rollout targeting", () => {
  it("puts each SN in a fixed bucket, ignoring case, spread over 0..99", () => {
    expect(snBucket("cgm000000001")).toBe(snBucket("CGM000000001"));
    const buckets = sns.map(snBucket);
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
    const tenth = buckets.filter((b) => b < 10).length / buckets.length;
    expect(tenth).toBeGreaterThan(0.07);
    expect(tenth).toBeLessThan(0.13);
  });

  it("keeps every device of a share when the share widens", () => {
    const at = (p: number) => new Set(sns.filter((sn) => inTarget(target(p), { sn, orgId: 1 })));
    const ten = at(10);
    const thirty = at(30);
    expect(thirty.size).toBeGreaterThan(ten.size * 2);
    for (const sn of ten) expect(thirty.has(sn)).toBe(true);
    expect(at(100).size).toBe(sns.length);
  });

  it("reaches only the named organisations, within the share", () => {
    const sn = sns.find((s) => snBucket(s) < 50)!;
    expect(inTarget(target(50, [3, 4]), { sn, orgId: 3 })).toBe(true);
    expect(inTarget(target(50, [3, 4]), { sn, orgId: 5 })).toBe(false);
    expect(inTarget(target(50), { sn, orgId: 5 })).toBe(true);
    const late = sns.find((s) => snBucket(s) >= 50)!;
    expect(inTarget(target(50, [3]), { sn: late, orgId: 3 })).toBe(false);
  });

  it("offers by state: no rollout and COMPLETED to all, RUNNING to the target, others to no one", () => {
    const sn = sns.find((s) => snBucket(s) >= 10)!;
    const d = { sn, orgId: 1 };
    expect(offeredTo(null, d)).toBe(true);
    expect(offeredTo(target(10, [], "COMPLETED"), d)).toBe(true);
    expect(offeredTo(target(10), d)).toBe(false);
    expect(offeredTo(target(100), d)).toBe(true);
    for (const state of ["DRAFT", "PAUSED", "HALTED"] as const)
      expect(offeredTo(target(100, [], state), d)).toBe(false);
  });

  it("tells a wider target from one that is not", () => {
    expect(widens({ percent: 10, orgIds: [] }, { percent: 30, orgIds: [] })).toBe(true);
    expect(widens({ percent: 10, orgIds: [] }, { percent: 10, orgIds: [] })).toBe(false);
    expect(widens({ percent: 30, orgIds: [] }, { percent: 10, orgIds: [] })).toBe(false);
    expect(widens({ percent: 10, orgIds: [1] }, { percent: 10, orgIds: [1, 2] })).toBe(true);
    expect(widens({ percent: 10, orgIds: [1] }, { percent: 10, orgIds: [] })).toBe(true);
    expect(widens({ percent: 10, orgIds: [1, 2] }, { percent: 50, orgIds: [2] })).toBe(false);
    expect(widens({ percent: 10, orgIds: [] }, { percent: 50, orgIds: [2] })).toBe(false);
  });
});

const figures = (f: Partial<Figures>): Figures => ({
  downloaded: 0,
  installed: 0,
  failed: 0,
  attempted: 0,
  failureRate: null,
  anomalyRateUpgraded: null,
  notUpgraded: 0,
  anomalyRateNotUpgraded: null,
  ...f,
});

describe("automatic halt decision", () => {
  const t = { maxFailureRate: 0.2, maxAnomalyIncrease: 1, minSample: 5 };
  it("halts on the failure rate once the sample is large enough", () => {
    expect(haltDecision(t, figures({ attempted: 4, failed: 4, failureRate: 1 }))).toBeNull();
    expect(haltDecision(t, figures({ attempted: 5, failed: 2, failureRate: 0.4 }))).toBe("FAILURE_RATE");
    expect(haltDecision(t, figures({ attempted: 5, failed: 1, failureRate: 0.2 }))).toBeNull();
    expect(
      haltDecision({ ...t, maxFailureRate: null }, figures({ attempted: 9, failureRate: 1 })),
    ).toBeNull();
  });
  it("halts on anomalies above the not-upgraded devices' rate by more than the threshold", () => {
    const f = (up: number, base: number, installed = 5) =>
      figures({ installed, anomalyRateUpgraded: up, anomalyRateNotUpgraded: base });
    expect(haltDecision(t, f(3, 1))).toBe("ANOMALY_RATE");
    expect(haltDecision(t, f(3, 2.5))).toBeNull(); // everyone has more anomalies: not the upgrade
    expect(haltDecision(t, f(3, 1, 4))).toBeNull();
    expect(haltDecision({ ...t, maxAnomalyIncrease: null }, f(30, 0))).toBeNull();
  });
});
