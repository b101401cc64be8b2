import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { countries, countryTranslations, languages, storedFiles } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { ext, languageId } from "./localisation.fixtures";
import { IMPORT, refused, uploaded, xlsxRows, type Imported } from "./country.import.helpers";

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const FIELDS = "id countryCode iconFileId iconUrl";
const CREATE = `mutation($input: CountryInput!) { createCountry(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CountryInput!) { updateCountry(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteCountry(id: $id) }`;
type Saved = { id: string; countryCode: string; iconFileId: string | null; iconUrl: string | null };

describe.each(testDrivers())("country icons and import templates on $name", ({ open }) => {
  let t: Harness;
  let dir: string;
  let admin: Caller;
  let input: (over?: Record<string, unknown>) => Record<string, unknown>;
  const fileRow = async (id: string) =>
    (await t.h.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0];
  const get = (url: string, c?: Caller) =>
    fetch(`${t.url}${url}`, { headers: c?.cookie ? { cookie: c.cookie } : {} });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-icon-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    const [cn] = await t.h.db.select().from(countries).where(eq(countries.code, "CN"));
    const en = await languageId(t.h.db, "en");
    input = (over = {}) => ({
      country: "Iconland",
      countryCode: "IQ",
      phoneAreaCode: "+964",
      centerId: String(cn!.centerId),
      defaultLanguageId: en,
      ...over,
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a text file named .png at upload", async () => {
    const r = await refused(admin, t.url, "countryIcon", "flag.png", Buffer.from("not an image at all"));
    expect(r).toMatchObject({ status: 415, body: { reason: "content" } });
  });

  it("attaches an uploaded PNG to the country, serves it, and releases it when replaced or deleted", async () => {
    const first = await uploaded(admin, t.url, "countryIcon", "flag.png", PNG);
    const created = await admin.gql<{ createCountry: Saved }>(CREATE, {
      input: input({ iconFileId: first }),
    });
    expect(created.errors).toBeUndefined();
    const c = created.data!.createCountry;
    expect(c).toMatchObject({ iconFileId: first, iconUrl: `/files/v1/${first}` });
    expect(await fileRow(first)).toMatchObject({ attachedTo: `country:${c.id}` });
    const img = await get(c.iconUrl!, admin);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);

    // Left out, an update keeps the icon; a new one replaces it and the old one is released.
    const kept = await admin.gql<{ updateCountry: Saved }>(UPDATE, {
      id: c.id,
      input: input({ country: "Icon Land" }),
    });
    expect(kept.data!.updateCountry.iconFileId).toBe(first);
    const second = await uploaded(admin, t.url, "countryIcon", "flag2.png", PNG);
    const replaced = await admin.gql<{ updateCountry: Saved }>(UPDATE, {
      id: c.id,
      input: input({ iconFileId: second }),
    });
    expect(replaced.data!.updateCountry.iconFileId).toBe(second);
    expect(await fileRow(first)).toMatchObject({ attachedTo: null, attachedAt: null });
    expect(await fileRow(second)).toMatchObject({ attachedTo: `country:${c.id}` });

    // The icon is required: an update cannot remove it (null or blank), and nothing changes.
    const row = async () =>
      (
        await t.h.db
          .select()
          .from(countries)
          .where(eq(countries.id, Number(c.id)))
      )[0];
    const before = await row();
    for (const iconFileId of [null, " "]) {
      const refused = await admin.gql(UPDATE, { id: c.id, input: input({ country: "Gone", iconFileId }) });
      expect(ext(refused)).toMatchObject({
        code: "BAD_USER_INPUT",
        fieldErrors: { iconFileId: "validation.required" },
      });
    }
    expect(await row()).toEqual(before);
    expect(await fileRow(second)).toMatchObject({ attachedTo: `country:${c.id}` });

    expect((await admin.gql(DELETE, { id: c.id })).data).toEqual({ deleteCountry: true });
    expect(await fileRow(second)).toMatchObject({ attachedTo: null });
  });

  it("refuses a create without an icon (left out, null or blank), writing nothing", async () => {
    const n = await t.h.db.$count(countries);
    for (const over of [{}, { iconFileId: null }, { iconFileId: "" }]) {
      const r = await admin.gql(CREATE, { input: input({ countryCode: "IN", ...over }) });
      expect(ext(r)).toMatchObject({
        code: "BAD_USER_INPUT",
        fieldErrors: { iconFileId: "validation.required" },
      });
    }
    expect(await t.h.db.$count(countries)).toBe(n);
  });

  it("seeds an icon for every seeded country, served as a PNG like an uploaded one", async () => {
    const rows = await t.h.db.select().from(countries);
    expect(rows.every((r) => r.iconFileId)).toBe(true);
    const [de] = rows.filter((r) => r.code === "DE");
    const img = await get(`/files/v1/${de!.iconFileId}`, admin);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await img.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    expect(await fileRow(de!.iconFileId!)).toMatchObject({
      sha256: createHash("sha256").update(bytes).digest("hex"),
      attachedTo: `country:${de!.id}`,
    });
    // Left out, an update keeps the seeded icon (the form sends it back, which is the same).
    const kept = await admin.gql<{ updateCountry: Saved }>(UPDATE, {
      id: String(de!.id),
      input: {
        country: "Germany",
        countryCode: "DE",
        phoneAreaCode: de!.phoneAreaCode,
        centerId: String(de!.centerId),
        defaultLanguageId: String(de!.defaultLanguageId),
      },
    });
    expect(kept.data!.updateCountry.iconFileId).toBe(de!.iconFileId);
    const again = await admin.gql<{ updateCountry: Saved }>(UPDATE, {
      id: String(de!.id),
      input: {
        country: "Germany",
        countryCode: "DE",
        phoneAreaCode: de!.phoneAreaCode,
        centerId: String(de!.centerId),
        defaultLanguageId: String(de!.defaultLanguageId),
        iconFileId: de!.iconFileId,
      },
    });
    expect(again.data!.updateCountry.iconFileId).toBe(de!.iconFileId);
  });

  it("refuses an icon that is not a countryIcon upload of the caller, writing nothing", async () => {
    const csv = await uploaded(
      admin,
      t.url,
      "translationImport",
      "n.csv",
      Buffer.from("countryCode,languageCode,name\n"),
    );
    const other = new Caller(t.url);
    await other.login("scope-org", "demo1234");
    const theirs = await uploaded(other, t.url, "countryIcon", "theirs.png", PNG);
    for (const iconFileId of [csv, theirs, "0".repeat(32)]) {
      const r = await admin.gql(CREATE, { input: input({ countryCode: "IR", iconFileId }) });
      expect(ext(r)).toMatchObject({
        code: "BAD_USER_INPUT",
        fieldErrors: { iconFileId: "file.notAvailable" },
      });
    }
    expect(await t.h.db.select().from(countries).where(eq(countries.code, "IR"))).toEqual([]);
    expect(await fileRow(theirs)).toMatchObject({ attachedTo: null });
  });

  it("serves the import templates (CSV and XLSX) with every country and language, importable as is", async () => {
    const [nCountries, nLanguages] = await Promise.all([t.h.db.$count(countries), t.h.db.$count(languages)]);
    const csv = await get("/files/v1/templates/country-translations.csv", admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toContain("country-translations.csv");
    const text = await csv.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("countryCode,languageCode,name");
    expect(lines).toHaveLength(1 + nCountries * nLanguages);
    expect(lines).toContain("CN,fr,Chine");

    const xlsx = await get("/files/v1/templates/country-translations.xlsx", admin);
    expect(xlsx.status).toBe(200);
    const rows = await xlsxRows(Buffer.from(await xlsx.arrayBuffer()));
    expect(rows[0]).toEqual(["countryCode", "languageCode", "name"]);
    expect(rows).toHaveLength(1 + nCountries * nLanguages);
    expect(rows).toContainEqual(["SG", "fr", "Singapour"]);

    // Filled in as it comes, the template imports without errors and changes nothing.
    const names = await t.h.db.$count(countryTranslations);
    const fileId = await uploaded(
      admin,
      t.url,
      "translationImport",
      "t.xlsx",
      Buffer.from(await (await get("/files/v1/templates/country-translations.xlsx", admin)).arrayBuffer()),
    );
    const r = (await admin.gql(IMPORT, { fileId, commit: false })) as Imported;
    expect(r.data!.importCountryTranslations).toMatchObject({ invalid: 0, unchanged: names });

    expect((await get("/files/v1/templates/country-translations.csv")).status).toBe(401);
    expect((await get("/files/v1/templates/country-translations.pdf", admin)).status).toBe(404);
  });
});
