import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { centers, clientCountries, clients, countries, DEMO_CLIENTS } from "@cgm/db";
import { CLIENT_MSG, L10N_MSG, MSG } from "@cgm/domain";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { expectConflict, expectFieldErrors, ext, orgId, ORG } from "./localisation.fixtures";
import { CLIENT_OPS as OP, listClients as list, makeClient, type ClientRow } from "./client.fixtures";

describe.each(testDrivers())("clients on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let scoped: Caller;
  const country: Record<string, string> = {};
  const center: Record<string, string> = {};
  const input = (over: Record<string, unknown> = {}) => ({
    clientName: "Clinic app",
    clientType: "ANDROID",
    centerId: center.CN,
    countryIds: [country.CN, country.JP],
    remark: "For the clinics",
    ...over,
  });
  const state = async () => ({
    clients: await t.h.db.select().from(clients).orderBy(clients.id),
    countries: await t.h.db
      .select()
      .from(clientCountries)
      .orderBy(clientCountries.clientId, clientCountries.countryId),
  });

  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    scoped = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    expect((await scoped.login("scope-org", "demo1234")).errors).toBeUndefined();
    for (const r of await t.h.db.select({ id: countries.id, code: countries.code }).from(countries))
      country[r.code] = String(r.id);
    for (const r of await t.h.db.select({ id: centers.id, code: centers.code }).from(centers))
      center[r.code] = String(r.id);
  });
  afterAll(async () => t?.close());

  it("seeds the Android and iOS demo clients with hashed secrets, and pages, sorts and filters", async () => {
    const all = (await list(admin)).data!.clients;
    expect(all.items.map((c) => [c.clientId, c.clientType, c.center?.name, c.status])).toEqual([
      ["demo-app", "ANDROID", "China Center", "ACTIVE"],
      ["demo-ios-app", "IOS", "China Center", "ACTIVE"],
    ]);
    expect(all.items[0]!.countries.map((c) => c.countryCode)).toEqual(["CN", "SG"]);
    for (const def of DEMO_CLIENTS) {
      const [row] = await t.h.db.select().from(clients).where(eq(clients.clientId, def.clientId));
      expect(row!.secretHash).toBe(createHash("sha256").update(def.secret).digest("hex"));
    }
    const desc = (await list(admin, { sort: { field: "CLIENT_ID", direction: "DESC" }, page: { limit: 1 } }))
      .data!.clients;
    expect(desc).toMatchObject({ total: 2, items: [{ clientId: "demo-ios-app" }] });
    const by = async (filter: Record<string, unknown>) =>
      (await list(admin, { filter })).data!.clients.items.map((c) => c.clientId);
    expect(await by({ clientName: "ios" })).toEqual(["demo-ios-app"]);
    expect(await by({ clientId: "DEMO-APP" })).toEqual(["demo-app"]);
    expect(await by({ clientType: "android" })).toEqual(["demo-app"]);
    expect(await by({ centerId: center.CN })).toEqual(["demo-app", "demo-ios-app"]);
    expect(await by({ centerId: center.EMEA })).toEqual([]);
    expect(await by({ status: "DISABLED" })).toEqual([]);
    expect(await by({ clientName: "100%_" })).toEqual([]);
  });

  it("refuses every rule of spec section 5 with its message, leaving the tables as they were", async () => {
    const before = await state();
    const bad = (over: Record<string, unknown>) => admin.gql(OP.create, { input: input(over) });
    expectFieldErrors(
      await admin.gql(OP.create, {
        input: { clientName: " ", clientType: "", centerId: null, countryIds: [] },
      }),
      {
        clientName: MSG.required,
        clientType: MSG.required,
        centerId: MSG.required,
        countryIds: L10N_MSG.countriesRequired,
      },
    );
    expectFieldErrors(await bad({ clientName: "n".repeat(51), remark: "r".repeat(201) }), {
      clientName: MSG.tooLong,
      remark: MSG.tooLong,
    });
    expectFieldErrors(await bad({ clientType: "and roid" }), { clientType: MSG.specialChars });
    // Not an item of the client-type dictionary (a dictionary's own code is not an item either).
    for (const clientType of ["WINDOWS", "TERMINAL_TYPE", "OPTIONAL"])
      expectFieldErrors(await bad({ clientType }), { clientType: MSG.invalid });
    expectFieldErrors(await bad({ countryIds: [country.CN, "987654"] }), { countryIds: MSG.invalid });
    expectFieldErrors(await bad({ countryIds: [String(2 ** 31)] }), { "countryIds[0]": MSG.required });
    expect(ext(await bad({ centerId: "987654" }))).toMatchObject({ code: "NOT_FOUND" });
    expect(ext(await bad({ centerId: String(2 ** 31) }))).toMatchObject({ code: "BAD_USER_INPUT" });
    expectFieldErrors(await bad({ clientName: "x".repeat(100_000) }), { clientName: MSG.tooLong });
    expectFieldErrors(await bad({ clientName: "A\u0000B" }), { clientName: MSG.specialChars });
    expectFieldErrors(await bad({ countryIds: ["1\u0000"] }), { "countryIds[0]": MSG.specialChars });
    for (const op of [OP.one, OP.remove, OP.rotate, OP.sync])
      expect(ext(await admin.gql(op, { id: String(2 ** 31) }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await state()).toEqual(before);
  });

  it("creates with a server-made client ID and a secret shown once; updates keep both", async () => {
    const { client, secret } = await makeClient(admin, input({ clientType: "ios" }));
    expect(client).toMatchObject({ clientName: "Clinic app", clientType: "IOS", remark: "For the clinics" });
    expect(client.clientId).toMatch(/^cgm-[0-9a-f]{24}$/);
    // At least 128 random bits: 256 here, base64url.
    expect(secret).toMatch(/^cs_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.h.db
      .select()
      .from(clients)
      .where(eq(clients.id, Number(client.id)));
    expect(row!.secretHash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect((await admin.gql<{ client: ClientRow }>(OP.one, { id: client.id })).data!.client).toEqual(client);
    const upd = await admin.gql<{ updateClient: ClientRow }>(OP.update, {
      id: client.id,
      input: input({ clientName: "Renamed", centerId: center.EMEA, countryIds: [country.FR], remark: null }),
    });
    expect(upd.data!.updateClient).toMatchObject({
      clientName: "Renamed",
      clientId: client.clientId,
      center: { id: center.EMEA, name: "EMEA Center" },
      countries: [{ countryCode: "FR" }],
      remark: null,
    });
    const [after] = await t.h.db
      .select()
      .from(clients)
      .where(eq(clients.id, Number(client.id)));
    expect(after!.secretHash).toBe(row!.secretHash);
    expect((await admin.gql(OP.remove, { id: client.id })).data).toEqual({ deleteClient: true });
    expect(ext(await admin.gql(OP.one, { id: client.id }))).toMatchObject({ code: "NOT_FOUND" });
    const [left] = await t.h.db
      .select({ n: count() })
      .from(clientCountries)
      .where(eq(clientCountries.clientId, Number(client.id)));
    expect(left!.n).toBe(0);
  });

  it("makes 100 parallel creates of the same client into 100 clients with distinct IDs and secrets", async () => {
    const made = await Promise.all(
      Array.from({ length: 100 }, () => makeClient(admin, input({ clientName: "Twin" }))),
    );
    expect(new Set(made.map((m) => m.client.clientId)).size).toBe(100);
    expect(new Set(made.map((m) => m.secret)).size).toBe(100);
    const [n] = await t.h.db.select({ n: count() }).from(clients).where(eq(clients.name, "Twin"));
    expect(n!.n).toBe(100);
    // The database holds the uniqueness too.
    const [a, b] = made;
    await expect(
      t.h.db
        .update(clients)
        .set({ clientId: a!.client.clientId })
        .where(eq(clients.id, Number(b!.client.id))),
    ).rejects.toThrow();
  }, 60_000);

  it("refuses deleting a center or a country clients use, naming how many; a client may be deleted", async () => {
    const { client } = await makeClient(admin, input({ centerId: center.AMER, countryIds: [country.CA] }));
    expectConflict(
      await admin.gql(`mutation($id: ID!) { deleteCountry(id: $id) }`, { id: country.CA }),
      CLIENT_MSG.countryInUseByClients,
      1,
    );
    const [amer] = await t.h.db.select().from(centers).where(eq(centers.code, "AMER"));
    // Countries belong to the Americas center too: that answer comes first; move them away to see ours.
    await t.h.db
      .update(countries)
      .set({ centerId: Number(center.CN) })
      .where(eq(countries.centerId, amer!.id));
    expectConflict(
      await admin.gql(`mutation($id: ID!) { deleteCenter(id: $id) }`, { id: center.AMER }),
      CLIENT_MSG.centerInUseByClients,
      1,
    );
    expect((await admin.gql(OP.remove, { id: client.id })).data).toEqual({ deleteClient: true });
    expect(
      (await admin.gql(`mutation($id: ID!) { deleteCountry(id: $id) }`, { id: country.CA })).data,
    ).toEqual({
      deleteCountry: true,
    });
  });

  it("keeps to the caller's data scope through the client's center", async () => {
    const north = await orgId(t.h.db, ORG.north);
    const [mine] = await t.h.db
      .insert(centers)
      .values({ name: "North", code: "NORTHC", domain: "north.example.com", orgId: Number(north) })
      .returning({ id: centers.id });
    const own = await makeClient(scoped, input({ clientName: "North app", centerId: String(mine!.id) }));
    expect(own.client.center).toEqual({ id: String(mine!.id), name: "North" });
    const seen = (await list(scoped)).data!.clients;
    expect(seen).toMatchObject({ total: 1, items: [{ clientName: "North app" }] });
    const before = await state();
    expect(ext(await scoped.gql(OP.create, { input: input() }))).toMatchObject({ code: "NOT_FOUND" });
    expect(ext(await scoped.gql(OP.update, { id: own.client.id, input: input() }))).toMatchObject({
      code: "NOT_FOUND",
    });
    const demo = (await list(admin, { filter: { clientId: "demo-app" } })).data!.clients.items[0]!;
    expect(ext(await scoped.gql(OP.one, { id: demo.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect(
      ext(await scoped.gql(OP.update, { id: demo.id, input: input({ centerId: String(mine!.id) }) })),
    ).toMatchObject({
      code: "NOT_FOUND",
    });
    for (const op of [OP.remove, OP.rotate, OP.sync])
      expect(ext(await scoped.gql(op, { id: demo.id })), op).toMatchObject({ code: "NOT_FOUND" });
    expect(ext(await scoped.gql(OP.status, { id: demo.id, status: "DISABLED" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    // No Android client in its scope to copy from: a clear error.
    expectConflict(await scoped.gql(OP.sync, { id: own.client.id }), CLIENT_MSG.noAndroidClient);
    expect(ext(await scoped.gql(OP.sync, { id: own.client.id })).messageId).toBe("client.noAndroidClient");
    expect(await state()).toEqual(before);
  });

  it("shows a client without a center (from before Client management) only to a scope of all data", async () => {
    const [legacy] = await t.h.db
      .insert(clients)
      .values({ clientId: "legacy-app", name: "Legacy", type: "ANDROID", secretHash: "00" })
      .returning({ id: clients.id });
    const id = String(legacy!.id);
    const seen = (await list(admin, { filter: { clientId: "legacy" } })).data!.clients.items;
    expect(seen.map((c) => [c.clientId, c.center])).toEqual([["legacy-app", null]]);
    expect((await list(scoped, { filter: { clientId: "legacy" } })).data!.clients.total).toBe(0);
    expect(ext(await scoped.gql(OP.one, { id }))).toMatchObject({ code: "NOT_FOUND" });
    // Saving it needs a center, as for any client.
    expectFieldErrors(await admin.gql(OP.update, { id, input: input({ centerId: null }) }), {
      centerId: MSG.required,
    });
    const upd = await admin.gql<{ updateClient: ClientRow }>(OP.update, { id, input: input() });
    expect(upd.data!.updateClient.center?.id).toBe(center.CN);
  });
});
