import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { accounts, auditLog, rollouts } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { insertAccount, insertRole } from "./role.fixtures";
import {
  RO,
  addDevices,
  askUpdate,
  createPackage,
  orgNumberId,
  reportPackage,
  splitByShare,
  type TestDevice,
} from "./rollout.fixtures";

type R = {
  id: string;
  state: string;
  percent: number;
  organisations: { id: string }[];
  hasHiddenOrganisations: boolean;
};
const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions ?? {};

/** Staged rollouts through GraphQL and the device update API (issue 11.6): states, targets, scope, input. */
describe.each(testDrivers())("rollouts on $name", ({ open }) => {
  let t: Harness;
  let dir: string;
  let admin: Caller;
  let fleet: TestDevice[];
  let beijing: number;
  let south: number;
  const offered = async (d: TestDevice) =>
    (await askUpdate(t.url, d, "kind=software&currentVersion=0")).status === 200;
  const gql = async <T>(c: Caller, q: string, v: Record<string, unknown>) => {
    const r = await c.gql<Record<string, T>>(q, v);
    return { r, data: r.data ? Object.values(r.data)[0] : undefined };
  };
  const input = { percent: 10, minSample: 5, maxFailureRate: 0.5, maxAnomalyIncrease: 2 };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-ro-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    admin = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    beijing = await orgNumberId(t.h.db, "ORG-0101");
    south = await orgNumberId(t.h.db, "ORG-0200");
    fleet = await addDevices(t.h.db, t.url, "ROA", 60, [beijing, south], "RO-A");
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("offers by state and share: none as a draft, the share when running, kept when widened", async () => {
    const pkg = await createPackage(admin, t.url, "software", { productCode: "RO-A", versionNum: 1 });
    expect(await offered(fleet[0]!)).toBe(true); // no rollout: offered to every device of the product
    const { data: draft } = await gql<R>(admin, RO.create, { packageId: pkg.id, input });
    expect(draft).toMatchObject({ state: "DRAFT", percent: 10, organisations: [] });
    for (const d of fleet.slice(0, 5)) expect(await offered(d)).toBe(false);
    const { data: running } = await gql<R>(admin, RO.start, { id: draft!.id });
    expect(running?.state).toBe("RUNNING");
    const ten = splitByShare(fleet, 10);
    expect(ten.inside.length).toBeGreaterThan(0);
    for (const d of ten.inside) expect(await offered(d), d.sn).toBe(true);
    for (const d of ten.outside.slice(0, 10)) expect(await offered(d), d.sn).toBe(false);
    // The package's bytes only to the target.
    const get = (d: TestDevice) =>
      fetch(`${t.url}/device/v1/packages/${pkg.id}/package`, { headers: { authorization: d.auth } });
    expect((await get(ten.inside[0]!)).status).toBe(200);
    expect((await get(ten.outside[0]!)).status).toBe(404);

    const { data: wider } = await gql<R>(admin, RO.widen, { id: draft!.id, input: { percent: 40 } });
    expect(wider).toMatchObject({ state: "RUNNING", percent: 40 });
    const forty = splitByShare(fleet, 40);
    for (const d of forty.inside) expect(await offered(d), d.sn).toBe(true);
    for (const d of ten.inside) expect(forty.inside).toContain(d);
    expect((await gql<R>(admin, RO.pause, { id: draft!.id })).data?.state).toBe("PAUSED");
    for (const d of forty.inside.slice(0, 5)) expect(await offered(d)).toBe(false);
    expect((await gql<R>(admin, RO.resume, { id: draft!.id })).data?.state).toBe("RUNNING");
    expect(await offered(forty.inside[0]!)).toBe(true);
    const { data: halted } = await gql<R & { haltReason: string; haltNote: string }>(admin, RO.halt, {
      id: draft!.id,
      note: "Wrong build",
    });
    expect(halted).toMatchObject({ state: "HALTED", haltReason: "MANUAL", haltNote: "Wrong build" });
    for (const d of forty.inside.slice(0, 5)) expect(await offered(d)).toBe(false);
    // A halted rollout is final.
    const again = await gql<R>(admin, RO.resume, { id: draft!.id });
    expect(ext(again.r)).toMatchObject({ code: "CONFLICT", messageId: "rollout.wrongState" });
    const log = await t.h.db
      .select({ action: auditLog.action, actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "rollout"), eq(auditLog.entityId, draft!.id)))
      .orderBy(auditLog.id);
    expect(log.map((l) => l.action)).toEqual([
      "rollout.prepare",
      "rollout.start",
      "rollout.widen",
      "rollout.pause",
      "rollout.resume",
      "rollout.halt",
    ]);
    expect(log.every((l) => l.actor === "admin")).toBe(true);
  });

  it("targets named organisations; widening adds organisations; 100% of all completes it", async () => {
    const pkg = await createPackage(admin, t.url, "software", { productCode: "RO-A", versionNum: 2 });
    const { data: r } = await gql<R>(admin, RO.create, {
      packageId: pkg.id,
      input: { ...input, percent: 100, organisationIds: [String(beijing)] },
    });
    await gql<R>(admin, RO.start, { id: r!.id });
    const inBeijing = fleet.filter((d) => d.orgId === beijing);
    const inSouth = fleet.filter((d) => d.orgId === south);
    for (const d of inBeijing.slice(0, 4)) expect(await offered(d)).toBe(true);
    for (const d of inSouth.slice(0, 4)) expect(await offered(d)).toBe(false);
    const notWider = await gql<R>(admin, RO.widen, {
      id: r!.id,
      input: { percent: 100, addOrganisationIds: [String(beijing)] },
    });
    expect(ext(notWider.r)).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: { percent: "rollout.notWider" },
    });
    const { data: both } = await gql<R>(admin, RO.widen, {
      id: r!.id,
      input: { percent: 100, addOrganisationIds: [String(south)] },
    });
    expect(both?.organisations.map((o) => Number(o.id)).sort()).toEqual([beijing, south].sort());
    expect(await offered(inSouth[0]!)).toBe(true);
    const { data: done } = await gql<R>(admin, RO.widen, {
      id: r!.id,
      input: { percent: 100, allOrganisations: true },
    });
    expect(done).toMatchObject({ state: "COMPLETED", organisations: [] });
  });

  it("refuses bad input naming the field, writing nothing", async () => {
    const pkg = await createPackage(admin, t.url, "software", { productCode: "RO-A", versionNum: 3 });
    const before = await t.h.db.select().from(rollouts);
    for (const [over, field] of [
      [{ percent: 0 }, "percent"],
      [{ percent: 101 }, "percent"],
      [{ minSample: 0 }, "minSample"],
      [{ maxFailureRate: 1.5 }, "maxFailureRate"],
      [{ maxAnomalyIncrease: -1 }, "maxAnomalyIncrease"],
      [{ organisationIds: ["99999999999"] }, "organisationIds"],
      [{ organisationIds: ["2147483647"] }, "organisationIds"],
      [{ organisationIds: ["2147483648"] }, "organisationIds"],
      [{ organisationIds: ["9999999999"] }, "organisationIds"],
      [{ organisationIds: ["1\u0000"] }, "organisationIds"],
    ] as const) {
      const { r } = await gql<R>(admin, RO.create, { packageId: pkg.id, input: { ...input, ...over } });
      expect(ext(r).code, JSON.stringify(over)).toBe("BAD_USER_INPUT");
      expect(Object.keys((ext(r).fieldErrors as object) ?? {}).join(), JSON.stringify(over)).toContain(field);
    }
    expect(ext((await gql<R>(admin, RO.create, { packageId: "99999999999", input })).r).code).toBe(
      "NOT_FOUND",
    );
    expect(await t.h.db.select().from(rollouts)).toEqual(before);
    const { data: r } = await gql<R>(admin, RO.create, { packageId: pkg.id, input });
    const note = await gql<R>(admin, RO.halt, { id: r!.id, note: "x".repeat(201) });
    expect(ext(note.r)).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: { note: "validation.tooLong" },
    });
    const nul = await gql<R>(admin, RO.halt, { id: r!.id, note: "a\u0000b" });
    expect(ext(nul.r).code).toBe("BAD_USER_INPUT");
    expect(ext((await gql<R>(admin, RO.pause, { id: r!.id })).r).code).toBe("CONFLICT");
    expect(ext((await gql<R>(admin, RO.start, { id: "99999999999" })).r).code).toBe("NOT_FOUND");
    // 20 parallel creations of the same package's rollout: one DRAFT, the others CONFLICT rollout.exists.
    const other = await createPackage(admin, t.url, "software", { productCode: "RO-A", versionNum: 4 });
    const all = await Promise.all(
      Array.from({ length: 20 }, () => gql<R>(admin, RO.create, { packageId: other.id, input })),
    );
    expect(all.filter((a) => a.data).length).toBe(1);
    expect(all.filter((a) => ext(a.r).messageId === "rollout.exists").length).toBe(19);
  });

  it("keeps a scoped account to its organisations: targets, changes and figures", async () => {
    const role = await insertRole(t.h.db, "Rollout editor", 3, ["version:software", "version:software:edit"]);
    await insertAccount(t.h.db, "ro-scoped", role, "secret123");
    await t.h.db
      .update(accounts)
      .set({ dataScope: "ORG", orgId: beijing })
      .where(eq(accounts.account, "ro-scoped"));
    const scoped = new Caller(t.url);
    expect((await scoped.login("ro-scoped", "secret123")).errors).toBeUndefined();
    const pkg = await createPackage(admin, t.url, "software", { productCode: "RO-A", versionNum: 5 });
    const outside = await gql<R>(scoped, RO.create, {
      packageId: pkg.id,
      input: { ...input, organisationIds: [String(south)] },
    });
    expect(ext(outside.r)).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: { organisationIds: "validation.invalid" },
    });
    const everyone = await gql<R>(scoped, RO.create, { packageId: pkg.id, input });
    expect(ext(everyone.r)).toMatchObject({ fieldErrors: { organisationIds: "validation.required" } });
    const { data: mine } = await gql<R>(scoped, RO.create, {
      packageId: pkg.id,
      input: { ...input, organisationIds: [String(beijing)] },
    });
    expect(mine?.state).toBe("DRAFT");
    expect((await gql<R>(scoped, RO.start, { id: mine!.id })).data?.state).toBe("RUNNING");
    const widenOut = await gql<R>(scoped, RO.widen, {
      id: mine!.id,
      input: { percent: 10, addOrganisationIds: [String(south)] },
    });
    expect(ext(widenOut.r).code).toBe("BAD_USER_INPUT");
    // The administrator adds Berlin: the scoped account sees only Beijing and can no longer change it.
    await gql<R>(admin, RO.widen, {
      id: mine!.id,
      input: { percent: 10, addOrganisationIds: [String(south)] },
    });
    const seen = await scoped.gql<{ upgradePackage: { rollout: R } }>(RO.pkg, { id: pkg.id });
    expect(seen.data?.upgradePackage.rollout).toMatchObject({
      hasHiddenOrganisations: true,
      organisations: [{ id: String(beijing) }],
    });
    expect(ext((await gql<R>(scoped, RO.pause, { id: mine!.id })).r).code).toBe("NOT_FOUND");
    // Figures and the device list count only the devices in the caller's scope.
    const inBeijing = fleet.find((d) => d.orgId === beijing)!;
    const inSouth = fleet.find((d) => d.orgId === south)!;
    for (const d of [inBeijing, inSouth])
      expect((await reportPackage(t.url, d, pkg.id, { outcome: "INSTALLED", version: 5 })).status).toBe(201);
    type Shown = {
      upgradePackage: {
        rolloutFigures: { installed: number };
        outcomeDevices: { total: number; items: { sn: string }[] };
      };
    };
    const all = await admin.gql<Shown>(RO.pkg, { id: pkg.id });
    expect(all.data?.upgradePackage.rolloutFigures.installed).toBe(2);
    const own = await scoped.gql<Shown>(RO.pkg, { id: pkg.id });
    expect(own.data?.upgradePackage.rolloutFigures.installed).toBe(1);
    expect(own.data?.upgradePackage.outcomeDevices.items.map((i) => i.sn)).toEqual([inBeijing.sn]);
    // A role without the edit button may not change rollouts at all.
    const viewer = await insertRole(t.h.db, "Rollout viewer", 3, ["version:software"]);
    await insertAccount(t.h.db, "ro-viewer", viewer, "secret123");
    const v = new Caller(t.url);
    await v.login("ro-viewer", "secret123");
    expect(ext((await gql<R>(v, RO.pause, { id: mine!.id })).r).code).toBe("FORBIDDEN");
  });
});
