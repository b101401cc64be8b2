import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUERY_LIMITS } from "../src/common/limits";
import { Caller, adminHarness, code, wsOnce, type Harness } from "./harness";

const deep = (n: number) => `{ menuList ${"{ menuList ".repeat(n)}{ id }${" }".repeat(n)} }`;
const aliases = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: systemTimeZone`).join(" ")} }`;
const tokens = (n: number) => `{ me { ${"account ".repeat(n)} } }`;

describe("HTTP and WebSocket transports", () => {
  let t: Harness;
  let admin: Caller;
  beforeAll(async () => {
    ({ t, admin } = await adminHarness());
  });
  afterAll(async () => t?.close());

  it("answers health and readiness; metrics only with METRICS_TOKEN (security-headers.test.ts)", async () => {
    expect(await (await fetch(`${t.url}/healthz`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${t.url}/readyz`)).json()).toEqual({ status: "ready" });
    expect((await fetch(`${t.url}/metrics`)).status).toBe(404);
  });

  it("applies the depth, alias and token limits over HTTP", async () => {
    expect(code(await admin.gql(deep(QUERY_LIMITS.depth + 2)))).toBe("BAD_USER_INPUT");
    expect(code(await admin.gql(aliases(QUERY_LIMITS.aliases + 1)))).toBe("BAD_USER_INPUT");
    expect(code(await admin.gql(tokens(QUERY_LIMITS.tokens)))).toBe("BAD_USER_INPUT");
    expect((await admin.gql(aliases(QUERY_LIMITS.aliases - 1))).errors).toBeUndefined();
  });

  it("applies the same limits over the WebSocket", async () => {
    const ws = admin.ws();
    try {
      for (const q of [
        deep(QUERY_LIMITS.depth + 2),
        aliases(QUERY_LIMITS.aliases + 1),
        tokens(QUERY_LIMITS.tokens),
      ]) {
        const r = await wsOnce(ws, q);
        expect("errors" in r && r.errors?.length).toBeTruthy();
      }
      const ok = await wsOnce(ws, `{ me { account } }`);
      expect(ok).toEqual({ data: { me: { account: "admin" } } });
    } finally {
      await ws.dispose();
    }
  });

  it("refuses a WebSocket without a session, or from a foreign origin", async () => {
    const anonymous = new Caller(t.url).ws();
    expect(await wsOnce(anonymous, `{ systemTimeZone }`)).toEqual({ closed: 4403 });
    await anonymous.dispose();
    const foreign = admin.ws("https://evil.example");
    expect(await wsOnce(foreign, `{ systemTimeZone }`)).toEqual({ closed: 4403 });
    await foreign.dispose();
  });

  it("stops answering on the WebSocket once the session ends", async () => {
    const c = new Caller(t.url);
    await c.login("scope-all", "demo1234");
    const ws = c.ws();
    expect(await wsOnce(ws, `{ me { account } }`)).toEqual({ data: { me: { account: "scope-all" } } });
    await new Caller(t.url).gql(`mutation { logout }`); // another caller's logout changes nothing
    expect(await wsOnce(ws, `{ me { account } }`)).toEqual({ data: { me: { account: "scope-all" } } });
    const cookie = c.cookie;
    await c.gql(`mutation { logout }`);
    c.cookie = cookie;
    // The logout closes the session's socket (4401); a reconnect with the old cookie is refused (4403).
    const after = await wsOnce(ws, `{ me { account } }`);
    expect(JSON.stringify(after)).toMatch(/UNAUTHENTICATED|"closed":440[13]/);
    await ws.dispose();
  });

  it("never leaks a stack or SQL text", async () => {
    const r = await admin.gql(`{ me { account } overview { organisations } }`, { unused: "x" });
    expect(JSON.stringify(r)).not.toMatch(/stacktrace|at .*\.ts:|select |insert /i);
    const bad = await admin.gql(`{ me { account `);
    expect(code(bad)).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(bad)).not.toMatch(/stacktrace/);
  });
});
