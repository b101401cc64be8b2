/**
 * The incremental sync (issue 13.2): an opaque, stable cursor; changes, deletions and moves; no gap and
 * no duplicate under concurrent writes (a write transaction that commits after a later one is not
 * skipped: PostgreSQL only, PGlite has one connection and so no concurrent transactions).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { devices, organisations } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { asKey, makeKey, orgByNumber, subtreeOf } from "./partner.helpers";

interface Change {
  entity: "DEVICE" | "ORGANISATION";
  id: string;
  deleted: boolean;
  orgId: string;
  device: { sn: string; isSales: boolean; goodsCode: string } | null;
  organisation: { name: string } | null;
}
const CHANGES = `query($after: String, $limit: Int) { partnerChanges(after: $after, limit: $limit) {
  cursor hasMore items { entity id deleted orgId device { sn isSales goodsCode } organisation { name } } } }`;
type Page = { partnerChanges: { cursor: string; hasMore: boolean; items: Change[] } };

describe.each(testDrivers())("the partner change feed on $name", ({ name, open }) => {
  let t: Harness;
  let north: string;
  let south: string;
  beforeAll(async () => {
    t = await startHarness(await open());
    const admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    north = await makeKey(t, admin, "ORG-0100");
    south = await makeKey(t, admin, "ORG-0200");
  });
  afterAll(async () => t?.close());

  async function page(key: string, after?: string, limit = 1000) {
    const r = await asKey<Page>(t, key, CHANGES, { after, limit });
    expect(r.errors).toBeUndefined();
    return r.data!.partnerChanges;
  }
  /** Every change after the cursor, page by page; no page repeats an entity. */
  async function drain(key: string, after?: string, limit = 1000) {
    const all: Change[] = [];
    let cursor = after;
    for (;;) {
      const p = await page(key, cursor, limit);
      const keys = p.items.map((c) => `${c.entity}:${c.id}:${c.orgId}`);
      expect(new Set(keys).size, "no duplicate within a page").toBe(keys.length);
      all.push(...p.items);
      cursor = p.cursor;
      if (!p.hasMore) return { changes: all, cursor: cursor! };
    }
  }
  /**
   * Drains until `done` holds for everything drained so far (or 10 s pass). A change is returned once every
   * older write transaction of the database server has ended, so on a shared server (other tests' writes)
   * it may come a moment later; consecutive drains are one drain, without gap or repeat.
   */
  async function drainUntil(key: string, after: string | undefined, done: (changes: Change[]) => boolean) {
    const all: Change[] = [];
    let cursor = after;
    const end = Date.now() + 10_000;
    for (;;) {
      const next = await drain(key, cursor);
      all.push(...next.changes);
      cursor = next.cursor;
      if (done(all) || Date.now() > end) return { changes: all, cursor };
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  /** A replica as a partner keeps it: device id -> state, from the changes in order. */
  function apply(replica: Map<string, Change>, changes: Change[]) {
    for (const c of changes.filter((x) => x.entity === "DEVICE")) {
      if (c.deleted) {
        if (replica.get(c.id)?.orgId === c.orgId) replica.delete(c.id);
      } else replica.set(c.id, c);
    }
  }
  async function truth(number: string) {
    const tree = await subtreeOf(t.h, number);
    const rows = await t.h.db
      .select()
      .from(devices)
      .where(inArray(devices.orgId, [...tree.orgIds]));
    return new Map(rows.map((d) => [String(d.id), { sn: d.sn, isSales: d.isSales, goodsCode: d.goodsCode }]));
  }
  const sorted = (m: Map<string, unknown>) => JSON.stringify([...m].sort(([a], [b]) => a.localeCompare(b)));
  const states = (replica: Map<string, Change>) => new Map([...replica].map(([id, c]) => [id, c.device]));

  it("starts with everything of the tree once, in pages, and the same cursor gives the same page", async () => {
    const expected = await truth("ORG-0100");
    await drainUntil(north, undefined, (all) => {
      const replica = new Map<string, Change>();
      apply(replica, all);
      return replica.size === expected.size && all.some((c) => c.organisation?.name === "North Region");
    });
    const whole = await drain(north);
    const paged = await drain(north, undefined, 7);
    expect(paged.changes).toEqual(whole.changes);
    expect(paged.cursor).toEqual(whole.cursor);
    const replica = new Map<string, Change>();
    apply(replica, whole.changes);
    expect(states(replica)).toEqual(await truth("ORG-0100"));
    expect(whole.changes.every((c) => !c.deleted)).toBe(true);
    const first = await page(north, undefined, 5);
    expect(await page(north, undefined, 5)).toEqual(first);
    expect(await page(north, first.cursor, 5)).toEqual(await page(north, first.cursor, 5));
    // Nothing new: an empty page that keeps the cursor.
    expect(await page(north, whole.cursor)).toEqual({ cursor: whole.cursor, hasMore: false, items: [] });
  });

  it("reports updates once, deletions, moves out of and within the tree, and organisation changes", async () => {
    const start = (await drain(north)).cursor;
    const startSouth = (await drain(south)).cursor;
    const tree = await subtreeOf(t.h, "ORG-0100");
    const mine = await t.h.db
      .select()
      .from(devices)
      .where(inArray(devices.orgId, [...tree.orgIds]));
    const [a, b, c, d] = mine;
    const beijing = await orgByNumber(t.h, "ORG-0101");
    const tianjin = await orgByNumber(t.h, "ORG-0102");
    const guangzhou = await orgByNumber(t.h, "ORG-0201");
    // a changed twice: reported once, as it is now.
    await t.h.db.update(devices).set({ goodsCode: "G-1" }).where(eq(devices.id, a!.id));
    await t.h.db.update(devices).set({ goodsCode: "G-2" }).where(eq(devices.id, a!.id));
    await t.h.db.delete(devices).where(eq(devices.id, b!.id));
    await t.h.db.update(devices).set({ orgId: guangzhou.id }).where(eq(devices.id, c!.id));
    const within = d!.orgId === beijing.id ? tianjin : beijing;
    await t.h.db.update(devices).set({ orgId: within.id }).where(eq(devices.id, d!.id));
    await t.h.db
      .update(organisations)
      .set({ name: "Tianjin Central" })
      .where(eq(organisations.id, tianjin.id));
    const { changes } = await drainUntil(north, start, (all) => all.length >= 6);
    const brief = changes.map((x) => [
      x.entity,
      x.id,
      x.orgId,
      x.deleted,
      x.device?.goodsCode ?? x.organisation?.name ?? null,
    ]);
    expect(brief).toEqual([
      ["DEVICE", String(a!.id), String(a!.orgId), false, "G-2"],
      ["DEVICE", String(b!.id), String(b!.orgId), true, null],
      ["DEVICE", String(c!.id), String(c!.orgId), true, null],
      ["DEVICE", String(d!.id), String(d!.orgId), true, null],
      ["DEVICE", String(d!.id), String(within.id), false, d!.goodsCode],
      ["ORGANISATION", String(tianjin.id), String(tianjin.id), false, "Tianjin Central"],
    ]);
    // The other branch sees the device arrive, and nothing of North's.
    const southChanges = (await drainUntil(south, startSouth, (all) => all.length >= 1)).changes;
    expect(southChanges.map((x) => [x.id, x.orgId, x.deleted])).toEqual([
      [String(c!.id), String(guangzhou.id), false],
    ]);
    const replica = new Map<string, Change>();
    apply(replica, (await drain(north)).changes);
    expect(states(replica)).toEqual(await truth("ORG-0100"));
  });

  it("loses nothing and repeats nothing while devices are written concurrently", async () => {
    const replica = new Map<string, Change>();
    let { changes, cursor } = await drain(north);
    apply(replica, changes);
    const tree = await subtreeOf(t.h, "ORG-0100");
    const ids = (
      await t.h.db
        .select({ id: devices.id })
        .from(devices)
        .where(inArray(devices.orgId, [...tree.orgIds]))
    ).map((r) => r.id);
    let writing = true;
    const writes = (async () => {
      for (let round = 0; round < 20; round++) {
        await Promise.all(
          ids.map((id, i) =>
            t.h.db
              .update(devices)
              .set({ goodsCode: `R${round}-${i}`, isSales: round % 2 === 0 })
              .where(eq(devices.id, id)),
          ),
        );
      }
      writing = false;
    })();
    let pages = 0;
    while (writing) {
      ({ changes, cursor } = await drain(north, cursor, 10));
      apply(replica, changes);
      pages++;
    }
    await writes;
    const expected = await truth("ORG-0100");
    const end = Date.now() + 10_000;
    do {
      ({ changes, cursor } = await drain(north, cursor, 10));
      apply(replica, changes);
    } while (sorted(states(replica)) !== sorted(expected) && Date.now() < end);
    expect(pages).toBeGreaterThan(0);
    expect(states(replica)).toEqual(expected);
  });

  it.skipIf(name === "pglite")(
    "does not pass a write that commits after a later one (no gap), and returns it once it commits",
    async () => {
      const tree = await subtreeOf(t.h, "ORG-0100");
      const [x, y] = await t.h.db
        .select()
        .from(devices)
        .where(inArray(devices.orgId, [...tree.orgIds]))
        .limit(2);
      // Everything before is in (two empty drains in a row).
      let { cursor } = await drain(north);
      for (let empty = 0; empty < 2;) {
        await new Promise((r) => setTimeout(r, 200));
        const next = await drain(north, cursor);
        empty = next.changes.length ? 0 : empty + 1;
        cursor = next.cursor;
      }
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let wrote!: () => void;
      const written = new Promise<void>((r) => (wrote = r));
      // x is written first (lower transaction id and sequence) but commits last.
      const slow = t.h.db.transaction(async (tx) => {
        await tx.update(devices).set({ goodsCode: "SLOW" }).where(eq(devices.id, x!.id));
        wrote();
        await held;
      });
      await written;
      await t.h.db.update(devices).set({ goodsCode: "FAST" }).where(eq(devices.id, y!.id));
      const during = await drain(north, cursor);
      expect(during.changes).toEqual([]); // y waits for x: returning y now would skip x for good
      expect(during.cursor).toBe(cursor);
      release();
      await slow;
      const after = await drainUntil(north, during.cursor, (all) => all.length >= 2);
      expect(after.changes.map((c) => [c.id, c.device?.goodsCode])).toEqual([
        [String(x!.id), "SLOW"],
        [String(y!.id), "FAST"],
      ]);
    },
  );
});
