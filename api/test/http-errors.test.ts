import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Caller, startHarness, testDrivers, wsOnce, type Harness } from "./harness";

/** What an error body must never show: a stack, a source path, SQL, an HTML page. */
const LEAK = /\bat \S+ \(|\/work\/|node_modules|\.ts:\d|select |insert |from "|<html|<pre|<!doctype/i;

interface Answer {
  status: number;
  type: string;
  text: string;
  body: Record<string, unknown>;
}

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON: the assertions below say so
  }
  return { status: res.status, type: res.headers.get("content-type") ?? "", text, body };
}

/** A plain error: JSON `{ error, message }` and nothing else. */
function expectPlain(a: Answer, status: number, code: string) {
  expect(a.text).not.toMatch(LEAK);
  expect(a.type).toMatch(/^application\/json/);
  expect(a.status).toBe(status);
  expect(Object.keys(a.body).sort()).toEqual(["error", "message"]);
  expect(a.body.error).toBe(code);
  expect(typeof a.body.message).toBe("string");
}

/** A GraphQL request error: `{ errors: [{ message, extensions: { code, messageId } }] }`. */
function expectGraphQL(a: Answer, status: number, code: string) {
  expect(a.text).not.toMatch(LEAK);
  expect(a.type).toMatch(/^application\/(graphql-response\+)?json/);
  expect(a.status).toBe(status);
  expect(Object.keys(a.body)).toEqual(["errors"]);
  const [error] = a.body.errors as { message: string; extensions: Record<string, unknown> }[];
  expect(typeof error?.message).toBe("string");
  expect(error?.extensions.code).toBe(code);
}

const json = (body: string, charset = "utf-8") => ({
  method: "POST",
  headers: { "content-type": `application/json; charset=${charset}` },
  body,
});

// Issue 9.2: these answered Express's HTML error page, with the stack, file paths and SQL in development.
describe.each(testDrivers())("HTTP errors are plain JSON ($name)", (driver) => {
  describe.each([
    ["development", {}],
    ["production", { NODE_ENV: "production", ADMIN_PASSWORD: "a-production-password" }],
  ])("in %s", (_mode, env: Record<string, string>) => {
    let t: Harness;
    beforeAll(async () => {
      t = await startHarness(await driver.open(), env);
    });
    afterAll(async () => {
      await t?.server.close();
      await t?.h.close().catch(() => undefined); // the last test closed it already
    });

    it("answers malformed JSON to /graphql with 400", async () => {
      expectGraphQL(
        await call(`${t.url}/graphql`, json(`{"query": "{ me { account } }"`)),
        400,
        "BAD_USER_INPUT",
      );
    });

    it("answers a body over the limit with 413", async () => {
      const big = JSON.stringify({ query: `{ me { account } }`, variables: { x: "a".repeat(1_100_000) } });
      expectGraphQL(await call(`${t.url}/graphql`, json(big)), 413, "BAD_USER_INPUT");
      const huge = `{"batchId":"b","devices":[],"pad":"${"a".repeat(33 * 1024 * 1024)}"}`;
      const a = await call(`${t.url}/ingest/v1/batches`, json(huge));
      expect(a.status).toBe(413);
      expect(a.text).not.toMatch(LEAK);
      expect(a.type).toMatch(/^application\/json/);
    });

    it("answers an unsupported charset on ingest with 415", async () => {
      const a = await call(`${t.url}/ingest/v1/batches`, json(`{"batchId":"b","devices":[]}`, "latin1"));
      expectPlain(a, 415, "UNSUPPORTED_MEDIA_TYPE");
    });

    it("answers unknown routes with 404, under the API paths and elsewhere", async () => {
      expectPlain(await call(`${t.url}/ingest/v1/nothing`), 404, "NOT_FOUND");
      expectPlain(await call(`${t.url}/ingest/v1/batches`), 404, "NOT_FOUND"); // GET
      expectPlain(await call(`${t.url}/device/v1/nothing`, json("{}")), 404, "NOT_FOUND");
      expectPlain(
        await call(`${t.url}/no/such/page`, { headers: { accept: "text/html" } }),
        404,
        "NOT_FOUND",
      );
    });

    it("refuses the Sandbox page in production to a session without the API-explorer permission, as JSON", async () => {
      const operator = new Caller(t.url);
      await operator.login("scope-org", "demo1234");
      const headers = { accept: "text/html", ...(operator.cookie ? { cookie: operator.cookie } : {}) };
      const a = await call(`${t.url}/graphql`, { headers });
      if (env.NODE_ENV === "production") expectGraphQL(a, 403, "FORBIDDEN");
      else expect(a.status).toBe(200);
    });

    it("answers ingest while the database is down with 503, never its SQL", async () => {
      const signedIn = new Caller(t.url);
      await signedIn.login("scope-all", "demo1234");
      await t.h.close();
      // Credentials both ways (client Basic, device token), so the answer needs the database either way.
      const batch = JSON.stringify({
        batchId: "down-1",
        devices: [{ sn: "CGM202600001", deviceToken: `cgm_dev_${"t".repeat(43)}`, readings: [] }],
      });
      const headers = {
        "content-type": "application/json",
        authorization: `Basic ${Buffer.from("demo-app:not-the-secret").toString("base64")}`,
      };
      const a = await call(`${t.url}/ingest/v1/batches`, { method: "POST", headers, body: batch });
      expectPlain(a, 503, "SERVICE_UNAVAILABLE");
      const login = `mutation { login(input: { account: "admin", password: "admin123" }) { me { account } } }`;
      const g = await call(`${t.url}/graphql`, json(JSON.stringify({ query: login })));
      expect(g.text).not.toMatch(LEAK);
      expect(JSON.stringify(g.body)).toMatch(/SERVICE_UNAVAILABLE/);
      // The WebSocket closes "try again later" (graphql-ws sent the SQL as the close reason).
      const ws = signedIn.ws();
      expect(await wsOnce(ws, `{ me { account } }`)).toEqual({ closed: 1013 });
      await ws.dispose();
    });
  });
});
