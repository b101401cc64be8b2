import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { auditLog, countries, demoSn, languages, menus, organisations } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, type Harness } from "./harness";
import { EXPORT, formatIn } from "./device-export.helpers";
import { TusCaller, pngLike } from "./files.helpers";
import { CREATE as CREATE_ACCOUNT, UPDATE as UPDATE_ACCOUNT } from "./account.helpers";

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
const CREATE_ROLE = `mutation($i: RoleInput!) { createRole(input: $i) { id } }`;
const UPDATE_ROLE = `mutation($id: ID!, $i: RoleInput!) { updateRole(id: $id, input: $i) { id } }`;
const CREATE_ORG = `mutation($i: OrganisationInput!) { createOrganisation(input: $i) { id } }`;
const FUNCTIONS = `mutation($id: ID!, $m: [Int!]) { setOrganisationFunctions(id: $id, menuIds: $m) }`;

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

  it("names what an entry points at: a role's menus, an account's role and organisations, a parent, functions", async () => {
    const beijing = await org("ORG-0101");
    const tianjin = await org("ORG-0102");
    const guangzhou = await org("ORG-0201");
    const menu = async (c: string) => (await t.h.db.select().from(menus).where(eq(menus.code, c)))[0]!.id;
    const ok = (r: { errors?: unknown }) => expect(r.errors).toBeUndefined();

    // A role's grants as menu codes; an edit lists what it gained and lost.
    const role = { name: "Audit role", level: 5 };
    const made = await admin.gql<{ createRole: { id: string } }>(CREATE_ROLE, {
      i: { ...role, menuIds: [String(await menu("cgm:list:export"))] },
    });
    const roleId = made.data!.createRole.id;
    const menuIds = [String(await menu("cgm:list")), String(await menu("org:account:add"))];
    ok(await admin.gql(UPDATE_ROLE, { id: roleId, i: { ...role, menuIds } }));
    const [roleEdit, roleMade] = await log({ entity: "role" });
    expect(roleMade!.changes).toContainEqual({
      field: "authorization",
      before: null,
      after: "cgm, cgm:list, cgm:list:export",
    });
    expect(roleEdit!.changes).toEqual([
      { field: "authorization.added", before: null, after: "org, org:account, org:account:add" },
      { field: "authorization.removed", before: "cgm:list:export", after: null },
    ]);

    // An account's role, organisation and custom organisations by name.
    const input = {
      account: "audit-nurse",
      name: "Audit Nurse",
      phone: "+86 139 0000 0001",
      orgId: beijing.id,
      roleId: Number(roleId),
      dataScope: "CUSTOM",
      customOrgIds: [beijing.id, tianjin.id],
    };
    const account = await admin.gql<{ createAccount: { account: { id: string } } }>(CREATE_ACCOUNT, {
      input,
    });
    const accountId = account.data!.createAccount.account.id;
    const moved = { ...input, orgId: tianjin.id, customOrgIds: [beijing.id, guangzhou.id] };
    ok(await admin.gql(UPDATE_ACCOUNT, { id: accountId, input: moved }));
    const [accountEdit, accountMade] = await log({ action: "account." });
    expect(accountMade!.changes).toEqual(
      expect.arrayContaining([
        { field: "role", before: null, after: "Audit role" },
        { field: "organisation", before: null, after: beijing.name },
        { field: "customOrgs", before: null, after: `${beijing.name}, ${tianjin.name}` },
      ]),
    );
    expect(accountEdit!.changes).toEqual([
      { field: "organisation", before: beijing.name, after: tianjin.name },
      { field: "customOrgs.added", before: null, after: guangzhou.name },
      { field: "customOrgs.removed", before: tianjin.name, after: null },
    ]);

    // An organisation's parent by name, its path not at all; its functions as menu codes.
    const ward = { name: "Audit Ward", number: "ORG-0901", director: "Dr A", contact: "Ms A" };
    const i = { ...ward, parentId: beijing.id, contactPhone: "+86 138 0000 0901" };
    const sub = await admin.gql<{ createOrganisation: { id: string } }>(CREATE_ORG, { i });
    const subId = sub.data!.createOrganisation.id;
    ok(await admin.gql(UPDATE_ORG, { id: subId, input: { ...i, parentId: tianjin.id } }));
    ok(await admin.gql(FUNCTIONS, { id: subId, m: [await menu("cgm:list")] }));
    ok(await admin.gql(FUNCTIONS, { id: subId, m: [await menu("org:list")] }));
    const [narrowed, restricted, orgEdit, orgMade] = await log({ entity: "organisation" });
    expect(orgMade!.changes).toContainEqual({ field: "parent", before: null, after: beijing.name });
    expect(orgMade!.changes.map((c) => c.field)).not.toContain("path");
    expect(orgEdit!.changes).toContainEqual({ field: "parent", before: beijing.name, after: tianjin.name });
    expect(orgEdit!.changes.map((c) => c.field)).not.toContain("path");
    expect(restricted!.changes).toEqual([{ field: "functions", before: null, after: "cgm, cgm:list" }]);
    expect(narrowed!.changes).toEqual([
      { field: "functions.added", before: null, after: "org, org:list" },
      { field: "functions.removed", before: "cgm, cgm:list", after: null },
    ]);

    // The device export's organisation by name.
    ok(await admin.gql(EXPORT, { f: { orgId: beijing.id }, fmt: formatIn("en") }));
    const [exported] = await log({ action: "device.export" });
    expect(exported!.filter).toEqual({ organisation: beijing.name, includeSubOrganisations: true });
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
