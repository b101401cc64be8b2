import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { centerCountries, centers, countries, countryTranslations } from "@cgm/db";
import { L10N_MSG, MSG } from "@cgm/domain";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import {
  expectConflict,
  expectFieldErrors,
  ext,
  languageId,
  orgId,
  ORG,
  raceCreates,
} from "./localisation.fixtures";

const FIELDS = `id name centerCode domain organisation { id name }
  countries { id country countryCode translations { languageId languageCode name } } createdAt updatedAt`;
const LIST = `query($filter: CenterFilter, $sort: CenterSort, $page: PageInput) {
  centers(filter: $filter, sort: $sort, page: $page) { total items { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { center(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation($input: CenterInput!) { createCenter(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CenterInput!) { updateCenter(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteCenter(id: $id) }`;
const TRANSLATE = `mutation($id: ID!, $input: CenterTranslationsInput!) {
  setCenterCountryTranslations(id: $id, input: $input) { ${FIELDS} } }`;

interface Center {
  id: string;
  name: string;
  centerCode: string;
  domain: string;
  organisation: { id: string; name: string };
  countries: {
    id: string;
    country: string;
    countryCode: string;
    translations: { languageCode: string; name: string }[];
  }[];
}

describe.each(testDrivers())("centers on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let scoped: Caller;
  let north: string;
  let beijing: string;
  let hq: string;
  const country: Record<string, string> = {};
  const list = (c: Caller, variables: Record<string, unknown> = {}) =>
    c.gql<{ centers: { total: number; items: Center[] } }>(LIST, variables);
  const input = (over: Record<string, unknown> = {}) => ({
    name: "North Center",
    centerCode: "NORTH",
    domain: "north.cgm.example.com",
    orgId: north,
    countryIds: [country.CN, country.JP],
    ...over,
  });
  const state = async () => ({
    centers: await t.h.db.select().from(centers).orderBy(centers.id),
    supported: await t.h.db
      .select()
      .from(centerCountries)
      .orderBy(centerCountries.centerId, centerCountries.countryId),
  });

  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    scoped = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    expect((await scoped.login("scope-org", "demo1234")).errors).toBeUndefined();
    north = await orgId(t.h.db, ORG.north);
    beijing = await orgId(t.h.db, ORG.beijing);
    hq = await orgId(t.h.db, ORG.hq);
    for (const r of await t.h.db.select({ id: countries.id, code: countries.code }).from(countries)) {
      country[r.code] = String(r.id);
    }
  });
  afterAll(async () => t?.close());

  it("seeds three centers with their supported countries and pages, sorts and filters them", async () => {
    const all = (await list(admin, { sort: { field: "NAME" } })).data!.centers;
    expect(all.items.map((c) => c.name)).toEqual(["Americas Center", "China Center", "EMEA Center"]);
    const emea = all.items[2]!;
    expect(emea.organisation.name).toBe("Europe Partners");
    expect(emea.countries.map((c) => c.countryCode)).toContain("FR");
    expect(emea.countries.find((c) => c.countryCode === "FR")!.translations).toHaveLength(12);
    const page = (
      await list(admin, { sort: { field: "CENTER_CODE", direction: "DESC" }, page: { offset: 1, limit: 1 } })
    ).data!.centers;
    expect(page).toMatchObject({ total: 3, items: [{ centerCode: "CN" }] });
    expect((await list(admin, { filter: { name: "emea" } })).data!.centers.total).toBe(1);
    expect(
      (await list(admin, { filter: { centerCode: "m" } })).data!.centers.items.map((c) => c.centerCode),
    ).toEqual(["AMER", "EMEA"]);
  });

  it("refuses every rule of spec section 5 with its message, leaving the tables as they were", async () => {
    const before = await state();
    expectFieldErrors(
      await admin.gql(CREATE, {
        input: { name: "", centerCode: "", domain: "", orgId: null, countryIds: [] },
      }),
      {
        name: MSG.required,
        centerCode: MSG.required,
        domain: MSG.required,
        orgId: MSG.required,
        countryIds: L10N_MSG.countriesRequired,
      },
    );
    expectFieldErrors(
      await admin.gql(CREATE, {
        input: input({ name: "n".repeat(21), centerCode: "c".repeat(21), domain: `${"d".repeat(97)}.com` }),
      }),
      { name: MSG.tooLong, centerCode: MSG.tooLong, domain: MSG.tooLong },
    );
    for (const domain of [
      "http://north.example.com",
      "north example.com",
      "https://",
      "ftp://x.example.com",
      "-x.com",
    ]) {
      expectFieldErrors(await admin.gql(CREATE, { input: input({ domain }) }), {
        domain: L10N_MSG.domainInvalid,
      });
    }
    expectFieldErrors(await admin.gql(CREATE, { input: input({ centerCode: "NO RTH" }) }), {
      centerCode: MSG.specialChars,
    });
    expectFieldErrors(await admin.gql(CREATE, { input: input({ countryIds: ["987654"] }) }), {
      countryIds: MSG.invalid,
    });
    expect(await state()).toEqual(before);
  });

  it("creates with a host or an https address, reads, updates and deletes", async () => {
    const made = (await admin.gql<{ createCenter: Center }>(CREATE, { input: input() })).data!.createCenter;
    expect(made).toMatchObject({ name: "North Center", centerCode: "NORTH", organisation: { id: north } });
    expect(made.countries.map((c) => c.countryCode)).toEqual(["CN", "JP"]);
    expect((await admin.gql<{ center: Center }>(ONE, { id: made.id })).data!.center).toMatchObject(made);
    const upd = await admin.gql<{ updateCenter: Center }>(UPDATE, {
      id: made.id,
      input: input({ domain: "https://north.example.com:8443/console", countryIds: [country.KR] }),
    });
    expect(upd.data!.updateCenter).toMatchObject({ domain: "https://north.example.com:8443/console" });
    expect(upd.data!.updateCenter.countries.map((c) => c.countryCode)).toEqual(["KR"]);
    expect((await admin.gql(DELETE, { id: made.id })).data).toEqual({ deleteCenter: true });
    expect(ext(await admin.gql(ONE, { id: made.id }))).toMatchObject({ code: "NOT_FOUND" });
    const [left] = await t.h.db
      .select({ n: count() })
      .from(centerCountries)
      .where(eq(centerCountries.centerId, Number(made.id)));
    expect(left!.n).toBe(0);
  });

  it("keeps codes unique ignoring case: a clear CONFLICT, and one winner of 20 parallel creates", async () => {
    const dup = await admin.gql(CREATE, { input: input({ centerCode: "emea" }) });
    expectConflict(dup, L10N_MSG.centerCodeTaken);
    expect(ext(dup).fieldErrors).toEqual({ centerCode: L10N_MSG.centerCodeTaken });
    await raceCreates(admin, CREATE, { input: input({ centerCode: "RACE" }) }, L10N_MSG.centerCodeTaken);
    const [n] = await t.h.db.select({ n: count() }).from(centers).where(eq(centers.code, "RACE"));
    expect(n!.n).toBe(1);
  });

  it("refuses deleting a center countries belong to, naming how many", async () => {
    const amer = (await list(admin, { filter: { centerCode: "AMER" } })).data!.centers.items[0]!;
    const [n] = await t.h.db
      .select({ n: count() })
      .from(countries)
      .where(eq(countries.centerId, Number(amer.id)));
    expectConflict(await admin.gql(DELETE, { id: amer.id }), L10N_MSG.centerInUse, n!.n);
    expect((await admin.gql(ONE, { id: amer.id })).data).toBeTruthy();
  });

  it("keeps to the caller's data scope: other organisations' centers and organisations are NOT_FOUND", async () => {
    const mine = (
      await scoped.gql<{ createCenter: Center }>(CREATE, { input: input({ centerCode: "MINE" }) })
    ).data!.createCenter;
    expect(mine.organisation.id).toBe(north);
    const seen = (await list(scoped)).data!.centers;
    // Its own organisation's centers only (RACE was made for North Region by the admin above).
    expect(seen.items.map((c) => c.centerCode)).toEqual(["MINE", "RACE"]);
    expect(seen.total).toBe(2);
    const before = await state();
    // An organisation outside the scope (the root; Beijing is a sub-organisation, outside "own organisation").
    for (const org of [hq, beijing, "987654"]) {
      expect(
        ext(await scoped.gql(CREATE, { input: input({ centerCode: "OUT", orgId: org }) })),
      ).toMatchObject({
        code: "NOT_FOUND",
      });
      expect(
        ext(await scoped.gql(UPDATE, { id: mine.id, input: input({ centerCode: "MINE", orgId: org }) })),
      ).toMatchObject({ code: "NOT_FOUND" });
    }
    const emea = (await list(admin, { filter: { centerCode: "EMEA" } })).data!.centers.items[0]!;
    expect(ext(await scoped.gql(ONE, { id: emea.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect(
      ext(await scoped.gql(UPDATE, { id: emea.id, input: input({ centerCode: "EMEA" }) })),
    ).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(ext(await scoped.gql(DELETE, { id: emea.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect(ext(await scoped.gql(TRANSLATE, { id: emea.id, input: { countries: [] } }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await state()).toEqual(before);
  });

  it("sets the names per language of the countries a center supports (Country translation)", async () => {
    const cn = (await list(admin, { filter: { centerCode: "CN" } })).data!.centers.items.find(
      (c) => c.centerCode === "CN",
    )!;
    const fr = await languageId(t.h.db, "fr");
    const r = await admin.gql<{ setCenterCountryTranslations: Center }>(TRANSLATE, {
      id: cn.id,
      input: {
        countries: [{ countryId: country.SG, translations: [{ languageId: fr, name: "Singapour (ville)" }] }],
      },
    });
    const sg = r.data!.setCenterCountryTranslations.countries.find((c) => c.countryCode === "SG")!;
    expect(sg.translations).toEqual([{ languageId: fr, languageCode: "fr", name: "Singapour (ville)" }]);
    const before = await t.h.db
      .select()
      .from(countryTranslations)
      .orderBy(countryTranslations.countryId, countryTranslations.languageId);
    // France is not a country of the China center.
    expectFieldErrors(
      await admin.gql(TRANSLATE, {
        id: cn.id,
        input: { countries: [{ countryId: country.FR, translations: [{ languageId: fr, name: "France" }] }] },
      }),
      { "countries[0].countryId": MSG.invalid },
    );
    expectFieldErrors(
      await admin.gql(TRANSLATE, {
        id: cn.id,
        input: { countries: [{ countryId: country.JP, translations: [{ languageId: fr, name: "" }] }] },
      }),
      { "countries[0].translations[0].name": MSG.required },
    );
    expect(
      await t.h.db
        .select()
        .from(countryTranslations)
        .orderBy(countryTranslations.countryId, countryTranslations.languageId),
    ).toEqual(before);
  });
});
