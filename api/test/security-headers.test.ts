import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { menus, migrate, seed } from "@cgm/db";
import { loadConfig } from "../src/config";
import { createAppServer } from "../src/server";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";

const TOKEN = "metrics-token-0123456789abcdef";

/** A built web app in miniature: the console page and one hashed asset. */
function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "cgm-web-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><script type="module" src="/assets/app-1.js"></script>`,
  );
  writeFileSync(path.join(dist, "assets", "app-1.js"), "export {};");
  return dist;
}

/** The directives of a Content-Security-Policy header, by name. */
function csp(res: Response): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (res.headers.get("content-security-policy") ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

// Issue 17.7: no response carried a security header, and /metrics was open to anyone.
describe.each(testDrivers())("security headers and /metrics ($name)", (driver) => {
  describe.each([
    ["development", {}],
    ["production", { NODE_ENV: "production", ADMIN_PASSWORD: "a-production-password" }],
  ])("in %s", (mode, env: Record<string, string>) => {
    let t: Harness;
    beforeAll(async () => {
      const h = await driver.open();
      await migrate(h);
      await seed(h.db, { demo: false, adminPassword: "admin123" });
      // An external menu entry shown in a frame: its origin is what the console may frame.
      await h.db.insert(menus).values({
        code: "ext:grafana",
        name: "Grafana",
        type: "LINK",
        url: "https://grafana.example.org/d/cgm?orgId=1",
      });
      const config = loadConfig({
        WEB_DIST: webDist(),
        ...env,
        METRICS_TOKEN: TOKEN,
        FRAME_ORIGINS: "https://wiki.example.com",
      });
      const server = await createAppServer(h, config, pino({ level: "silent" }));
      const url = `http://127.0.0.1:${await server.listen(0, "127.0.0.1")}`;
      t = { h, config, server, url, close: async () => (await server.close(), await h.close()) };
    });
    afterAll(async () => t?.close());

    it("sends a strict policy with the console, its assets and its API answers", async () => {
      for (const [path, init] of [
        ["/", {}],
        ["/assets/app-1.js", {}],
        ["/healthz", {}],
        ["/no/such/page", {}],
        ["/ingest/v1/batches", { method: "POST" }],
      ] as const) {
        const res = await fetch(`${t.url}${path}`, init);
        if (path.startsWith("/assets") || path === "/") expect(res.status, path).toBe(200);
        const policy = csp(res);
        expect(policy.get("default-src"), path).toEqual(["'self'"]);
        expect(policy.get("script-src")).toEqual(["'self'"]);
        expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
        expect(policy.get("object-src")).toEqual(["'none'"]);
        expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
        expect(policy.get("frame-src")?.sort()).toEqual(
          ["'self'", "https://grafana.example.org", "https://wiki.example.com"].sort(),
        );
        expect(res.headers.get("x-frame-options")).toBe("DENY");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("referrer-policy")).toBe("no-referrer");
        expect(res.headers.get("x-powered-by")).toBeNull();
        const hsts = res.headers.get("strict-transport-security");
        if (mode === "production") expect(hsts).toMatch(/max-age=31536000/);
        else expect(hsts).toBeNull();
      }
    });

    it("puts no ETag on API answers, and keeps the files' own", async () => {
      const answer = await fetch(`${t.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("etag")).toBeNull();
      for (const path of ["/", "/assets/app-1.js"]) {
        const res = await fetch(`${t.url}${path}`);
        expect(res.headers.get("etag"), path).toBeTruthy();
      }
    });

    it("keeps Apollo's own policy on the Sandbox page, framed by the console only", async () => {
      const admin = new Caller(t.url);
      await admin.login("admin", "admin123");
      const res = await fetch(`${t.url}/graphql`, {
        headers: { accept: "text/html", ...(admin.cookie ? { cookie: admin.cookie } : {}) },
      });
      expect(res.status).toBe(200);
      const policy = csp(res);
      expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
      expect(policy.has("script-src")).toBe(false); // the page's meta policy allows Apollo's CDN
      expect(policy.has("default-src")).toBe(false);
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await res.text()).toMatch(/http-equiv="Content-Security-Policy"[^>]*script-src 'self' 'nonce-/);
    });

    it("serves /metrics only to the METRICS_TOKEN bearer", async () => {
      const anonymous = await fetch(`${t.url}/metrics`);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({
        error: "UNAUTHENTICATED",
        message: "The metrics token is required",
      });
      const wrong = await fetch(`${t.url}/metrics`, { headers: { authorization: "Bearer nope" } });
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).not.toMatch(/cgm_/);
      await new Caller(t.url).gql(`{ systemTimeZone }`);
      const ok = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).toBe(200);
      const text = await ok.text();
      expect(text).toMatch(/cgm_http_requests_total\{method="POST",route="\/graphql",status="200"\}/);
      expect(text).toMatch(/cgm_graphql_operation_seconds_count/);
    });
  });
});

describe("/metrics without METRICS_TOKEN", () => {
  it("is not served at all", async () => {
    const [pglite] = testDrivers();
    const t = await startHarness(await pglite!.open());
    try {
      const res = await fetch(`${t.url}/metrics`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/cgm_/);
    } finally {
      await t.close();
    }
  });
});
