import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { centerCountries, centers, countries, countryTranslations, seedIconId } from "@cgm/db";
import { L10N_MSG, MSG } from "@cgm/domain";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { uploadedIcon } from "./country.import.helpers";
import {
  expectConflict,
  expectFieldErrors,
  ext,
  languageId,
  orgId,
  ORG,
  raceCreates,
} from "./localisation.fixtures";

const FIELDS = `id country countryCode phoneAreaCode iconFileId center { id name } defaultLanguage { id name }
  translations { languageId languageCode name } createdAt updatedAt`;
const LIST = `query($filter: CountryFilter, $sort: CountrySort, $page: PageInput) {
  countries(filter: $filter, sort: $sort, page: $page) { total items { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { country(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation($input: CountryInput!) { createCountry(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CountryInput!) { updateCountry(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteCountry(id: $id) }`;
const TRANSLATE = `mutation($id: ID!, $input: CountryTranslationsInput!) {
  setCountryTranslations(id: $id, input: $input) { ${FIELDS} } }`;

interface Country {
  id: string;
  country: string;
  countryCode: string;
  phoneAreaCode: string;
  iconFileId: string | null;
  center: { id: string; name: string };
  defaultLanguage: { id: string; name: string };
  translations: { languageId: string; languageCode: string; name: string }[];
}

