import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { languages, organisations, type Db } from "@cgm/db";
import type { Caller, GqlResult } from "./harness";

/** The first error's extensions. */
export const ext = (r: GqlResult) => r.errors?.[0]?.extensions ?? {};

/** Asserts a BAD_USER_INPUT naming exactly these fields with these message ids. */
export function expectFieldErrors(r: GqlResult, fieldErrors: Record<string, string>): void {
  expect(r.data ?? null).toBeNull();
  expect(ext(r)).toMatchObject({ code: "BAD_USER_INPUT" });
  expect(ext(r).fieldErrors).toEqual(fieldErrors);
}

/** Asserts a CONFLICT with this message id (and, when given, the {count} it names). */
export function expectConflict(r: GqlResult, messageId: string, count?: number): void {
  expect(r.data ?? null).toBeNull();
  expect(ext(r)).toMatchObject({ code: "CONFLICT", messageId });
  if (count !== undefined) expect(ext(r).values).toEqual({ count });
}

export async function languageId(db: Db, code: string): Promise<string> {
  const [row] = await db.select({ id: languages.id }).from(languages).where(eq(languages.code, code));
  if (!row) throw new Error(`no language ${code}`);
  return String(row.id);
}

export async function orgId(db: Db, number: string): Promise<string> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.number, number));
  if (!row) throw new Error(`no organisation ${number}`);
  return String(row.id);
}

/** Demo organisations by number: the root, North Region (scope-org's) and Beijing Clinic under it. */
export const ORG = { hq: "ORG-0001", north: "ORG-0100", beijing: "ORG-0101", south: "ORG-0200" } as const;

/**
 * Sends the same mutation 20 times at once: exactly one may succeed, every other one must be the given
 * CONFLICT (never an internal error). Returns the successful result.
 */
export async function raceCreates(
  c: Caller,
  query: string,
  variables: Record<string, unknown>,
  messageId: string,
): Promise<GqlResult> {
  const results = await Promise.all(Array.from({ length: 20 }, () => c.gql(query, variables)));
  const ok = results.filter((r) => !r.errors);
  const codes = results.filter((r) => r.errors).map((r) => [ext(r).code, ext(r).messageId]);
  expect(ok).toHaveLength(1);
  expect(codes).toEqual(Array.from({ length: 19 }, () => ["CONFLICT", messageId]));
  return ok[0]!;
}
