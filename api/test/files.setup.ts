import { afterAll, beforeAll } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { accounts, storedFiles, type DbHandle } from "@cgm/db";
import { localStorage, type FileStorage } from "../src/files/store";
import { Caller, startHarness, type Harness } from "./harness";
import { TusCaller } from "./files.helpers";

/** A server with its own data directory, and the admin and a scope-org operator signed in to upload. */
export interface FileSetup {
  t: Harness;
  dir: string;
  storage: FileStorage;
  admin: TusCaller;
  adminGql: Caller;
  operator: TusCaller;
  adminId: number;
  /** A stored file's row. */
  rowOf(id: string): Promise<typeof storedFiles.$inferSelect | undefined>;
  /** Whether a stored file's bytes are on disk. */
  onDisk(id: string): boolean;
}

/** Starts the server before the suite's tests and stops it after; the fields are set once started. */
export function useFileSetup(open: () => Promise<DbHandle>): FileSetup {
  const s = {
    rowOf: async (id: string) => (await s.t.h.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0],
    onDisk: (id: string) => fs.existsSync(path.join(s.dir, "files", id)),
  } as FileSetup;
  beforeAll(async () => {
    s.dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-files-"));
    s.t = await startHarness(await open(), { DATA_DIR: s.dir });
    s.storage = localStorage(path.join(s.dir, "files"));
    const a = new Caller(s.t.url);
    await a.login("admin", "admin123");
    const o = new Caller(s.t.url);
    await o.login("scope-org", "demo1234");
    s.admin = new TusCaller(s.t.url, a.cookie);
    s.adminGql = a;
    s.operator = new TusCaller(s.t.url, o.cookie);
    s.adminId = (await s.t.h.db.select().from(accounts).where(eq(accounts.account, "admin")))[0]!.id;
  });
  afterAll(async () => {
    await s.t?.close();
    fs.rmSync(s.dir, { recursive: true, force: true });
  });
  return s;
}
