import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sessions } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { LiveRecheck } from "../src/live/recheck";
import { credentialKey, principalOfHeaders } from "../src/http/principal";
import { sameAccess } from "../src/live/ws";
import type { Principal } from "../src/context";

/** A stand-in for an open WebSocket connection: its headers, its principal, and how it was closed. */
interface Conn {
  cookie: string;
  principal: Principal;
  closed?: "unauthorized" | "accessChanged";
}

describe.each(testDrivers())("live connections' session re-checks on $name", ({ open }) => {
  let t: Harness;
  beforeAll(async () => {
    t = await startHarness(await open());
  });
  afterAll(async () => t?.close());

  /** Re-checks as live/ws.ts does, counting the principal loads. */
  function recheck(everyMs = 60_000) {
    const loads: string[] = [];
    const errors: unknown[] = [];
    let failNext = false;
    const r = new LiveRecheck<Conn>({
      everyMs,
      sliceMs: 3_600_000,
      concurrency: 4,
      credentialOf: (c) => credentialKey({ cookie: c.cookie }),
      load: async (c) => {
        loads.push(c.cookie);
        if (failNext) {
          failNext = false;
          throw new Error("connection terminated");
        }
        return principalOfHeaders(t.h.db, t.config, { cookie: c.cookie }, { touch: false, fresh: true });
      },
      apply: (c, now) => {
        if (!now) c.closed = "unauthorized";
        else if (!sameAccess(now, c.principal)) c.closed = "accessChanged";
      },
      onError: (e) => void errors.push(e),
    });
    return { r, loads, errors, failOnce: () => (failNext = true) };
  }

  async function signedIn(account: string, password: string): Promise<{ cookie: string; p: Principal }> {
    const c = new Caller(t.url);
    expect((await c.login(account, password)).errors).toBeUndefined();
    const cookie = c.cookie ?? "";
    const p = await principalOfHeaders(t.h.db, t.config, { cookie }, { touch: false });
    if (!p) throw new Error(`${account} has no session`);
    return { cookie, p };
  }

  it("loads a session once for all its connections, and only when they are due", async () => {
    const a = await signedIn("admin", "admin123");
    const b = await signedIn("scope-org", "demo1234");
    const { r, loads } = recheck();
    const start = Date.now();
    const conns: Conn[] = [
      ...Array.from({ length: 1000 }, () => ({ cookie: a.cookie, principal: a.p })),
      ...Array.from({ length: 10 }, () => ({ cookie: b.cookie, principal: b.p })),
    ];
    for (const c of conns) r.add(c, start);
    await r.sweep(start + 59_000);
    expect(loads).toHaveLength(0);
    await r.sweep(start + 60_000);
    expect(loads.sort()).toEqual([a.cookie, b.cookie].sort());
    expect(conns.filter((c) => c.closed)).toEqual([]);
    // Checked just now: not due again until a minute later.
    await r.sweep(start + 61_000);
    expect(loads).toHaveLength(2);
    r.stop();
  });

  it("closes every connection of a session revoked behind the bus, and no other", async () => {
    const a = await signedIn("scope-subtree", "demo1234");
    const b = await signedIn("scope-custom", "demo1234");
    const { r, loads } = recheck();
    const start = Date.now();
    const mine = Array.from({ length: 50 }, (): Conn => ({ cookie: a.cookie, principal: a.p }));
    const theirs = Array.from({ length: 50 }, (): Conn => ({ cookie: b.cookie, principal: b.p }));
    const gone: Conn = { cookie: a.cookie, principal: a.p };
    for (const c of [...mine, ...theirs, gone]) r.add(c, start);
    r.remove(gone);
    await t.h.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, a.p.kind === "staff" ? a.p.sessionId : -1));
    await r.sweep(start + 60_000);
    expect(loads).toHaveLength(2);
    expect(mine.map((c) => c.closed)).toEqual(mine.map(() => "unauthorized"));
    expect(theirs.filter((c) => c.closed)).toEqual([]);
    expect(gone.closed).toBeUndefined();
    expect(r.size).toBe(100);
    r.stop();
  });

  it("closes for a new check a connection whose principal changed, and keeps one whose load failed", async () => {
    const a = await signedIn("scope-org", "demo1234");
    const { r, loads, errors, failOnce } = recheck();
    const changed: Conn = { cookie: a.cookie, principal: { ...a.p, roleId: a.p.roleId + 1 } };
    const same: Conn = { cookie: a.cookie, principal: a.p };
    r.add(changed, 0);
    r.add(same, 0);
    failOnce();
    await r.check([changed, same], 1_000);
    expect(errors).toHaveLength(1);
    expect([changed.closed, same.closed]).toEqual([undefined, undefined]);
    // An access change checks them at once, whenever they were last checked.
    await r.check([changed, same], 2_000);
    expect(loads).toHaveLength(2);
    expect([changed.closed, same.closed]).toEqual(["accessChanged", undefined]);
    r.stop();
  });
});
