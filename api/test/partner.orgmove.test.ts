/**
 * An organisation moved to another parent, in the partner change feed and the callbacks (issue 13.2/13.3,
 * migration 0024): the tree it left drops it, its sub-organisations and all their devices; the tree it
 * joined gets them all at once; a tree holding both places sees no deletion; a second move deletes once;
 * and every moved device gets a `device.moved` callback for the partners of both trees.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { devices, organisations } from "@cgm/db";
import { Caller, startHarness, testDrivers, until, type Harness } from "./harness";
import { asKey, guideCallbackExamples, keysOf, makeKey, orgByNumber, subtreeOf } from "./partner.helpers";
import { TEST_SECRET, connect, startReceiver } from "./callback.helpers";

interface Change {
  entity: "DEVICE" | "ORGANISATION";
  id: string;
  deleted: boolean;
  orgId: string;
  device: { sn: string } | null;
  organisation: { name: string; parentId: string | null } | null;
}
const CHANGES = `query($after: String) { partnerChanges(after: $after, limit: 1000) {
  cursor hasMore items { entity id deleted orgId device { sn } organisation { name parentId } } } }`;
type Page = { partnerChanges: { cursor: string; hasMore: boolean; items: Change[] } };
const FAST = { allowPrivateTargets: true, pollMs: 50, delays: [150, 150, 150, 150, 150, 150, 150] };
const TREES = ["ORG-0001", "ORG-0100", "ORG-0200", "ORG-0102"] as const;

/** A partner's replica as the guide tells it to keep one: entity -> [orgId, state], applied in order. */
class Replica {
  readonly held = new Map<string, [string, unknown]>();
  cursor: string | undefined;
  readonly seen: Change[] = [];
  apply(changes: Change[]) {
    for (const c of changes) {
      const key = `${c.entity}:${c.id}`;
      if (!c.deleted) this.held.set(key, [c.orgId, c.device?.sn ?? c.organisation]);
      else if (this.held.get(key)?.[0] === c.orgId) this.held.delete(key);
    }
    this.seen.push(...changes);
  }
  state = () => [...this.held].sort(([a], [b]) => a.localeCompare(b));
}

