import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, gte, inArray } from "drizzle-orm";
import {
  DEMO_INGEST_CLIENT,
  anomalyEvents,
  appUpgrades,
  demoSn,
  devices,
  seedDemoReleases,
  storedFiles,
  upgradeOutcomes,
  upgradePackages,
} from "@cgm/db";
import { parseSimArgs } from "../src/sim/args";
import { ConsoleSession } from "../src/sim/console";
import { loadFleet, type Fleet } from "../src/sim/fleet";
import { resumeFirmware } from "../src/sim/fleetResume";
import { fleetAdjust } from "../src/sim/faults";
import { HOUR, MINUTE } from "../src/sim/model";
import { pairDevices } from "../src/sim/pairing";
import { sendPlan, type IngestTarget } from "../src/sim/upload";
import { FAILURE_REASONS, RETRY_AFTER_MS, failsInstall, updateRound } from "../src/sim/updates";
import { startHarness, testDrivers, type Harness } from "./harness";

const ALL = { kinds: ["app", "software", "firmware"] as ("app" | "software" | "firmware")[] };

describe("--updates options", () => {
  it("are off by default, take a fail rate, a bad firmware, a pace and kinds, and name a bad one", () => {
    expect(parseSimArgs([], {})).toMatchObject({ updates: null });
    expect(parseSimArgs(["--updates"], {}).valueOf()).toMatchObject({
      updates: { failRate: 0.1, badFirmware: null, everyMs: 60_000, kinds: ["app", "software", "firmware"] },
    });
    expect(
      parseSimArgs(
        [
          "--updates",
          "--update-fail-rate",
          "0.2",
          "--bad-firmware",
          "4.1.0",
          "--update-every",
          "5",
          "--update-kinds",
          "firmware",
        ],
        {},
      ),
    ).toMatchObject({ updates: { failRate: 0.2, badFirmware: "4.1.0", everyMs: 5000, kinds: ["firmware"] } });
    for (const [argv, message] of [
      [["--updates", "--update-fail-rate", "1.5"], /--update-fail-rate must be a share from 0 to 1/],
      [["--updates", "--update-fail-rate", "-0.1"], /--update-fail-rate/],
      [["--updates", "--bad-firmware", "4.x"], /--bad-firmware must be a firmware version/],
      [["--updates", "--update-every", "0"], /--update-every must be 1 to 86400/],
      [["--updates", "--update-kinds", "app,os"], /--update-kinds .* not os/],
      [["--bad-firmware", "4.1.0"], /--bad-firmware is an option of --updates/],
    ] as const)
      expect(() => parseSimArgs([...argv], {}), argv.join(" ")).toThrow(message);
  });

  it("fails installs at the rate, the same devices every time", () => {
    const seeds = Array.from({ length: 2000 }, (_, i) => ({ seed: i * 7919 }));
    const share = (rate: number) =>
      seeds.filter((d) => failsInstall(d, "firmware", 7, rate)).length / seeds.length;
    expect(share(0)).toBe(0);
    expect(share(1)).toBe(1);
    expect(share(0.2)).toBeGreaterThan(0.17);
    expect(share(0.2)).toBeLessThan(0.23);
    // A later attempt is decided afresh: about a quarter fail both of their first two at 0.5.
    const both = seeds.filter((d) => failsInstall(d, "app", 3, 0.5, 0) && failsInstall(d, "app", 3, 0.5, 1));
    expect(both.length / seeds.length).toBeGreaterThan(0.2);
    expect(both.length / seeds.length).toBeLessThan(0.3);
    expect(seeds.map((d) => failsInstall(d, "app", 3, 0.5))).toEqual(
      seeds.map((d) => failsInstall(d, "app", 3, 0.5)),
    );
  });
});

