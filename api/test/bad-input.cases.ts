import { sql } from "drizzle-orm";
import type { Client } from "graphql-ws";
import type { GraphQLArgument, GraphQLField, GraphQLSchema } from "graphql";
import type { DbHandle } from "@cgm/db";
import { badValuesFor, leavesOf, BAD, type Leaf } from "./bad-input.values";

/* The cases of the bad-input test (every bad value of every argument leaf) and how an answer is judged. */

export type Errors = { message?: string; extensions?: Record<string, unknown> }[];
export type Answer = {
  status?: number;
  data?: unknown;
  errors?: Errors;
  timedOut?: boolean;
  closed?: string;
};
export type Root = "query" | "mutation" | "subscription";

export interface Case {
  root: Root;
  field: GraphQLField<unknown, unknown>;
  arg: GraphQLArgument;
  leaf: Leaf;
  kind: keyof typeof BAD;
  value: unknown;
}

/** Every argument leaf of every root field with arguments, with every bad value that applies to it. */
export function casesOf(schema: GraphQLSchema, roots: Root[]): Case[] {
  const types = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };
  return roots.flatMap((root) =>
    Object.values(types[root]?.getFields() ?? {}).flatMap((field) =>
      field.args.flatMap((arg) =>
        leavesOf(arg.type).flatMap((leaf) =>
          badValuesFor(leaf.scalar).map(({ kind, value }) => ({ root, field, arg, leaf, kind, value })),
        ),
      ),
    ),
  );
}

/** The key a field error names: the argument, or the path inside an input object (as the forms name it). */
export function fieldKey(arg: GraphQLArgument, path: Leaf["path"]): string {
  const parts = path[0] === undefined || typeof path[0] === "number" ? [arg.name, ...path] : path;
  return parts.map((p, i) => (typeof p === "number" ? `[${p}]` : i ? `.${p}` : p)).join("");
}

/** Row counts of every table, and a digest of the tables a console mutation writes. */
export async function signature(h: DbHandle): Promise<string> {
  const rows = (r: unknown) =>
    (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const tables = rows(
    await h.db.execute(
      sql`select table_name as t from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    ),
  ).map((r) => String(r.t));
  const digest = [
    "accounts",
    "organisations",
    "roles",
    "role_menus",
    "organisation_menus",
    "devices",
    "system_settings",
  ];
  const parts = tables.map((t) =>
    digest.includes(t)
      ? `(select count(*) || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') from "${t}" x)`
      : `(select count(*)::text from "${t}")`,
  );
  const [row] = rows(await h.db.execute(sql.raw(`select concat_ws(' ', ${parts.join(", ")}) as s`)));
  return String(row?.s);
}

/** One operation over the caller's WebSocket: its result, or an error, or nothing within `ms`. */
export function overWs(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  ms = 2000,
): Promise<Answer> {
  return new Promise((resolve) => {
    let result: Answer = {};
    const timer = setTimeout(() => (stop(), resolve({ timedOut: true })), ms);
    const done = (a: Answer) => (clearTimeout(timer), resolve(a));
    const stop = client.subscribe(
      { query, variables },
      {
        next: (r) => void (result = r as Answer),
        error: (e) =>
          done(
            Array.isArray(e)
              ? { errors: e as Errors }
              : { closed: String((e as { code?: number }).code ?? e) },
          ),
        complete: () => done(result),
      },
    );
  });
}

export const internal = (a: Answer) =>
  a.status === 500 ||
  (a.errors ?? []).some(
    (e) => e.extensions?.code === "INTERNAL_SERVER_ERROR" || e.message === "Internal server error",
  );

/** What must hold for one case's answer; an empty string when it does. */
export function verdict(c: Case, a: Answer): string {
  if (a.closed) return `the connection closed: ${a.closed}`;
  if (internal(a)) return `internal error: ${JSON.stringify(a.errors)}`;
  const first = a.errors?.[0]?.extensions;
  const codeOf = String(first?.code ?? "");
  const named = Object.keys((first?.fieldErrors as object) ?? {});
  const key = fieldKey(c.arg, c.leaf.path);
  const mustName = c.kind === "nul" || c.kind === "year0" || c.kind === "year10000";
  if (mustName && (codeOf !== "BAD_USER_INPUT" || !named.includes(key)))
    return `expected BAD_USER_INPUT naming ${key}, got ${JSON.stringify(a.errors ?? a.data)}`.slice(0, 300);
  if ((c.kind === "int31" || c.kind === "int53") && !["BAD_USER_INPUT", "NOT_FOUND"].includes(codeOf))
    return `expected NOT_FOUND or BAD_USER_INPUT, got ${JSON.stringify(a.errors ?? a.data)}`.slice(0, 300);
  return "";
}
