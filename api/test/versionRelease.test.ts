import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  auditLog,
  centers,
  clients,
  countries,
  languages,
  versionReleaseLanguages,
  versionReleases,
} from "@cgm/db";
import { MSG, VERSION_MSG } from "@cgm/domain";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { expectConflict, expectFieldErrors, ext, languageId, orgId, ORG } from "./localisation.fixtures";
import {
  RELEASE_OPS as OP,
  listReleases as list,
  makeRelease,
  type ReleaseRow,
} from "./versionRelease.fixtures";
import { makeClient } from "./client.fixtures";

describe.each(testDrivers())("version releases on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let scoped: Caller;
  let android: string; // demo-app (China Center)
  let ios: string; // demo-ios-app
  const lang: Record<string, string> = {};
  const input = (over: Record<string, unknown> = {}) => ({
    clientId: android,
    terminalType: "ANDROID",
    versionNum: "1.0.0",
    versionName: "First",
    languageIdList: [lang.en, lang.zh],
    remark: "Initial release",
    ...over,
  });
  const state = async () => ({
    releases: await t.h.db.select().from(versionReleases).orderBy(versionReleases.id),
    languages: await t.h.db
      .select()
      .from(versionReleaseLanguages)
      .orderBy(versionReleaseLanguages.releaseId, versionReleaseLanguages.languageId),
  });
  const nums = async (c: Caller, vars: Record<string, unknown>) =>
    (await list(c, vars)).data!.versionReleases.items.map((r) => r.versionNum);

  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    scoped = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    expect((await scoped.login("scope-org", "demo1234")).errors).toBeUndefined();
    for (const c of await t.h.db.select({ id: clients.id, clientId: clients.clientId }).from(clients)) {
      if (c.clientId === "demo-app") android = String(c.id);
      if (c.clientId === "demo-ios-app") ios = String(c.id);
    }
    for (const code of ["en-US", "zh-CN", "ar"]) lang[code.slice(0, 2)] = await languageId(t.h.db, code);
  });
  afterAll(async () => t?.close());

  it("creates, reads, lists, filters, sorts, updates and deletes, with audit entries", async () => {
    const first = await makeRelease(admin, input({ terminalType: "android" }));
    expect(first).toMatchObject({
      client: { id: android, name: expect.any(String) },
      terminalType: "ANDROID",
      versionNum: "1.0.0",
      versionName: "First",
      remark: "Initial release",
    });
    expect(first.languages.map((l) => l.languageCode)).toEqual(["en-US", "zh-CN"]);
    expect(
      (await admin.gql<{ versionRelease: ReleaseRow }>(OP.one, { id: first.id })).data!.versionRelease,
    ).toEqual(first);
    await makeRelease(admin, input({ versionNum: "1.9", versionName: "Nine", remark: null }));
    await makeRelease(admin, input({ versionNum: "1.10", versionName: "Ten" }));
    await makeRelease(admin, input({ clientId: ios, terminalType: "IOS", versionNum: "1.0.0" }));
    expect(await nums(admin, {})).toEqual(["1.0.0", "1.10", "1.9", "1.0.0"]); // newest first
    const byNum = { sort: { field: "VERSION_NUM", direction: "ASC" } };
    expect(await nums(admin, { ...byNum, filter: { clientId: android } })).toEqual(["1.0.0", "1.9", "1.10"]);
    expect(await nums(admin, { filter: { terminalType: "ios" } })).toEqual(["1.0.0"]);
    expect(await nums(admin, { ...byNum, filter: { versionNum: "1." } })).toEqual([
      "1.0.0",
      "1.0.0",
      "1.9",
      "1.10",
    ]);
    expect(await nums(admin, { filter: { versionNum: "10" } })).toEqual(["1.10"]);
    expect(await nums(admin, { filter: { versionNum: "%_" } })).toEqual([]);
    expect((await list(admin, { page: { limit: 2, offset: 2 } })).data!.versionReleases.total).toBe(4);
    const upd = await admin.gql<{ updateVersionRelease: ReleaseRow }>(OP.update, {
      id: first.id,
      input: input({ versionName: "First (fixed)", languageIdList: [lang.ar], remark: "" }),
    });
    expect(upd.data!.updateVersionRelease).toMatchObject({ versionName: "First (fixed)", remark: null });
    expect(upd.data!.updateVersionRelease.languages.map((l) => l.languageCode)).toEqual(["ar"]);
    expect((await admin.gql(OP.remove, { id: first.id })).data).toEqual({ deleteVersionRelease: true });
    expect(ext(await admin.gql(OP.one, { id: first.id }))).toMatchObject({ code: "NOT_FOUND" });
    const actions = (await t.h.db.select().from(auditLog).where(eq(auditLog.entity, "versionRelease"))).map(
      (a) => [a.action, a.entityName],
    );
    expect(actions).toContainEqual(["versionRelease.delete", "First (fixed) (1.0.0)"]);
    await t.h.db.delete(versionReleases);
  });

  it("refuses every rule of spec section 5 with its message, leaving the tables as they were", async () => {
    await makeRelease(admin, input());
    const before = await state();
    const bad = (over: Record<string, unknown>) => admin.gql(OP.create, { input: input(over) });
    expectFieldErrors(
      await admin.gql(OP.create, {
        input: { clientId: null, terminalType: "", versionNum: " ", versionName: "", languageIdList: [] },
      }),
      {
        clientId: MSG.required,
        terminalType: MSG.required,
        versionNum: MSG.required,
        versionName: MSG.required,
        languageIdList: VERSION_MSG.languagesRequired,
      },
    );
    expectFieldErrors(await bad({ versionName: "n".repeat(51), remark: "r".repeat(201) }), {
      versionName: MSG.tooLong,
      remark: MSG.tooLong,
    });
    for (const versionNum of ["v1", "1..2", "1.2.3.4.5", "1.0-beta"])
      expectFieldErrors(await bad({ versionNum }), { versionNum: VERSION_MSG.numberFormat });
    expectFieldErrors(await bad({ terminalType: "WINDOWS" }), { terminalType: MSG.invalid });
    expectFieldErrors(await bad({ terminalType: "TERMINAL_TYPE" }), { terminalType: MSG.invalid });
    expectFieldErrors(await bad({ clientId: "987654" }), { clientId: MSG.invalid });
    expectFieldErrors(await bad({ clientId: String(2 ** 31) }), { clientId: MSG.required });
    expectFieldErrors(await bad({ languageIdList: [lang.en, "987654"] }), { languageIdList: MSG.invalid });
    expectFieldErrors(await bad({ languageIdList: [String(2 ** 31)] }), {
      "languageIdList[0]": MSG.required,
    });
    expectFieldErrors(await bad({ versionName: "x".repeat(100_000) }), { versionName: MSG.tooLong });
    expectFieldErrors(await bad({ versionName: "A\u0000B" }), { versionName: MSG.specialChars });
    expectFieldErrors(await bad({ languageIdList: ["1\u0000"] }), {
      "languageIdList[0]": MSG.specialChars,
    });
    // The same number for the same client and terminal type (in any spelling of the type).
    expectFieldErrors(await bad({ terminalType: "android", versionName: "Again" }), {
      versionNum: VERSION_MSG.numberTaken,
    });
    for (const op of [OP.one, OP.remove])
      expect(ext(await admin.gql(op, { id: String(2 ** 31) }))).toMatchObject({ code: "NOT_FOUND" });
    expect(ext(await admin.gql(OP.update, { id: "99999", input: input() }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await state()).toEqual(before);
    // Another client, another terminal type, or a changed number on edit are fine.
    await makeRelease(admin, input({ clientId: ios }));
    const other = await makeRelease(admin, input({ terminalType: "IOS" }));
    const renumbered = await admin.gql(OP.update, { id: other.id, input: input({ terminalType: "IOS" }) });
    expect(renumbered.errors).toBeUndefined();
    expectFieldErrors(await admin.gql(OP.update, { id: other.id, input: input() }), {
      versionNum: VERSION_MSG.numberTaken,
    });
    await t.h.db.delete(versionReleases);
  });

  it("lets exactly one of 100 parallel creates of the same number win; the others get the field error", async () => {
    const v = { input: input({ versionNum: "7.7.7" }) };
    const results = await Promise.all(Array.from({ length: 100 }, () => admin.gql(OP.create, v)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const refused = results.filter((r) => r.errors).map((r) => [ext(r).code, ext(r).fieldErrors]);
    expect(refused).toEqual(
      Array.from({ length: 99 }, () => ["BAD_USER_INPUT", { versionNum: VERSION_MSG.numberTaken }]),
    );
    expect((await list(admin, { filter: { versionNum: "7.7.7" } })).data!.versionReleases.total).toBe(1);
    // The database refuses a duplicate by itself too (the last line behind the service's check).
    const row = {
      clientId: Number(android),
      terminalType: "ANDROID",
      versionNum: "7.7.7",
      versionName: "Dup",
    };
    await expect(t.h.db.insert(versionReleases).values(row)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "23505" }),
    });
    await t.h.db.delete(versionReleases);
  });

  it("syncs from the latest release of the client and terminal type, with the spec's messages", async () => {
    const prev = (vars: Record<string, unknown>) =>
      admin.gql<{ previousVersionRelease: ReleaseRow | null }>(OP.previous, vars);
    const r1 = await prev({ terminalType: "ANDROID" });
    expect(ext(r1)).toMatchObject({
      code: "BAD_USER_INPUT",
      messageId: VERSION_MSG.selectClientFirst,
      fieldErrors: { clientId: VERSION_MSG.selectClientFirst },
    });
    expect(r1.errors![0]!.message).toBe("Please select the client name and terminal type first");
    expect(ext(await prev({ clientId: android, terminalType: " " }))).toMatchObject({
      messageId: VERSION_MSG.selectClientFirst,
      fieldErrors: { terminalType: VERSION_MSG.selectClientFirst },
    });
    expect(ext(await prev({}))).toMatchObject({
      code: "BAD_USER_INPUT",
      messageId: VERSION_MSG.selectClientFirst,
    });
    // No previous version: null (the web says "There is no previous version information...").
    expect((await prev({ clientId: android, terminalType: "ANDROID" })).data).toEqual({
      previousVersionRelease: null,
    });
    expect((await prev({ clientId: android, terminalType: "WINDOWS" })).data).toEqual({
      previousVersionRelease: null,
    });
    expect(ext(await prev({ clientId: String(2 ** 31), terminalType: "ANDROID" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(ext(await prev({ clientId: "A\u0000", terminalType: "ANDROID" }))).toMatchObject({
      code: "BAD_USER_INPUT",
    });
    await makeRelease(admin, input({ versionNum: "2.0", versionName: "Two" }));
    await makeRelease(admin, input({ versionNum: "1.5", versionName: "Latest", remark: "Bug fixes" }));
    await makeRelease(admin, input({ clientId: ios, terminalType: "IOS", versionNum: "9.0" }));
    const got = (await prev({ clientId: android, terminalType: "android" })).data!.previousVersionRelease!;
    expect(got).toMatchObject({ versionNum: "1.5", versionName: "Latest", remark: "Bug fixes" });
    expect(got.languages.map((l) => l.languageCode)).toEqual(["en-US", "zh-CN"]);
    await t.h.db.delete(versionReleases);
  });

  it("refuses to delete a language a version release is in, with the count", async () => {
    const [mine] = await t.h.db
      .insert(languages)
      .values({ name: "Klingon", code: "tlh", appCode: "tlh" })
      .returning();
    const id = String(mine!.id);
    await makeRelease(admin, input({ languageIdList: [id] }));
    await makeRelease(admin, input({ versionNum: "1.0.1", languageIdList: [id, lang.en] }));
    const del = `mutation($id: ID!) { deleteLanguage(id: $id) }`;
    expectConflict(await admin.gql(del, { id }), VERSION_MSG.languageInUseByReleases, 2);
    await t.h.db.delete(versionReleases);
    expect((await admin.gql(del, { id })).data).toEqual({ deleteLanguage: true });
  });

  it("keeps to the caller's data scope through the client's center", async () => {
    const north = await orgId(t.h.db, ORG.north);
    const [c] = await t.h.db
      .insert(centers)
      .values({ name: "North VR", code: "NORTHVR", domain: "vr.example.com", orgId: Number(north) })
      .returning({ id: centers.id });
    const own = await makeClient(admin, {
      clientName: "North app",
      clientType: "ANDROID",
      centerId: String(c!.id),
      countryIds: [(await t.h.db.select().from(countries))[0]!.id.toString()],
    });
    const mine = await makeRelease(scoped, input({ clientId: own.client.id }));
    const theirs = await makeRelease(admin, input());
    expect(await nums(scoped, {})).toEqual(["1.0.0"]);
    expect((await list(scoped)).data!.versionReleases.items[0]!.id).toBe(mine.id);
    const before = await state();
    expect(ext(await scoped.gql(OP.one, { id: theirs.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect(ext(await scoped.gql(OP.remove, { id: theirs.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect(
      ext(await scoped.gql(OP.update, { id: theirs.id, input: input({ clientId: own.client.id }) })),
    ).toMatchObject({
      code: "NOT_FOUND",
    });
    expectFieldErrors(await scoped.gql(OP.create, { input: input({ versionNum: "3.0" }) }), {
      clientId: MSG.invalid,
    });
    expectFieldErrors(await scoped.gql(OP.update, { id: mine.id, input: input() }), {
      clientId: MSG.invalid,
    });
    expect(ext(await scoped.gql(OP.previous, { clientId: android, terminalType: "ANDROID" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await state()).toEqual(before);
    // Deleting the client deletes its releases.
    await admin.gql(`mutation($id: ID!) { deleteClient(id: $id) }`, { id: own.client.id });
    expect(await nums(admin, {})).toEqual(["1.0.0"]);
  });
});
