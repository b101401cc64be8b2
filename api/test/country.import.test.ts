import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { countries, countryTranslations, languages } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { ext } from "./localisation.fixtures";
import { pngLike, zipOf } from "./files.helpers";
import { IMPORT, csvOf, outcomes, refused, uploaded, xlsxOf, type Imported } from "./country.import.helpers";

describe.each(testDrivers())("country translation import on $name", ({ open }) => {
  let t: Harness;
  let dir: string;
  let admin: Caller;
  const upload = (name: string, bytes: Buffer) => uploaded(admin, t.url, "translationImport", name, bytes);
  const run = (fileId: string, commit: boolean, c = admin) =>
    c.gql(IMPORT, { fileId, commit }) as Promise<Imported>;
  const nameOf = async (country: string, language: string) => {
    const [row] = await t.h.db
      .select({ name: countryTranslations.name })
      .from(countryTranslations)
      .innerJoin(countries, eq(countries.id, countryTranslations.countryId))
      .innerJoin(languages, eq(languages.id, countryTranslations.languageId))
      .where(and(eq(countries.code, country), eq(languages.code, language)));
    return row?.name ?? null;
  };
  const allNames = async () =>
    (await t.h.db.select().from(countryTranslations))
      .map((r) => `${r.countryId}:${r.languageId}:${r.name}`)
      .sort();

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-import-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    // A country without any name yet, so rows can create names.
    const [cn] = await t.h.db.select().from(countries).where(eq(countries.code, "CN"));
    await t.h.db.insert(countries).values({
      name: "Testland",
      code: "TQ",
      phoneAreaCode: "+999",
      centerId: cn!.centerId,
      defaultLanguageId: cn!.defaultLanguageId,
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("previews a CSV file (header in any order) without writing, then commits every row", async () => {
    const fileId = await upload(
      "names.csv",
      csvOf([
        ["name", "languageCode", "countryCode"],
        ["China", "en", "CN"],
        ["Chine populaire", "fr", "cn"],
        ['Testland, the "new" one', "en", "TQ"],
        ["Testlandia", "fr", "TQ"],
      ]),
    );
    const before = await allNames();
    const preview = await run(fileId, false);
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.importCountryTranslations).toMatchObject({
      created: 2,
      updated: 1,
      unchanged: 1,
      invalid: 0,
      committed: false,
    });
    expect(outcomes(preview)).toEqual([
      [2, "UNCHANGED", {}],
      [3, "UPDATE", {}],
      [4, "CREATE", {}],
      [5, "CREATE", {}],
    ]);
    expect(preview.data!.importCountryTranslations.rows[2]).toMatchObject({
      countryCode: "TQ",
      languageCode: "en",
      name: 'Testland, the "new" one',
    });
    expect(await allNames()).toEqual(before);

    const done = await run(fileId, true);
    expect(done.data!.importCountryTranslations).toMatchObject({ created: 2, updated: 1, committed: true });
    expect(await nameOf("CN", "fr")).toBe("Chine populaire");
    expect(await nameOf("TQ", "en")).toBe('Testland, the "new" one');
    expect(await nameOf("TQ", "fr")).toBe("Testlandia");
    // The same file again changes nothing.
    const again = await run(fileId, true);
    expect(again.data!.importCountryTranslations).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
  });

  it("reads an XLSX file's first sheet (exceljs), numbering rows as the spreadsheet does", async () => {
    const fileId = await upload(
      "names.xlsx",
      await xlsxOf([
        ["languageCode", "countryCode", "extra", "name"],
        ["es", "TQ", "ignored", "Testlandia ES"],
        [],
        ["pl", "TQ", "", "Testlandia PL"],
      ]),
    );
    const preview = await run(fileId, false);
    expect(outcomes(preview)).toEqual([
      [2, "CREATE", {}],
      [4, "CREATE", {}],
    ]);
    const done = await run(fileId, true);
    expect(done.data!.importCountryTranslations).toMatchObject({ created: 2, committed: true });
    expect(await nameOf("TQ", "es")).toBe("Testlandia ES");
    expect(await nameOf("TQ", "pl")).toBe("Testlandia PL");
  });

  it("reports each bad row's errors, and a commit with any error writes nothing", async () => {
    const fileId = await upload(
      "bad.csv",
      csvOf([
        ["countryCode", "languageCode", "name"],
        ["TQ", "ru", "Тестландия"],
        ["ZZ", "en", "Nowhere"],
        ["CN", "xx", "China?"],
        ["", "", ""],
        ["CN", "ru", "x".repeat(101)],
        ["SG", "fr", "Singapour A"],
        ["sg", "FR", "Singapour B"],
      ]),
    );
    const preview = await run(fileId, false);
    expect(outcomes(preview)).toEqual([
      [2, "CREATE", {}],
      [3, "ERROR", { countryCode: "countryImport.unknownCountry" }],
      [4, "ERROR", { languageCode: "countryImport.unknownLanguage" }],
      [6, "ERROR", { name: "validation.tooLong" }],
      [7, "ERROR", { row: "countryImport.duplicate" }],
      [8, "ERROR", { row: "countryImport.duplicate" }],
    ]);
    expect(preview.data!.importCountryTranslations).toMatchObject({ created: 1, invalid: 5 });
    const blanks = await upload(
      "blank.csv",
      csvOf([
        ["countryCode", "languageCode", "name"],
        ["CN", " ", " "],
      ]),
    );
    expect(outcomes(await run(blanks, false))).toEqual([
      [2, "ERROR", { languageCode: "validation.required", name: "validation.required" }],
    ]);

    const before = await allNames();
    const commit = await run(fileId, true);
    expect(commit.data ?? null).toBeNull();
    expect(ext(commit)).toMatchObject({
      code: "BAD_USER_INPUT",
      messageId: "countryImport.hasErrors",
      values: { count: 5 },
    });
    expect(await allNames()).toEqual(before);
    expect(await nameOf("TQ", "ru")).toBeNull();
  });

  it("refuses files whose content is not their type, and files over the size limit, at upload", async () => {
    const png = await refused(admin, t.url, "translationImport", "names.csv", pngLike(2000));
    expect(png).toMatchObject({ status: 415, body: { reason: "content" } });
    const notZip = await refused(admin, t.url, "translationImport", "names.xlsx", csvOf([["a", "b"]]));
    expect(notZip).toMatchObject({ status: 415, body: { reason: "content" } });
    const zipNotBook = await refused(
      admin,
      t.url,
      "translationImport",
      "names.xlsx",
      zipOf({ "a.txt": "x" }),
    );
    expect(zipNotBook).toMatchObject({ status: 415, body: { reason: "content" } });
    const big = await refused(admin, t.url, "translationImport", "big.csv", Buffer.alloc(2_000_001, 0x61));
    expect(big).toMatchObject({ status: 413, body: { reason: "size" } });
    const type = await refused(admin, t.url, "translationImport", "names.txt", csvOf([["a"]]));
    expect(type).toMatchObject({ status: 415, body: { reason: "type" } });
  });

  it("refuses a file with too many rows, without a header, not in UTF-8, or not an import", async () => {
    const head = ["countryCode", "languageCode", "name"];
    const many = Array.from({ length: 5001 }, (_, i) => ["CN", "en", `China ${i}`]);
    for (const [name, bytes] of [
      ["many.csv", csvOf([head, ...many])],
      ["many.xlsx", await xlsxOf([head, ...many])],
    ] as const) {
      const r = await run(await upload(name, bytes), false);
      expect(ext(r), name).toMatchObject({
        code: "BAD_USER_INPUT",
        messageId: "countryImport.tooManyRows",
        fieldErrors: { fileId: "countryImport.tooManyRows" },
        values: { limit: 5000 },
      });
    }
    const noHeader = await run(await upload("h.csv", csvOf([["CN", "en", "China"]])), false);
    expect(ext(noHeader)).toMatchObject({ messageId: "countryImport.header" });
    // Valid UTF-8 for the first 64 KiB the upload looks at, then a Latin-1 byte.
    const latin1 = Buffer.concat([csvOf([head, ["CN", "en", "x".repeat(70_000)]]), Buffer.from([0xe9])]);
    const notUtf8 = await run(await upload("l.csv", latin1), false);
    expect(ext(notUtf8)).toMatchObject({ messageId: "countryImport.notUtf8" });
    const icon = await uploaded(admin, t.url, "countryIcon", "i.png", pngLike(100));
    expect(ext(await run(icon, false))).toMatchObject({ fieldErrors: { fileId: "file.notAvailable" } });
    expect(ext(await run("0".repeat(32), false))).toMatchObject({
      fieldErrors: { fileId: "file.notAvailable" },
    });
  });

  it("lets two commits of the same file run at once: the names are written once, consistently", async () => {
    const rows = ["ar", "cs", "es", "fr", "pl", "pt-BR", "ru", "en-US"].map((l) => ["SG", l, `SG ${l}`]);
    const fileId = await upload("race.csv", csvOf([["countryCode", "languageCode", "name"], ...rows]));
    const preview = await run(fileId, false);
    const expected = preview.data!.importCountryTranslations;
    const [a, b] = await Promise.all([run(fileId, true), run(fileId, true)]);
    expect(a.errors ?? b.errors).toBeUndefined();
    const [first, second] = [a, b].map((r) => r.data!.importCountryTranslations);
    expect(first!.created + second!.created).toBe(expected.created);
    expect(first!.updated + second!.updated).toBe(expected.updated);
    // One of them wrote; the other, after it, found every name already so.
    expect([first!.unchanged, second!.unchanged].sort()).toEqual([expected.unchanged, rows.length].sort());
    for (const r of expected.rows.filter((x) => x.outcome !== "ERROR"))
      expect(await nameOf("SG", r.languageCode)).toBe(r.name);
  });

  it("reads only the caller's own uploads", async () => {
    const fileId = await upload(
      "mine.csv",
      csvOf([
        ["countryCode", "languageCode", "name"],
        ["CN", "en", "China"],
      ]),
    );
    const other = new Caller(t.url);
    await other.login("scope-org", "demo1234");
    expect(ext(await run(fileId, false, other))).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: { fileId: "file.notAvailable" },
    });
    expect((await run(fileId, false)).data!.importCountryTranslations.unchanged).toBe(1);
  });
});
