import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { Client } from "graphql-ws";
import type { GraphQLSchema } from "graphql";
import { accounts, devices, menus, organisations, roles } from "@cgm/db";
import { eq } from "drizzle-orm";
import { buildBareSchema } from "../src/schema";
import { WS_LIMITS } from "../src/live/ws";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { BAD, documentFor, variablesFor, type Fixture } from "./bad-input.values";
import {
  casesOf,
  fieldKey,
  internal,
  overWs,
  signature,
  verdict,
  type Answer,
  type Root,
} from "./bad-input.cases";

describe.each(testDrivers())("bad input on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let schema: GraphQLSchema;
  let f: Fixture;
  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    schema = await buildBareSchema();
    const db = t.h.db;
    const [org] = await db.select().from(organisations).where(eq(organisations.number, "ORG-0101"));
    const [acc] = await db.select().from(accounts).where(eq(accounts.account, "scope-org"));
    const [role] = await db.select().from(roles).where(eq(roles.name, "Operator"));
    const [menu] = await db.select().from(menus).limit(1);
    const [dev] = await db.select().from(devices).limit(1);
    f = {
      orgId: org!.id,
      parentOrgId: org!.parentId!,
      accountId: acc!.id,
      roleId: role!.id,
      menuId: menu!.id,
      sn: dev!.sn,
    };
  });
  afterAll(async () => t?.close());

  /** Runs every case through `send`; mutations must leave the database as it was. */
  async function sweep(
    roots: Root[],
    send: (query: string, vars: Record<string, unknown>) => Promise<Answer>,
    /** The length of the over-long strings: a WebSocket message is capped at 64 KiB (WS_LIMITS). */
    hugeLength = BAD.huge.length,
  ) {
    const failures: string[] = [];
    let before = await signature(t.h);
    const cases = casesOf(schema, roots);
    for (const c of cases) {
      const vars = variablesFor(
        c.root === "query" ? "Query" : c.root === "mutation" ? "Mutation" : "Subscription",
        c.field,
        { arg: c.arg, leaf: c.leaf, bad: c.kind === "huge" ? "x".repeat(hugeLength) : c.value },
        f,
      );
      const answer = await send(documentFor(c.root, c.field), vars);
      const where = `${c.root} ${c.field.name}(${fieldKey(c.arg, c.leaf.path)}) ${c.kind}`;
      const problem = verdict(c, answer);
      if (problem) failures.push(`${where}: ${problem}`);
      if (c.root === "mutation") {
        const after = await signature(t.h);
        if (after !== before) failures.push(`${where}: the database was written`);
        before = after;
      }
    }
    return { failures, count: cases.length };
  }

  it("answers bad arguments of every query and mutation over HTTP with a client error, writing nothing", async () => {
    const { failures, count } = await sweep(["query", "mutation"], (q, v) => admin.gql(q, v));
    expect(count).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 120_000);

  it("answers the same over the WebSocket, subscriptions included", async () => {
    const ws = admin.ws();
    try {
      const { failures, count } = await sweep(
        ["query", "mutation", "subscription"],
        (q, v) => overWs(ws, q, v),
        30_000,
      );
      expect(count).toBeGreaterThan(100);
      expect(failures).toEqual([]);
    } finally {
      await ws.dispose();
    }
  }, 120_000);

  describe("names the field", () => {
    let ws: Client;
    beforeAll(() => void (ws = admin.ws()));
    afterAll(async () => ws?.dispose());
    /** The first error's code and field errors, over HTTP and over the WebSocket (they must agree). */
    async function both(query: string, variables: Record<string, unknown> = {}) {
      const answers = [await admin.gql(query, variables), await overWs(ws, query, variables)];
      const [http, socket] = answers.map((a) => ({
        code: a.errors?.[0]?.extensions?.code,
        fieldErrors: a.errors?.[0]?.extensions?.fieldErrors,
      }));
      expect(socket).toEqual(http);
      for (const a of answers) expect(internal(a)).toBe(false);
      return http!;
    }
    const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { me { account } } }`;

    it("NUL in the sign-in name or password: the field, not the database", async () => {
      expect(await both(LOGIN, { input: { account: "ad\u0000min", password: "admin123" } })).toEqual({
        code: "BAD_USER_INPUT",
        fieldErrors: { account: "validation.specialChars" },
      });
      expect(await both(LOGIN, { input: { account: "admin", password: "admin123\u0000" } })).toEqual({
        code: "BAD_USER_INPUT",
        fieldErrors: { password: "validation.specialChars" },
      });
    });

    it("NUL in a filter, written in the document or passed as a variable", async () => {
      const expected = { code: "BAD_USER_INPUT", fieldErrors: { sn: "validation.specialChars" } };
      expect(await both(`{ devices(filter: { sn: "A\\u0000B" }) { total } }`)).toEqual(expected);
      expect(await both(`query($sn: String!) { device(sn: $sn) { id } }`, { sn: "A\u0000B" })).toEqual(
        expected,
      );
    });

    it("year 0 and year 10000 in date arguments and filters", async () => {
      const audit = `query($f: AuditFilter) { auditLog(filter: $f) { total } }`;
      expect(await both(audit, { f: { from: "0000-01-01T00:00:00Z" } })).toEqual({
        code: "BAD_USER_INPUT",
        fieldErrors: { from: "validation.range" },
      });
      const curve = `query($sn: String!, $from: DateTimeISO!, $to: DateTimeISO!) { glucoseCurve(sn: $sn, from: $from, to: $to) { readings } }`;
      expect(
        await both(curve, { sn: f.sn, from: "2026-01-01T00:00:00Z", to: "9999-12-31T23:00:00-05:00" }),
      ).toEqual({
        code: "BAD_USER_INPUT",
        fieldErrors: { to: "validation.range" },
      });
    });

    it("a string longer than any column: tooLong, except where a field takes a whole file", async () => {
      const list = `query($f: OrganisationFilter) { organisations(filter: $f) { total } }`;
      expect(await both(list, { f: { name: "x".repeat(30_000) } })).toEqual({
        code: "BAD_USER_INPUT",
        fieldErrors: { name: "validation.tooLong" },
      });
      const csv = `SN,goodsCode,organisation\n${"ZZLONGCSV0001,G-1,ORG-0101\n".repeat(4000)}`;
      const preview = await admin.gql<{ importDevices: { valid: number } }>(
        `mutation($csv: String!) { importDevices(csv: $csv, commit: false) { valid } }`,
        { csv },
      );
      expect(preview.errors).toBeUndefined();
    });

    it("ids past the integer range: not found, for every kind of record", async () => {
      const id = String(2 ** 31);
      for (const field of ["organisation", "account", "role"])
        expect(await both(`query($id: ID!) { ${field}(id: $id) { id } }`, { id })).toEqual({
          code: "NOT_FOUND",
          fieldErrors: undefined,
        });
      const live = await overWs(ws, `subscription($id: ID) { glucoseReadings(deviceId: $id) { sn } }`, {
        id,
      });
      expect(live.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    });

    it("variables of the wrong kind: BAD_USER_INPUT naming the variable or the place inside it", async () => {
      expect(await both(`query($id: ID!) { organisation(id: $id) { id } }`, { id: true })).toEqual({
        code: "BAD_USER_INPUT",
        fieldErrors: { id: "validation.invalid" },
      });
      const page = `query($p: PageInput) { roles(page: $p) { total } }`;
      expect(await both(page, { p: { offset: 2 ** 31 } })).toEqual({
        code: "BAD_USER_INPUT",
        fieldErrors: { offset: "validation.range" },
      });
      expect(await both(LOGIN, { input: { account: "admin" } })).toEqual({
        code: "BAD_USER_INPUT",
        fieldErrors: { password: "validation.required" },
      });
    });

    it("a 100 kB string over the WebSocket: the message is refused as too big (1009), not an internal error", async () => {
      const url = `${t.url.replace("http", "ws")}/graphql`;
      const socket = new WebSocket(url, "graphql-transport-ws", { headers: { cookie: admin.cookie ?? "" } });
      await new Promise((r) => socket.once("open", r));
      socket.send(JSON.stringify({ type: "connection_init" }));
      await new Promise((r) => socket.once("message", r));
      const closed = new Promise<number>((r) => socket.once("close", (code) => r(code)));
      const variables = { sn: "x".repeat(BAD.huge.length) };
      expect(BAD.huge.length).toBeGreaterThan(WS_LIMITS.maxPayload);
      const payload = { query: "query($sn: String!) { device(sn: $sn) { id } }", variables };
      socket.send(JSON.stringify({ id: "1", type: "subscribe", payload }));
      expect(await closed).toBe(1009);
    });

    it("more than 50 invalid variable values: still BAD_USER_INPUT, nothing written", async () => {
      const before = await signature(t.h);
      const create = `mutation($input: RoleInput!) { createRole(input: $input) { id } }`;
      const input = { name: "Probe", level: 50, menuIds: Array.from({ length: 60 }, () => true) };
      const http = await admin.gql(create, { input });
      const socket = await overWs(ws, create, { input });
      for (const a of [http, socket]) {
        expect(internal(a)).toBe(false);
        expect(a.errors?.length).toBeGreaterThan(50);
        expect(new Set(a.errors?.map((e) => e.extensions?.code))).toEqual(new Set(["BAD_USER_INPUT"]));
      }
      expect(await signature(t.h)).toBe(before);
    });
  });
});
