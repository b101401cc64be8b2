import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { storedFiles } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { TusCaller } from "./files.helpers";
import { eventually, imageOf } from "./rollout.fixtures";

const idOf = (location: string) => location.split("/").pop() ?? "";
const CREATE = `mutation($input: SoftwareUpgradeInput!) { createSoftwareUpgrade(input: $input) { id } }`;

/** Cancelling an upload on the server (tus termination, the Cancel button of the upload field; issue 11.1). */
describe.each(testDrivers())("a cancelled upload on $name", ({ open }) => {
  let t: Harness;
  let dir: string;
  let admin: Caller;
  let tus: TusCaller;
  let operator: TusCaller;
  const rowOf = async (id: string) =>
    (await t.h.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0];
  const onDisk = (id: string) => fs.existsSync(path.join(dir, "files", id));
  const saveWith = (packageFileId: string, versionNum: number) =>
    admin.gql(CREATE, {
      input: {
        upgradeContent: "Cancelled upload",
        productCode: "CANCEL-1",
        typeName: "iCare sensor",
        packageFileId,
        versionNum,
        versionName: `v${versionNum}`,
        upgradeType: "OPTIONAL",
      },
    });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-cancel-"));
    t = await startHarness(await open(), { DATA_DIR: dir });
    admin = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    const o = new Caller(t.url);
    expect((await o.login("scope-org", "demo1234")).errors).toBeUndefined();
    tus = new TusCaller(t.url, admin.cookie);
    operator = new TusCaller(t.url, o.cookie);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("removes a cancelled upload from the disk and from stored_files, and it cannot be attached", async () => {
    const bytes = imageOf("cancel", 300);
    const created = await tus.create("softwarePackage", "cancel.bin", bytes.length);
    expect(created.status).toBe(201);
    const location = created.headers.get("location") ?? "";
    const id = idOf(location);
    expect((await tus.patch(location, 0, bytes.subarray(0, 100 * 1024))).status).toBe(204);
    expect(onDisk(id)).toBe(true);
    expect(await rowOf(id)).toMatchObject({ size: bytes.length, completedAt: null });
    // Only its creator may cancel it.
    expect((await operator.remove(location)).status).toBe(404);
    expect(onDisk(id)).toBe(true);

    expect((await tus.remove(location)).status).toBe(204);
    expect(onDisk(id)).toBe(false);
    expect(fs.existsSync(path.join(dir, "files", `${id}.json`))).toBe(false);
    await eventually(async () => (await rowOf(id)) === undefined);
    expect((await tus.head(location)).status).toBe(404);
    expect((await tus.patch(location, 100 * 1024, bytes.subarray(100 * 1024))).status).toBe(404);
    expect((await tus.download(id)).status).toBe(404);
    const saved = await saveWith(id, 1);
    expect(saved.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: { packageFileId: "file.notAvailable" },
    });
  });

  it("does not cancel an upload that finished: it stays, and is saved with its record", async () => {
    const bytes = imageOf("finished", 64);
    const { location, res } = await tus.upload("softwarePackage", "finished.bin", bytes);
    expect(res.status).toBe(204);
    const id = idOf(location);
    expect((await tus.remove(location)).status).toBe(400);
    expect(onDisk(id)).toBe(true);
    expect((await rowOf(id))?.completedAt).not.toBeNull();
    expect((await saveWith(id, 2)).errors).toBeUndefined();
    expect((await rowOf(id))?.attachedTo).toMatch(/\d/);
  });
});
