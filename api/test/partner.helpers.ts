import fs from "node:fs";
import path from "node:path";
import WebSocket from "ws";
import { createClient, type Client } from "graphql-ws";
import { eq, like } from "drizzle-orm";
import { devices, organisations, type DbHandle } from "@cgm/db";
import type { Caller, Harness } from "./harness";

export interface KeyResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A new authorization key of the organisation numbered `number`, made by `maker` (shown once). */
export async function makeKey(t: Harness, maker: Caller, number: string): Promise<string> {
  const org = await orgByNumber(t.h, number);
  const r = await maker.gql<{ rotateErpKey: { key: string } }>(
    `mutation($id: ID!) { rotateErpKey(id: $id) { key } }`,
    { id: org.id },
  );
  if (!r.data) throw new Error(`no key for ${number}: ${JSON.stringify(r.errors)}`);
  return r.data.rotateErpKey.key;
}

export async function orgByNumber(h: DbHandle, number: string) {
  const [row] = await h.db.select().from(organisations).where(eq(organisations.number, number));
  if (!row) throw new Error(`no organisation ${number}`);
  return row;
}

/** The ids of an organisation and its sub-organisations, and the SNs of their devices. */
export async function subtreeOf(h: DbHandle, number: string) {
  const root = await orgByNumber(h, number);
  const orgs = await h.db
    .select()
    .from(organisations)
    .where(like(organisations.path, `${root.path}%`));
  const ids = new Set(orgs.map((o) => o.id));
  const all = await h.db.select({ sn: devices.sn, orgId: devices.orgId }).from(devices);
  return { orgIds: ids, sns: new Set(all.filter((d) => ids.has(d.orgId)).map((d) => d.sn)) };
}

/** One GraphQL request as a partner holding `key`. */
export async function asKey<T = Record<string, unknown>>(
  t: Harness,
  key: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<KeyResult<T>> {
  const res = await fetch(`${t.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<KeyResult<T>, "status" | "headers">;
  return { status: res.status, headers: res.headers, ...body };
}

/** A graphql-ws client authenticated by the key: in the upgrade's header, or in connection_init (browsers). */
export function keySocket(t: Harness, key: string, via: "header" | "params" = "header"): Client {
  const headers = via === "header" ? { authorization: `Bearer ${key}` } : {};
  return createClient({
    url: `${t.url.replace("http", "ws")}/graphql`,
    connectionParams: via === "params" ? { Authorization: `Bearer ${key}` } : undefined,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: 0,
    lazy: true,
    lazyCloseTimeout: 60_000,
  });
}

/** Subscribes over a client, collecting results and the close (or error) that ends it. */
export function collect(client: Client, query: string) {
  const events: { data?: Record<string, unknown>; errors?: unknown[] }[] = [];
  const ended: unknown[] = [];
  const stop = client.subscribe(
    { query },
    {
      next: (r) => void events.push(r as (typeof events)[number]),
      error: (e) => void ended.push(e),
      complete: () => void ended.push("complete"),
    },
  );
  return { events, ended, stop };
}

/** The close code of an ended subscription (a CloseEvent), if it ended by a close. */
export const closeCode = (e: unknown): number | undefined =>
  e && typeof e === "object" && "code" in e ? Number((e as { code: unknown }).code) : undefined;

export interface GuideExample {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** The example callback bodies of docs/partner-guide.md's "Callbacks" chapter (the request's, and each JSON example). */
export function guideCallbackExamples(): GuideExample[] {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/partner-guide.md"), "utf8");
  const chapter = text.slice(text.indexOf("\n## Callbacks\n"));
  return [...chapter.matchAll(/```(?:json|http)\n([\s\S]*?)```/g)]
    .flatMap((m) => m[1]!.split(/\n\s*\n/).filter((b) => b.trimStart().startsWith("{")))
    .map((b) => JSON.parse(b) as GuideExample);
}

/** The nested keys of a payload, without its values: what a documented example and a real body share. */
export function keysOf(v: unknown): unknown {
  if (!v || typeof v !== "object" || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, keysOf(o[k])]),
  );
}
