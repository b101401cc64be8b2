import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { countryTranslations, languages, seed } from "@cgm/db";
import { L10N_MSG, LOCALES, MSG } from "@cgm/domain";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { expectConflict, expectFieldErrors, ext, raceCreates } from "./localisation.fixtures";
import { asErp, insertAccount, insertRole } from "./role.fixtures";

const FIELDS = `id language languageCode appDisplayCode countries createdAt updatedAt`;
const LIST = `query($filter: LanguageFilter, $sort: LanguageSort, $page: PageInput) {
  languages(filter: $filter, sort: $sort, page: $page) { total items { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { language(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation($input: LanguageInput!) { createLanguage(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: LanguageInput!) { updateLanguage(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteLanguage(id: $id) }`;

interface Lang {
  id: string;
  language: string;
  languageCode: string;
  appDisplayCode: string;
  countries: number;
}

describe.each(testDrivers())("languages on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let operator: Caller;
  const list = (variables: Record<string, unknown>) =>
    admin.gql<{ languages: { total: number; items: Lang[] } }>(LIST, variables);
  const rows = () => t.h.db.select().from(languages).orderBy(languages.id);

  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    operator = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    expect((await operator.login("scope-personal", "demo1234")).errors).toBeUndefined();
  });
  afterAll(async () => t?.close());

  it("seeds the twelve interface languages once, and a second seed brings back nothing deleted", async () => {
    const all = (await list({ page: { limit: 100 } })).data!.languages;
    expect(all.items.map((l) => l.languageCode).sort()).toEqual([...LOCALES].sort());
    expect(all.items.find((l) => l.languageCode === "fr")).toMatchObject({ appDisplayCode: "fr" });
    const zhTwn = all.items.find((l) => l.languageCode === "zh-TWN")!;
    expect(zhTwn.countries).toBe(0);
    expect((await admin.gql(DELETE, { id: zhTwn.id })).data).toEqual({ deleteLanguage: true });
    await seed(t.h.db, { demo: true, adminPassword: "admin123" });
    const after = (await list({ page: { limit: 100 } })).data!.languages;
    expect(after.total).toBe(LOCALES.length - 1);
  });

  it("pages, sorts and filters on the server", async () => {
    const byCodeDesc = (
      await list({ sort: { field: "LANGUAGE_CODE", direction: "DESC" }, page: { limit: 3 } })
    ).data!.languages;
    expect(byCodeDesc.total).toBe(LOCALES.length - 1);
    expect(byCodeDesc.items.map((l) => l.languageCode)).toEqual(["zh-CN", "zh-CHN", "ru"]);
    const second = (await list({ sort: { field: "LANGUAGE_CODE" }, page: { offset: 1, limit: 2 } })).data!
      .languages;
    expect(second.items.map((l) => l.languageCode)).toEqual(["cs", "en"]);
    const en = (await list({ filter: { languageCode: "EN" } })).data!.languages;
    expect(en.items.map((l) => l.languageCode)).toEqual(["en", "en-US"]);
    expect((await list({ filter: { language: "fran" } })).data!.languages.items[0]?.languageCode).toBe("fr");
    expect((await list({ filter: { languageCode: "%" } })).data!.languages.total).toBe(0);
    expectFieldErrors(await list({ page: { limit: 101 } }), { limit: MSG.range });
  });

  it("refuses every rule of spec section 5 with its message, leaving the table as it was", async () => {
    const before = await rows();
    expectFieldErrors(
      await admin.gql(CREATE, { input: { language: " ", languageCode: "", appDisplayCode: "" } }),
      {
        language: MSG.required,
        languageCode: MSG.required,
        appDisplayCode: MSG.required,
      },
    );
    expectFieldErrors(
      await admin.gql(CREATE, {
        input: { language: "x".repeat(31), languageCode: "x".repeat(11), appDisplayCode: "y".repeat(11) },
      }),
      { language: MSG.tooLong, languageCode: MSG.tooLong, appDisplayCode: MSG.tooLong },
    );
    expectFieldErrors(
      await admin.gql(CREATE, {
        input: { language: "Deutsch", languageCode: "de;DE", appDisplayCode: "de de" },
      }),
      { languageCode: MSG.specialChars, appDisplayCode: MSG.specialChars },
    );
    expect(await rows()).toEqual(before);
  });

  it("creates, reads, updates and deletes, trimming what is typed", async () => {
    const made = (
      await admin.gql<{ createLanguage: Lang }>(CREATE, {
        input: { language: " Deutsch ", languageCode: "de", appDisplayCode: "de_DE" },
      })
    ).data!.createLanguage;
    expect(made).toMatchObject({
      language: "Deutsch",
      languageCode: "de",
      appDisplayCode: "de_DE",
      countries: 0,
    });
    expect((await admin.gql<{ language: Lang }>(ONE, { id: made.id })).data!.language).toMatchObject(made);
    const upd = await admin.gql<{ updateLanguage: Lang }>(UPDATE, {
      id: made.id,
      input: { language: "German", languageCode: "de-DE", appDisplayCode: "de" },
    });
    expect(upd.data!.updateLanguage).toMatchObject({ language: "German", languageCode: "de-DE" });
    expect((await admin.gql(DELETE, { id: made.id })).data).toEqual({ deleteLanguage: true });
    expect(ext(await admin.gql(ONE, { id: made.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect(ext(await admin.gql(DELETE, { id: made.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect(ext(await admin.gql(ONE, { id: "99999999999" }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("keeps codes unique ignoring case: a clear CONFLICT on the field, and one winner of 20 parallel creates", async () => {
    const dup = await admin.gql(CREATE, {
      input: { language: "Français 2", languageCode: "FR", appDisplayCode: "fr" },
    });
    expectConflict(dup, L10N_MSG.languageCodeTaken);
    expect(ext(dup).fieldErrors).toEqual({ languageCode: L10N_MSG.languageCodeTaken });
    const nl = await raceCreates(
      admin,
      CREATE,
      { input: { language: "Nederlands", languageCode: "nl", appDisplayCode: "nl" } },
      L10N_MSG.languageCodeTaken,
    );
    const nlId = (nl.data as { createLanguage: Lang }).createLanguage.id;
    const [n] = await t.h.db
      .select({ n: count() })
      .from(languages)
      .where(sql`lower(${languages.code}) = 'nl'`);
    expect(n!.n).toBe(1);
    // Renaming another language to a taken code is refused the same way.
    const upd = await admin.gql(UPDATE, {
      id: nlId,
      input: { language: "Nederlands", languageCode: "En", appDisplayCode: "nl" },
    });
    expectConflict(upd, L10N_MSG.languageCodeTaken);
  });

  it("refuses deleting a country's default language, naming how many countries use it", async () => {
    const all = (await list({ page: { limit: 100 } })).data!.languages;
    const ar = all.items.find((l) => l.languageCode === "ar")!;
    expect(ar.countries).toBe(3); // Saudi Arabia, the Emirates and Egypt
    expectConflict(await admin.gql(DELETE, { id: ar.id }), L10N_MSG.languageInUse, 3);
    expect((await rows()).some((l) => l.code === "ar")).toBe(true);
    const pl = all.items.find((l) => l.languageCode === "pl")!;
    expectConflict(await admin.gql(DELETE, { id: pl.id }), L10N_MSG.languageInUse, 1);
    // A language no country has as default goes, and its translations with it.
    const zhChn = all.items.find((l) => l.languageCode === "zh-CHN")!;
    expect(zhChn.countries).toBe(0);
    const translated = () =>
      t.h.db
        .select({ n: count() })
        .from(countryTranslations)
        .where(eq(countryTranslations.languageId, Number(zhChn.id)));
    expect((await translated())[0]!.n).toBeGreaterThan(0);
    expect((await admin.gql(DELETE, { id: zhChn.id })).data).toEqual({ deleteLanguage: true });
    expect((await translated())[0]!.n).toBe(0);
  });

  it("answers FORBIDDEN to an account without the page or the button, UNAUTHENTICATED to nobody", async () => {
    const viewer = await insertRole(t.h.db, "Language viewer", 5, ["i18n", "i18n:language"]);
    await insertAccount(t.h.db, "lang-viewer", viewer, "viewer123");
    const c = new Caller(t.url);
    expect((await c.login("lang-viewer", "viewer123")).errors).toBeUndefined();
    expect((await c.gql(LIST, {})).errors).toBeUndefined();
    const input = { language: "Suomi", languageCode: "fi", appDisplayCode: "fi" };
    expect(ext(await c.gql(CREATE, { input }))).toMatchObject({ code: "FORBIDDEN" });
    const id = (await list({ filter: { languageCode: "ru" } })).data!.languages.items[0]!.id;
    expect(ext(await c.gql(UPDATE, { id, input }))).toMatchObject({ code: "FORBIDDEN" });
    expect(ext(await c.gql(DELETE, { id }))).toMatchObject({ code: "FORBIDDEN" });
    const none = await insertRole(t.h.db, "No localisation", 5, ["org", "org:role"]);
    await insertAccount(t.h.db, "no-l10n", none, "viewer123");
    const d = new Caller(t.url);
    expect((await d.login("no-l10n", "viewer123")).errors).toBeUndefined();
    expect(ext(await d.gql(LIST, {}))).toMatchObject({ code: "FORBIDDEN" });
    expect(ext(await d.gql(ONE, { id }))).toMatchObject({ code: "FORBIDDEN" });
    // The operator role holds Localisation.
    expect((await operator.gql(LIST, {})).errors).toBeUndefined();
    expect(ext(await new Caller(t.url).gql(LIST, {}))).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("gives a partner ERP key neither the language list nor its writes (its codes are the ERP reads)", async () => {
    const before = await rows();
    const read = await asErp(t.h.db, t.url, `{ languages { total } }`);
    expect(read.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN" });
    const write = await asErp(
      t.h.db,
      t.url,
      `mutation { createLanguage(input: { language: "Suomi", languageCode: "fi", appDisplayCode: "fi" }) { id } }`,
    );
    expect(write.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN" });
    expect(await rows()).toEqual(before);
  });
});
