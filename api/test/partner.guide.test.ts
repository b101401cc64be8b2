/**
 * The partner guide's sample sync loop (docs/examples/partner-sync.mjs) runs as written against a running
 * server, as the guide tells a partner to run it; and the guide names every partner query.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, inArray } from "drizzle-orm";
import { openDatabase, devices } from "@cgm/db";
import { Caller, startHarness, type Harness } from "./harness";
import { guideCallbackExamples, keysOf, makeKey, subtreeOf } from "./partner.helpers";
import { PARTNER_QUERIES } from "../src/modules/partner/partner.resolver";
import { CALLBACK_EVENT_TYPES } from "../src/modules/callback/callback.events";

const root = path.resolve(import.meta.dirname, "../..");
const script = path.join(root, "docs/examples/partner-sync.mjs");
const guide = path.join(root, "docs/partner-guide.md");
const run = promisify(execFile);

describe("the partner guide", () => {
  let t: Harness;
  let key: string;
  let dir: string;
  beforeAll(async () => {
    t = await startHarness(await openDatabase());
    const admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    key = await makeKey(t, admin, "ORG-0200");
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "partner-sync-"));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const sync = async () => {
    const { stdout } = await run(process.execPath, [script, "--once"], {
      cwd: dir,
      env: { ...process.env, CGM_URL: t.url, CGM_PARTNER_KEY: key },
      timeout: 60_000,
    });
    return stdout.trim().split("\n").at(-1)!;
  };

  it("syncs the tree, then only what changed, keeping its cursor between runs", async () => {
    const tree = await subtreeOf(t.h, "ORG-0200");
    const first = await sync();
    expect(first).toMatch(
      new RegExp(`holding ${tree.sns.size} devices in ${tree.orgIds.size} organisations$`),
    );
    expect(await sync()).toBe(
      `synced: 0 changes, 0 readings; holding ${tree.sns.size} devices in ${tree.orgIds.size} organisations`,
    );
    const [one, two] = await t.h.db
      .select()
      .from(devices)
      .where(inArray(devices.orgId, [...tree.orgIds]))
      .limit(2);
    await t.h.db.update(devices).set({ goodsCode: "GUIDE" }).where(eq(devices.id, one!.id));
    await t.h.db.delete(devices).where(eq(devices.id, two!.id));
    expect(await sync()).toMatch(new RegExp(`^synced: 2 changes, .*holding ${tree.sns.size - 1} devices`));
    const state = JSON.parse(fs.readFileSync(path.join(dir, "partner-sync.state.json"), "utf8")) as {
      devices: Record<string, { goodsCode?: string; sn: string }>;
    };
    expect(state.devices[String(two!.id)]).toBeUndefined();
    expect(state.devices[String(one!.id)]?.sn).toBe(one!.sn);
  });

  it("refuses to start without a key, and stops on a revoked one", async () => {
    await expect(
      run(process.execPath, [script, "--once"], { cwd: dir, env: { ...process.env, CGM_PARTNER_KEY: "" } }),
    ).rejects.toMatchObject({ code: 2 });
    await expect(
      run(process.execPath, [script, "--once"], {
        cwd: dir,
        env: { ...process.env, CGM_URL: t.url, CGM_PARTNER_KEY: "cgm_erp_revoked" },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/UNAUTHENTICATED/) });
  });

  it("documents every partner query, the subscription and the callbacks chapter", () => {
    const text = fs.readFileSync(guide, "utf8");
    for (const q of [...PARTNER_QUERIES, "deviceAnomalies"]) expect(text, q).toContain(`\`${q}\``);
    expect(text).toMatch(/^## Callbacks$/m);
    expect(text).toContain("docs/examples/partner-sync.mjs");
  });

  it("gives an example body of every callback event, each with the fields every body has", () => {
    const examples = guideCallbackExamples();
    expect(new Set(examples.map((e) => e.type))).toEqual(new Set(CALLBACK_EVENT_TYPES));
    for (const e of examples) {
      expect(Date.parse(e.timestamp), e.type).not.toBeNaN();
      expect(keysOf(e.data.organisation), e.type).toEqual(keysOf({ id: 1, number: "", erpNumber: null }));
      if (e.type !== "test") expect(e.data.sn, e.type).toEqual(expect.any(String));
    }
    // A device move and an organisation move (the shapes of the real bodies: callback.test.ts, partner.orgmove.test.ts).
    const moves = examples.filter((e) => e.type === "device.moved");
    expect(moves.map((e) => "organisationMove" in e.data)).toEqual([false, true]);
  });
});