describe.each(testDrivers())("countries on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let scoped: Caller;
  let en: string;
  let fr: string;
  let cnCenter: string;
  let dir: string;
  /** An icon uploaded by the admin, not attached before a create that succeeds uses it. */
  let icon: string;
  const list = (variables: Record<string, unknown>) =>
    admin.gql<{ countries: { total: number; items: Country[] } }>(LIST, variables);
  const byCode = async (code: string) =>
    (await list({ filter: { countryCode: code } })).data!.countries.items.find(
      (c) => c.countryCode === code,
    )!;
  const input = (over: Record<string, unknown> = {}) => ({
    country: "Germany Two",
    countryCode: "DX",
    phoneAreaCode: "+49",
    iconFileId: icon,
    centerId: cnCenter,
    defaultLanguageId: en,
    ...over,
  });
  const state = async () => ({
    countries: await t.h.db.select().from(countries).orderBy(countries.id),
    supported: await t.h.db
      .select()
      .from(centerCountries)
      .orderBy(centerCountries.centerId, centerCountries.countryId),
  });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-country-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    admin = new Caller(t.url);
    scoped = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    expect((await scoped.login("scope-org", "demo1234")).errors).toBeUndefined();
    en = await languageId(t.h.db, "en");
    fr = await languageId(t.h.db, "fr");
    const [cn] = await t.h.db.select({ id: centers.id }).from(centers).where(eq(centers.code, "CN"));
    cnCenter = String(cn!.id);
    icon = await uploadedIcon(admin, t.url);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("seeds about twenty countries with phone codes, icons and real names in the twelve languages", async () => {
    const all = (await list({ page: { limit: 100 } })).data!.countries;
    expect(all.total).toBeGreaterThanOrEqual(20);
    for (const c of all.items) expect(c.iconFileId, c.countryCode).toBe(seedIconId(c.countryCode));
    const fra = all.items.find((c) => c.countryCode === "FR")!;
    expect(fra).toMatchObject({ country: "France", phoneAreaCode: "+33", center: { name: "EMEA Center" } });
    expect(fra.translations).toHaveLength(12);
    const names = Object.fromEntries(fra.translations.map((x) => [x.languageCode, x.name]));
    expect(names).toMatchObject({
      "zh-CN": "法国",
      ar: "فرنسا",
      "zh-TWN": "法国",
      pl: "Francja",
      ru: "Франция",
    });
  });

  it("pages, sorts and filters, also by a translated name", async () => {
    const desc = (await list({ sort: { field: "COUNTRY", direction: "DESC" }, page: { limit: 2 } })).data!
      .countries;
    expect(desc.items.map((c) => c.country)).toEqual(["United States", "United Kingdom"]);
    const page2 = (await list({ sort: { field: "COUNTRY_CODE" }, page: { offset: 2, limit: 2 } })).data!
      .countries;
    expect(page2.items.map((c) => c.countryCode)).toEqual(["AU", "BR"]);
    expect(
      (await list({ filter: { country: "Allemagne" } })).data!.countries.items.map((c) => c.countryCode),
    ).toEqual(["DE"]);
    const emea = (await list({ filter: { centerId: (await byCode("FR")).center.id }, page: { limit: 100 } }))
      .data!.countries;
    expect(emea.items.every((c) => c.center.name === "EMEA Center")).toBe(true);
    expect(emea.total).toBe(12);
  });

  it("refuses every rule of spec sections 5 and 9 with its message, leaving the tables as they were", async () => {
    const before = await state();
    expectFieldErrors(
      await admin.gql(CREATE, {
        input: {
          country: "",
          countryCode: "",
          phoneAreaCode: "",
          iconFileId: null,
          centerId: null,
          defaultLanguageId: null,
        },
      }),
      {
        country: MSG.required,
        countryCode: MSG.required,
        phoneAreaCode: MSG.required,
        iconFileId: MSG.required,
        centerId: MSG.required,
        defaultLanguageId: MSG.required,
      },
    );
    expectFieldErrors(
      await admin.gql(CREATE, {
        input: input({ country: "x".repeat(31), countryCode: "ABCD", phoneAreaCode: "+1234567890" }),
      }),
      { country: MSG.tooLong, countryCode: MSG.tooLong, phoneAreaCode: MSG.tooLong },
    );
    expectFieldErrors(
      await admin.gql(CREATE, { input: input({ countryCode: "D-X", phoneAreaCode: "49 x" }) }),
      {
        countryCode: MSG.specialChars,
        phoneAreaCode: L10N_MSG.areaCodeInvalid,
      },
    );
    expectFieldErrors(await admin.gql(CREATE, { input: input({ defaultLanguageId: "987654" }) }), {
      defaultLanguageId: MSG.invalid,
    });
    expect(ext(await admin.gql(CREATE, { input: input({ centerId: "987654" }) }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await state()).toEqual(before);
  });

  it("creates (its center supports it from then on), reads, updates and deletes with its translations", async () => {
    const own = await uploadedIcon(admin, t.url, "dx.png");
    const made = (
      await admin.gql<{ createCountry: Country }>(CREATE, {
        input: input({ countryCode: "dx", iconFileId: own }),
      })
    ).data!.createCountry;
    expect(made).toMatchObject({
      countryCode: "DX",
      iconFileId: own,
      center: { id: cnCenter },
      translations: [],
    });
    const supported = await t.h.db
      .select()
      .from(centerCountries)
      .where(
        and(eq(centerCountries.countryId, Number(made.id)), eq(centerCountries.centerId, Number(cnCenter))),
      );
    expect(supported).toHaveLength(1);
    expect((await admin.gql<{ country: Country }>(ONE, { id: made.id })).data!.country).toMatchObject(made);
    const upd = await admin.gql<{ updateCountry: Country }>(UPDATE, {
      id: made.id,
      // Left out, the icon stays the country's.
      input: input({
        country: "Dixieland",
        countryCode: "DXL",
        defaultLanguageId: fr,
        iconFileId: undefined,
      }),
    });
    expect(upd.data!.updateCountry).toMatchObject({
      country: "Dixieland",
      countryCode: "DXL",
      iconFileId: own,
      defaultLanguage: { id: fr },
    });
    const tr = await admin.gql<{ setCountryTranslations: Country }>(TRANSLATE, {
      id: made.id,
      input: {
        translations: [
          { languageId: fr, name: " Dixie " },
          { languageId: en, name: "Dixieland" },
        ],
      },
    });
    expect(tr.data!.setCountryTranslations.translations).toEqual([
      { languageId: en, languageCode: "en", name: "Dixieland" },
      { languageId: fr, languageCode: "fr", name: "Dixie" },
    ]);
    expect((await admin.gql(DELETE, { id: made.id })).data).toEqual({ deleteCountry: true });
    const left = await t.h.db
      .select({ n: count() })
      .from(countryTranslations)
      .where(eq(countryTranslations.countryId, Number(made.id)));
    expect(left[0]!.n).toBe(0);
    expect(ext(await admin.gql(ONE, { id: made.id }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("checks translations: required, at most 100 characters, one per language, known languages", async () => {
    const id = (await byCode("JP")).id;
    const before = await t.h.db.select().from(countryTranslations).orderBy(countryTranslations.languageId);
    const set = (translations: unknown[]) => admin.gql(TRANSLATE, { id, input: { translations } });
    expectFieldErrors(await set([{ languageId: fr, name: " " }]), { "translations[0].name": MSG.required });
    expectFieldErrors(await set([{ languageId: fr, name: "x".repeat(101) }]), {
      "translations[0].name": MSG.tooLong,
    });
    expectFieldErrors(
      await set([
        { languageId: fr, name: "Japon" },
        { languageId: fr, name: "Japon 2" },
      ]),
      { translations: MSG.invalid },
    );
    expectFieldErrors(await set([{ languageId: "987654", name: "Japon" }]), { translations: MSG.invalid });
    expect(await t.h.db.select().from(countryTranslations).orderBy(countryTranslations.languageId)).toEqual(
      before,
    );
    expect(ext(await admin.gql(TRANSLATE, { id: "987654", input: { translations: [] } }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("keeps codes unique ignoring case: a clear CONFLICT, and one winner of 20 parallel creates", async () => {
    const dup = await admin.gql(CREATE, { input: input({ countryCode: "fr" }) });
    expectConflict(dup, L10N_MSG.countryCodeTaken);
    expect(ext(dup).fieldErrors).toEqual({ countryCode: L10N_MSG.countryCodeTaken });
    await raceCreates(admin, CREATE, { input: input({ countryCode: "ZZ" }) }, L10N_MSG.countryCodeTaken);
    const [n] = await t.h.db.select({ n: count() }).from(countries).where(eq(countries.code, "ZZ"));
    expect(n!.n).toBe(1);
  });

  it("refuses deleting the only supported country of a center, naming how many centers", async () => {
    const us = await byCode("US");
    // Americas supports five countries: deleting one leaves it four.
    const [only] = await t.h.db
      .insert(centers)
      .values({
        name: "US only",
        code: "USONLY",
        domain: "us-only.example.com",
        orgId: Number(await orgId(t.h.db, ORG.hq)),
      })
      .returning({ id: centers.id });
    await t.h.db.insert(centerCountries).values({ centerId: only!.id, countryId: Number(us.id) });
    expectConflict(await admin.gql(DELETE, { id: us.id }), L10N_MSG.countryInUse, 1);
    const ca = await byCode("CA");
    expect((await admin.gql(DELETE, { id: ca.id })).data).toEqual({ deleteCountry: true });
  });

  it("lets an account choose only centers in its data scope (NOT_FOUND otherwise)", async () => {
    // scope-org sees North Region only; the seeded centers belong to other organisations.
    const r = await scoped.gql(CREATE, { input: input({ countryCode: "QQ" }) });
    expect(ext(r)).toMatchObject({ code: "NOT_FOUND" });
    const [n] = await t.h.db.select({ n: count() }).from(countries).where(eq(countries.code, "QQ"));
    expect(n!.n).toBe(0);
  });
});
