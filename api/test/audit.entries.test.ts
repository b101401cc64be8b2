import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { auditLog, countries, demoSn, languages, organisations } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, type Harness } from "./harness";
import { EXPORT, formatIn } from "./device-export.helpers";
import { TusCaller, pngLike } from "./files.helpers";

const LOG = `query($f: AuditFilter) { auditLog(filter: $f, page: { limit: 100 }) { items {
  action verb entity entityId entityName rows filter changes { field before after } } } }`;
type Entry = {
  action: string;
  verb: string;
  entity: string;
  entityId: string | null;
  entityName: string | null;
  rows: number | null;
  filter: Record<string, unknown> | null;
  changes: { field: string; before: string | null; after: string | null }[];
};
const STATUS = `mutation($id: ID!, $s: OrganisationStatus!) { setOrganisationStatus(id: $id, status: $s) { id } }`;
const UPDATE_ORG = `mutation($id: ID!, $input: OrganisationInput!) { updateOrganisation(id: $id, input: $input) { id } }`;
const RECORD = `mutation($r: String!, $n: Int!, $f: JSON) { recordExport(resource: $r, rows: $n, filter: $f) }`;

describe.each(testDrivers())("operation log entries on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let dir: string;
  const log = async (f: Record<string, unknown>) =>
    (await admin.gql<{ auditLog: { items: Entry[] } }>(LOG, { f })).data!.auditLog.items;
  const org = async (number: string) =>
    (await t.h.db.select().from(organisations).where(eq(organisations.number, number)))[0]!;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-audit-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("tells disabling from enabling, names the organisation as it was called, and shows only the status", async () => {
    const south = await org("ORG-0200");
    await admin.gql(STATUS, { id: south.id, s: "DISABLED" });
    await admin.gql(STATUS, { id: south.id, s: "ACTIVE" });
    const renamed = `${south.name} (renamed)`;
    const input = {
      parentId: south.parentId,
      name: renamed,
      number: south.number,
      director: south.director,
      contact: south.contact,
      contactPhone: south.contactPhone,
      emails: south.emails,
      label: south.label ?? "",
    };
    expect((await admin.gql(UPDATE_ORG, { id: south.id, input })).errors).toBeUndefined();
    const [update, enable, disable] = await log({ entity: "organisation" });
    expect(disable).toMatchObject({ verb: "disable", entityName: south.name, entityId: String(south.id) });
    expect(disable!.changes).toEqual([{ field: "status", before: "ACTIVE", after: "DISABLED" }]);
    expect(enable).toMatchObject({ action: "organisation.status", verb: "enable", entityName: south.name });
    expect(enable!.changes).toEqual([{ field: "status", before: "DISABLED", after: "ACTIVE" }]);
    // The rename names the organisation by its new name, and lists the name alone.
    expect(update).toMatchObject({ verb: "update", entityName: renamed });
    expect(update!.changes).toEqual([{ field: "name", before: south.name, after: renamed }]);
  });

  it("keeps the name of a deleted object, and gives older entries the current name or none", async () => {
    const made = await admin.gql<{ createLanguage: { id: string } }>(
      `mutation($i: LanguageInput!) { createLanguage(input: $i) { id } }`,
      { i: { language: "Klingon", languageCode: "tlh", appDisplayCode: "tlh" } },
    );
    const id = made.data!.createLanguage.id;
    await admin.gql(`mutation($id: ID!) { deleteLanguage(id: $id) }`, { id });
    const [deleted, created] = await log({ entity: "language" });
    expect(deleted).toMatchObject({ verb: "delete", entityName: "Klingon" });
    expect(deleted!.changes).toContainEqual({ field: "name", before: "Klingon", after: null });
    expect(created).toMatchObject({ verb: "create", entityName: "Klingon" });
    expect(created!.changes).toContainEqual({ field: "code", before: null, after: "tlh" });

    const [en] = await t.h.db.select().from(languages).where(eq(languages.code, "en"));
    await t.h.db.insert(auditLog).values([
      { action: "language.update", entity: "language", entityId: String(en!.id), actor: "old" },
      { action: "language.update", entity: "language", entityId: "999999", actor: "old" },
    ]);
    const older = (await log({ actor: "old" })).map((e) => e.entityName);
    expect(older).toEqual([null, en!.name]);
  });

  it("logs the device export with its filter and row count", async () => {
    const r = await admin.gql(EXPORT, { f: { sn: demoSn(1), isSales: null }, fmt: formatIn("en") });
    expect(r.errors).toBeUndefined();
    const [entry] = await log({ action: "device.export" });
    expect(entry).toMatchObject({ verb: "export", entity: "device", rows: 1, changes: [] });
    expect(entry!.filter).toEqual({ sn: demoSn(1), includeSubOrganisations: true });
  });

  it("logs a list exported in the browser, and refuses bad or foreign records", async () => {
    const f = { language: "en", code: "" };
    expect((await admin.gql(RECORD, { r: "language", n: 12, f })).data).toEqual({ recordExport: true });
    const [entry] = await log({ action: "language.export" });
    expect(entry).toMatchObject({ verb: "export", entity: "language", rows: 12, filter: { language: "en" } });

    const fieldErrors = async (v: Record<string, unknown>) =>
      (await admin.gql(RECORD, { r: "language", n: 1, ...v })).errors?.[0]?.extensions?.fieldErrors;
    expect(await fieldErrors({ r: "passwords" })).toEqual({ resource: "audit.exportResourceInvalid" });
    expect(await fieldErrors({ n: -1 })).toEqual({ rows: "audit.exportRowsInvalid" });
    expect(await fieldErrors({ n: 10_001 })).toEqual({ rows: "audit.exportRowsInvalid" });
    expect(await fieldErrors({ f: { a: "x".repeat(201) } })).toEqual({ filter: "audit.exportFilterInvalid" });
    expect(await fieldErrors({ f: ["a"] })).toEqual({ filter: "audit.exportFilterInvalid" });
    const wide = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, "x"]));
    expect(await fieldErrors({ f: wide })).toEqual({ filter: "audit.exportFilterInvalid" });
    expect(await fieldErrors({ f: { a: { nested: true } } })).toEqual({
      filter: "audit.exportFilterInvalid",
    });

    const operator = new Caller(t.url);
    const me = await operator.login("scope-all", "demo1234");
    const codes = (me.data as { login: { me: { permissionCodes: string[] } } }).login.me.permissionCodes;
    expect(codes).not.toContain("sys:dict");
    expect(code(await operator.gql(RECORD, { r: "dictionary", n: 1 }))).toBe("FORBIDDEN");
    expect(code(await new Caller(t.url).gql(RECORD, { r: "language", n: 1 }))).toBe("UNAUTHENTICATED");
    expect(await log({ action: "dictionary.export" })).toEqual([]);
  });

  it("logs file and template downloads: the file's name, the template's rows, a resumed download once, icons not", async () => {
    const tus = new TusCaller(t.url, admin.cookie);
    const { location } = await tus.upload(
      "translationImport",
      "names.csv",
      Buffer.from(`countryCode,languageCode,name\n${"CN,en,China\n".repeat(200)}`),
    );
    const id = location.split("/").pop()!;
    expect((await tus.download(id)).status).toBe(200);
    expect((await tus.download(id, { range: "bytes=1024-" })).status).toBe(206);
    // An icon is a picture every list draws: fetching it is not a download worth a log entry.
    const icon = (await tus.upload("countryIcon", "flag.png", pngLike(2048))).location.split("/").pop()!;
    expect((await tus.download(icon)).status).toBe(200);
    const files = await log({ action: "file.download" });
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      verb: "download",
      entity: "file",
      entityId: id,
      entityName: "names.csv",
    });

    const csv = await fetch(`${t.url}/files/v1/templates/country-translations.csv`, {
      headers: { cookie: admin.cookie! },
    });
    expect(csv.status).toBe(200);
    const [nCountries, nLanguages] = await Promise.all([t.h.db.$count(countries), t.h.db.$count(languages)]);
    const [template] = await log({ action: "country.downloadTemplate" });
    expect(template).toMatchObject({ verb: "downloadTemplate", rows: nCountries * nLanguages, changes: [] });
  });
});
