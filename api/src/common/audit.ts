import { auditLog, type Db } from "@cgm/db";
import type { Context } from "../context";
import { entryName } from "./audit.names";

/** Secret-looking field names: a password, hash, token or secret, and any xxxKey or xxx_key (an ERP or API key); a plain `key` (a dictionary's key) is data, not a secret. */
const SECRET_KEY = /password|hash|token|secret|[a-z0-9_]key/i;

/** Copies a value with every secret-looking field replaced by "[redacted]". */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) && v != null ? "[redacted]" : redact(v)]),
    );
  }
  return value;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  /** The object's name; by default taken from the snapshots or the object's row (audit.names.ts). */
  entityName?: string | null;
  before?: unknown;
  after?: unknown;
  /** Who, when no principal is signed in yet (sign-in attempts). */
  actor?: { id: number | null; account: string };
}

/** Appends one audit row, in the caller's transaction when `db` is one. */
export async function audit(ctx: Pick<Context, "principal" | "ip">, db: Db, e: AuditEntry): Promise<void> {
  const actor =
    e.actor ?? (ctx.principal ? { id: ctx.principal.accountId, account: ctx.principal.account } : null);
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actor: actor?.account.slice(0, 50) ?? null,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId == null ? null : String(e.entityId),
    entityName: await entryName(db, e),
    before: e.before === undefined ? null : redact(e.before),
    after: e.after === undefined ? null : redact(e.after),
    ip: ctx.ip.slice(0, 64),
  });
}

/** A filter as stored: only the fields that hold a value (not null, not empty text, not an empty list). */
export function filterFields(filter: object | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filter ?? {})) {
    if (v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}