describe.each(testDrivers())(
  "an organisation move in the partner feed and callbacks on $name",
  ({ open }) => {
    let t: Harness;
    let admin: Caller;
    const keys = new Map<string, string>();
    const replicas = new Map<string, Replica>();
    /** Headquarters' replica of a partner that does not sync between the first two moves. */
    const late = new Replica();
    let receiver: Awaited<ReturnType<typeof startReceiver>>;

    async function drain(key: string, after: string | undefined) {
      const items: Change[] = [];
      for (;;) {
        const r = await asKey<Page>(t, key, CHANGES, { after });
        expect(r.errors).toBeUndefined();
        items.push(...r.data!.partnerChanges.items);
        after = r.data!.partnerChanges.cursor;
        if (!r.data!.partnerChanges.hasMore) return { items, cursor: after };
      }
    }
    /** What a replica of the tree must hold now. */
    async function truth(number: string) {
      const { orgIds } = await subtreeOf(t.h, number);
      const orgs = await t.h.db
        .select()
        .from(organisations)
        .where(inArray(organisations.id, [...orgIds]));
      const devs = await t.h.db
        .select()
        .from(devices)
        .where(inArray(devices.orgId, [...orgIds]));
      const held: [string, [string, unknown]][] = [
        ...orgs.map((o): [string, [string, unknown]] => [
          `ORGANISATION:${o.id}`,
          [String(o.id), { name: o.name, parentId: o.parentId && String(o.parentId) }],
        ]),
        ...devs.map((d): [string, [string, unknown]] => [`DEVICE:${d.id}`, [String(d.orgId), d.sn]]),
      ];
      return held.sort(([a], [b]) => a.localeCompare(b));
    }
    /** Syncs a replica of a tree until it holds the tree (a change shows once older transactions end); returns the new changes. */
    async function sync(number: string, replica: Replica) {
      const expected = await truth(number);
      const start = replica.seen.length;
      const end = Date.now() + 10_000;
      do {
        const { items, cursor } = await drain(keys.get(number)!, replica.cursor);
        replica.apply(items);
        replica.cursor = cursor;
      } while (JSON.stringify(replica.state()) !== JSON.stringify(expected) && Date.now() < end);
      expect(replica.state(), number).toEqual(expected);
      return replica.seen.slice(start);
    }
    async function syncAll() {
      const fresh = new Map<string, Change[]>();
      for (const number of TREES) fresh.set(number, await sync(number, replicas.get(number)!));
      return fresh;
    }
    async function moveUnder(number: string, parent: string | null) {
      const o = await orgByNumber(t.h, number);
      const parentId = parent ? (await orgByNumber(t.h, parent)).id : null;
      const r = await admin.gql(
        `mutation($id: ID!, $input: OrganisationInput!) { updateOrganisation(id: $id, input: $input) { id } }`,
        {
          id: String(o.id),
          input: {
            parentId,
            name: o.name,
            number: o.number,
            director: o.director,
            contact: o.contact,
            contactPhone: o.contactPhone,
            emails: o.emails,
            label: o.label ?? "",
          },
        },
      );
      expect(r.errors).toBeUndefined();
    }
    /** The moved subtree's feed keys (entity:id:orgId). */
    async function subtreeKeys(number: string) {
      const { orgIds } = await subtreeOf(t.h, number);
      const devs = await t.h.db
        .select()
        .from(devices)
        .where(inArray(devices.orgId, [...orgIds]));
      return [
        ...[...orgIds].map((id) => `ORGANISATION:${id}:${id}`),
        ...devs.map((d) => `DEVICE:${d.id}:${d.orgId}`),
      ].sort();
    }
    const keyOf = (c: Change) => `${c.entity}:${c.id}:${c.orgId}`;
    const deletions = (changes: Change[]) =>
      changes
        .filter((c) => c.deleted)
        .map(keyOf)
        .sort();
    const upserts = (changes: Change[]) => [...new Set(changes.filter((c) => !c.deleted).map(keyOf))].sort();

    beforeAll(async () => {
      t = await startHarness(await open(), {}, { callbacks: FAST });
      admin = new Caller(t.url);
      await admin.login("admin", "admin123");
      // Tianjin gets a sub-organisation with a device of its own, so the move carries a whole subtree.
      const tianjin = await orgByNumber(t.h, "ORG-0102");
      const made = await admin.gql<{ createOrganisation: { id: string } }>(
        `mutation($input: OrganisationInput!) { createOrganisation(input: $input) { id } }`,
        {
          input: {
            parentId: tianjin.id,
            name: "Tianjin East",
            number: "ORG-0103",
            director: "D",
            contact: "C",
            contactPhone: "+86 138 0000 1999",
          },
        },
      );
      expect(made.errors).toBeUndefined();
      const [first] = await t.h.db.select().from(devices).where(eq(devices.orgId, tianjin.id)).limit(1);
      await t.h.db
        .update(devices)
        .set({ orgId: Number(made.data!.createOrganisation.id) })
        .where(eq(devices.id, first!.id));
      for (const number of TREES) {
        keys.set(number, await makeKey(t, admin, number));
        replicas.set(number, new Replica());
      }
      receiver = await startReceiver(() => TEST_SECRET);
      for (const [number, tag] of [
        ["ORG-0100", "north"],
        ["ORG-0200", "south"],
        ["ORG-0102", "tianjin"],
        ["ORG-0300", "other"],
      ]) {
        await connect(t.h, (await orgByNumber(t.h, number!)).id, `${receiver.url}?org=${tag}`, TEST_SECRET);
      }
      await syncAll();
      await sync("ORG-0001", late);
    });
    afterAll(async () => {
      await t?.close();
      await receiver?.close();
    });

    it("takes the organisation, its sub-organisations and their devices out of the old tree and into the new one", async () => {
      const moved = await subtreeKeys("ORG-0102");
      expect(moved.filter((k) => k.startsWith("DEVICE:")).length).toBeGreaterThan(1);
      await moveUnder("ORG-0102", "ORG-0200");
      const fresh = await syncAll();
      expect(deletions(fresh.get("ORG-0100")!)).toEqual(moved);
      expect(upserts(fresh.get("ORG-0100")!)).toEqual([]);
      expect(deletions(fresh.get("ORG-0200")!)).toEqual([]);
      expect(upserts(fresh.get("ORG-0200")!)).toEqual(moved);
      // Headquarters holds both places: the move is no deletion there, and the organisation's new parent comes through.
      expect(deletions(fresh.get("ORG-0001")!)).toEqual([]);
      expect(deletions(fresh.get("ORG-0102")!)).toEqual([]);
      // A first sync of the old tree agrees with the replica kept by increments.
      const first = new Replica();
      first.apply((await drain(keys.get("ORG-0100")!, undefined)).items);
      expect(first.state()).toEqual(await truth("ORG-0100"));
    });

    it("sends device.moved for every moved device to the partners of both trees", async () => {
      const tianjin = await orgByNumber(t.h, "ORG-0102");
      const north = await orgByNumber(t.h, "ORG-0100");
      const south = await orgByNumber(t.h, "ORG-0200");
      const { sns } = await subtreeOf(t.h, "ORG-0102");
      const got = () => receiver.delivered().filter((g) => g.type === "device.moved");
      await until(() => got().length >= sns.size * 3);
      const at = (tag: string) =>
        got()
          .filter((g) => g.path.endsWith(`org=${tag}`))
          .map((g) => g.sn)
          .sort();
      for (const tag of ["north", "south", "tianjin"]) expect(at(tag), tag).toEqual([...sns].sort());
      expect(at("other")).toEqual([]);
      expect(got().every((g) => g.verified)).toBe(true);
      const one = got().find((g) => g.path.endsWith("org=north"))!;
      const [device] = await t.h.db.select().from(devices).where(eq(devices.sn, one.sn));
      const own = {
        id: device!.orgId,
        number: (await t.h.db.select().from(organisations).where(eq(organisations.id, device!.orgId)))[0]!
          .number,
      };
      expect(one.body).toMatchObject({
        data: {
          sn: one.sn,
          organisation: own,
          fromOrganisation: own,
          toOrganisation: own,
          organisationMove: {
            organisation: { id: tianjin.id, number: "ORG-0102" },
            fromParent: { id: north.id, number: "ORG-0100" },
            toParent: { id: south.id, number: "ORG-0200" },
          },
        },
      });
      // As the partner guide's example shows it.
      const example = guideCallbackExamples().find(
        (e) => e.type === "device.moved" && e.data.organisationMove,
      );
      expect(keysOf(one.body)).toEqual(keysOf(example));
    });

    it("deletes once in a tree it leaves after moving within it, and brings everything back on a move back", async () => {
      const moved = await subtreeKeys("ORG-0102");
      await moveUnder("ORG-0102", null);
      let fresh = await syncAll();
      expect(deletions(fresh.get("ORG-0001")!)).toEqual(moved);
      expect(deletions(fresh.get("ORG-0200")!)).toEqual(moved);
      expect(fresh.get("ORG-0100")).toEqual([]);
      // Headquarters' late partner reads both moves at once: the first one's deletions (scoped to North,
      // seen now that the organisation is out of the tree) do not come as well as the second one's.
      const both = await sync("ORG-0001", late);
      expect(deletions(both)).toEqual(moved);
      await moveUnder("ORG-0102", "ORG-0100");
      fresh = await syncAll();
      for (const number of ["ORG-0001", "ORG-0100"]) {
        expect(deletions(fresh.get(number)!), number).toEqual([]);
        expect(upserts(fresh.get(number)!), number).toEqual(moved);
      }
      expect(fresh.get("ORG-0200")).toEqual([]);
    });
  },
);