/** The simulator's devices taking the seeded demo upgrades through the real update API (issue 11.7). */
describe.each(testDrivers())("simulated devices taking upgrades on $name", ({ open }) => {
  let t: Harness;
  let dir: string;
  let session: ConsoleSession;
  const filesDir = () => path.join(dir, "files");

  /** Pairs the demo devices `nums` through the demo app and loads what they run. */
  async function fleetOf(nums: number[]): Promise<{ target: IngestTarget; fleet: Fleet }> {
    const sns = nums.map(demoSn);
    const client = { url: t.url, ...DEMO_INGEST_CLIENT };
    const { tokens } = await pairDevices(client, session, sns);
    return { target: { url: t.url, tokens }, fleet: await loadFleet(session, sns, client.clientId) };
  }
  const deviceId = async (sn: string) =>
    (await t.h.db.select({ id: devices.id }).from(devices).where(eq(devices.sn, sn)))[0]!.id;
  const outcomesOf = async (sn: string) =>
    t.h.db
      .select()
      .from(upgradeOutcomes)
      .where(eq(upgradeOutcomes.deviceId, await deviceId(sn)));
  const firmwareOf = async (product: string, start: string) =>
    (
      await t.h.db
        .select({ id: upgradePackages.id, fileId: upgradePackages.packageFileId, sha256: storedFiles.sha256 })
        .from(upgradePackages)
        .innerJoin(storedFiles, eq(storedFiles.id, upgradePackages.packageFileId))
        .where(and(eq(upgradePackages.productCode, product), eq(upgradePackages.startVersion, start)))
    )[0]!;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-sim-upd-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    await seedDemoReleases(t.h.db, filesDir());
    session = await ConsoleSession.signIn(t.url, "admin", "admin123");
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("downloads, verifies byte for byte, reports and runs the new app, software and firmware", async () => {
    // The demo's devices 1 and 2: product codes CGM-S15 (firmware 4.0.0) and CGM-S14 (3.1.0).
    const { target, fleet } = await fleetOf([1, 2]);
    const [s15, s14] = [fleet.get(demoSn(1))!, fleet.get(demoSn(2))!];
    expect([s15.productCode, s15.firmware, s14.productCode, s14.firmware]).toEqual([
      "CGM-S15",
      "4.0.0",
      "CGM-S14",
      "3.1.0",
    ]);
    const round = await updateRound(target, fleet, { failRate: 0, ...ALL });
    expect(round).toMatchObject({ offered: 6, installed: 6, failed: 0, corrupt: 0 });
    for (const d of [s15, s14]) expect([d.app.name, d.software.name]).toEqual(["2.6.0", "1.9"]);
    expect([s15.firmware, s14.firmware]).toEqual(["4.1.0", "3.2.0"]);
    // What the devices received is what the console stored, by its recorded SHA-256.
    const fw = await firmwareOf("CGM-S14", "3.1.0");
    const got = round.events.find(
      (e) => e.sn === s14.sn && e.kind === "firmware" && e.outcome === "INSTALLED",
    );
    expect(got).toMatchObject({ id: fw.id, sha256: fw.sha256, version: "3.2.0" });
    const rows = await outcomesOf(s14.sn);
    expect(
      rows
        .filter((r) => r.packageId === fw.id)
        .map((r) => r.outcome)
        .sort(),
    ).toEqual(["DOWNLOADED", "INSTALLED"]);
    const [app] = await t.h.db.select().from(appUpgrades).where(eq(appUpgrades.versionName, "2.6.0"));
    expect(
      rows
        .filter((r) => r.appUpgradeId === app!.id)
        .map((r) => [r.outcome, r.version])
        .sort(),
    ).toEqual([
      ["DOWNLOADED", expect.any(Number)],
      ["INSTALLED", 20600],
    ]);
    // Running 3.2.0, the CGM-S14 device is offered the patch to 3.2.1 next; the others have nothing new.
    const next = await updateRound(target, fleet, { failRate: 0, ...ALL });
    expect(next).toMatchObject({ offered: 1, installed: 1 });
    expect(s14.firmware).toBe("3.2.1");
    // Its uploads now carry the versions it runs.
    await sendPlan(target, {
      sns: [s14.sn],
      from: Date.now() - 10 * MINUTE,
      to: Date.now(),
      intervalMinutes: 5,
      timeZone: "UTC",
      prefix: "upd-info",
      adjust: fleetAdjust(fleet, null),
    });
    const [row] = await t.h.db.select().from(devices).where(eq(devices.sn, s14.sn));
    expect([row!.appVersion, row!.appSoftwareVersion]).toEqual(["2.6.0", "1.9"]);
  });

  it("starts a new run from what the devices run: reported versions, firmware installed before", async () => {
    const { target, fleet } = await fleetOf([1, 2]);
    expect(await resumeFirmware(session, fleet)).toBe(2);
    const [s15, s14] = [fleet.get(demoSn(1))!, fleet.get(demoSn(2))!];
    expect([s15.firmware, s14.firmware, s14.app.name, s14.software.name]).toEqual([
      "4.1.0",
      "3.2.1",
      "2.6.0",
      "1.9",
    ]);
    // Only the CGM-S15 device's app and software, whose uploads never said it upgraded, are offered again.
    const round = await updateRound(target, fleet, { failRate: 0, ...ALL });
    expect(round.events.filter((e) => e.outcome === "INSTALLED").map((e) => `${e.sn} ${e.kind}`)).toEqual([
      `${s15.sn} app`,
      `${s15.sn} software`,
    ]);
  });

  it("reports a download whose bytes do not match its SHA-256 as FAILED and never installs it", async () => {
    const fw = await firmwareOf("CGM-S15", "4.0.0");
    const file = path.join(filesDir(), fw.fileId);
    const good = fs.readFileSync(file);
    const bad = Buffer.from(good);
    bad[100] = bad[100]! ^ 0xff; // the same size, one byte flipped on the disk
    fs.writeFileSync(file, bad);
    try {
      const { target, fleet } = await fleetOf([4]);
      const d = fleet.get(demoSn(4))!;
      const round = await updateRound(target, fleet, { failRate: 0, kinds: ["firmware"] });
      expect(round).toMatchObject({ offered: 1, installed: 0, failed: 1, corrupt: 1 });
      expect(d.firmware).toBe("4.0.0");
      const rows = (await outcomesOf(d.sn)).filter((r) => r.packageId === fw.id);
      expect(rows.map((r) => r.outcome)).toEqual(["FAILED"]);
      expect(rows[0]!.reason).toMatch(/SHA-256 mismatch/);
      // Offered again in the same run, the device does not take it.
      expect(await updateRound(target, fleet, { failRate: 0, kinds: ["firmware"] })).toMatchObject({
        installed: 0,
      });
    } finally {
      fs.writeFileSync(file, good);
    }
  });

  it("fails installs at the configured rate with a realistic reason, keeping the version", async () => {
    const nums = [5, 6, 8, 9, 11, 12];
    const { target, fleet } = await fleetOf(nums);
    const round = await updateRound(target, fleet, { failRate: 1, kinds: ["firmware", "app"] });
    expect(round).toMatchObject({ offered: 12, installed: 0, failed: 12, corrupt: 0 });
    for (const d of fleet.values()) {
      expect(d.firmware).toBe(d.productCode === "CGM-S15" ? "4.0.0" : "3.1.0");
      const rows = await outcomesOf(d.sn);
      expect(rows.filter((r) => r.outcome === "INSTALLED")).toEqual([]);
      const failed = rows.filter((r) => r.outcome === "FAILED");
      expect(failed).toHaveLength(2);
      for (const r of failed)
        expect([...FAILURE_REASONS.firmware, ...FAILURE_REASONS.app]).toContain(r.reason);
    }
    // Not again at once; ten minutes later they try again, and with nothing failing now they install.
    expect(await updateRound(target, fleet, { failRate: 0, kinds: ["firmware"] })).toMatchObject({
      checked: 6,
      offered: 0,
      installed: 0,
    });
    const later = Date.now() + RETRY_AFTER_MS;
    expect(
      await updateRound(target, fleet, { failRate: 0, kinds: ["firmware", "app"] }, later),
    ).toMatchObject({
      installed: 12,
      failed: 0,
    });
  });

  it("makes devices that installed a bad firmware report many more anomaly events afterwards", async () => {
    const installedAt = Date.now() - 6 * HOUR;
    // Devices 7 and 10 (CGM-S15) take the bad 4.1.0; 14 and 15 (CGM-S14) take 3.2.0.
    const { target, fleet } = await fleetOf([7, 10, 14, 15]);
    const round = await updateRound(target, fleet, { failRate: 0, kinds: ["firmware"] }, installedAt);
    expect(round.installed).toBe(4);
    await sendPlan(target, {
      sns: [...fleet.keys()],
      from: installedAt,
      to: Date.now(),
      intervalMinutes: 5,
      timeZone: "UTC",
      prefix: "upd-bad",
      adjust: fleetAdjust(fleet, "4.1.0"),
    });
    const eventsOf = async (nums: number[]) =>
      (
        await t.h.db
          .select({ n: count() })
          .from(anomalyEvents)
          .innerJoin(devices, eq(devices.id, anomalyEvents.deviceId))
          .where(and(inArray(devices.sn, nums.map(demoSn)), gte(anomalyEvents.ts, new Date(installedAt))))
      )[0]!.n;
    const bad = await eventsOf([7, 10]);
    const good = await eventsOf([14, 15]);
    // About 18 an hour per device on the bad firmware (some 200 in 6 hours for two), next to a few at most.
    expect(bad).toBeGreaterThanOrEqual(100);
    expect(bad).toBeGreaterThan(4 * Math.max(good, 1));
  });
});
