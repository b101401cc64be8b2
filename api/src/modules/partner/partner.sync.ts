import { and, asc, eq, ne, not, notExists, or, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { devices, organisations, partnerChanges, type Db } from "@cgm/db";
import { MSG } from "@cgm/domain";
import type { Context, Principal } from "../../context";
import { badInput } from "../../common/errors";
import { organisationScope } from "../../common/scope";
import { toDevice } from "../device/device.service";
import { MAX_CHANGES_PAGE, PartnerEntity, type PartnerChange, type PartnerChangePage } from "./partner.types";
import { toPartnerOrganisation } from "./partner.service";

/**
 * The incremental sync (migration 0022): the feed holds one row per entity and organisation, rewritten
 * by triggers with the writing transaction's id and a sequence number. A page returns rows after the
 * cursor, in (txid, seq) order, of transactions older than this statement's snapshot xmin only: every
 * such transaction has finished, so no row can still appear before the cursor later (no gap), and a row
 * rewritten later moves past the cursor (seen again only because it changed again, never a duplicate).
 * A long-running write transaction holds the feed back until it ends; it never loses anything.
 *
 * A row is seen by the partners whose tree holds its `scopeOrgId`. That is the entity's organisation,
 * except in the tombstones an organisation move leaves (migration 0024): scoped to the deepest former
 * ancestor that is no longer one, they are seen only by partners who no longer see the organisation, so
 * the tree it left drops it and its devices, and a tree that holds both places sees no deletion at all.
 * Of an entity's tombstones from several moves, a partner sees only the latest (no deletion twice).
 */
interface Position {
  txid: bigint;
  seq: bigint;
}

const START: Position = { txid: 0n, seq: 0n };
const deviceOrg = alias(organisations, "device_org");
const later = alias(partnerChanges, "later");

/** The feed rows a partner sees (above): its tree's own rows, and the latest tombstone of what left it. */
function seenBy(db: Db, p: Principal): SQL {
  const leftBehind = (t: { scopeOrgId: AnyPgColumn; orgId: AnyPgColumn }) => ne(t.scopeOrgId, t.orgId);
  const newerTombstone = db
    .select({ one: sql`1` })
    .from(later)
    .where(
      and(
        eq(later.entity, partnerChanges.entity),
        eq(later.entityId, partnerChanges.entityId),
        eq(later.orgId, partnerChanges.orgId),
        leftBehind(later),
        sql`(${later.txid}, ${later.seq}) > (${partnerChanges.txid}, ${partnerChanges.seq})`,
        organisationScope(db, p, later.scopeOrgId),
      ),
    );
  const tombstone = and(
    leftBehind(partnerChanges),
    not(organisationScope(db, p, partnerChanges.orgId)),
    notExists(newerTombstone),
  );
  return (
    and(
      organisationScope(db, p, partnerChanges.scopeOrgId),
      or(eq(partnerChanges.scopeOrgId, partnerChanges.orgId), tombstone),
    ) ?? sql`false`
  );
}

export function encodeCursor(p: Position): string {
  return Buffer.from(`v1.${p.txid}.${p.seq}`).toString("base64url");
}

/** The position of a cursor; BAD_USER_INPUT naming `after` for anything this server did not issue. */
export function decodeCursor(cursor: string | null | undefined): Position | null {
  if (cursor == null || cursor === "") return null;
  const m = /^v1\.(\d{1,19})\.(\d{1,19})$/.exec(
    /^[A-Za-z0-9_-]{1,80}$/.test(cursor) ? Buffer.from(cursor, "base64url").toString() : "",
  );
  const pos = m ? { txid: BigInt(m[1]!), seq: BigInt(m[2]!) } : null;
  if (!pos || pos.txid > 2n ** 63n - 1n || pos.seq > 2n ** 63n - 1n) throw badInput({ after: MSG.invalid });
  return pos;
}

export async function listChanges(
  ctx: Context,
  p: Principal,
  after: string | null | undefined,
  limit: number | null | undefined,
): Promise<PartnerChangePage> {
  const n = limit ?? 500;
  if (!Number.isInteger(n) || n < 1 || n > MAX_CHANGES_PAGE) throw badInput({ limit: MSG.range });
  const from = decodeCursor(after);
  const pos = from ?? START;
  const rows = await ctx.db
    .select({
      entity: partnerChanges.entity,
      entityId: partnerChanges.entityId,
      orgId: partnerChanges.orgId,
      deleted: partnerChanges.deleted,
      txid: partnerChanges.txid,
      seq: partnerChanges.seq,
      changedAt: partnerChanges.changedAt,
      device: devices,
      deviceOrgName: deviceOrg.name,
      organisation: organisations,
    })
    .from(partnerChanges)
    .leftJoin(
      devices,
      and(
        eq(partnerChanges.entity, "device"),
        eq(devices.id, partnerChanges.entityId),
        eq(devices.orgId, partnerChanges.orgId),
      ),
    )
    .leftJoin(deviceOrg, eq(deviceOrg.id, devices.orgId))
    .leftJoin(
      organisations,
      and(eq(partnerChanges.entity, "organisation"), eq(organisations.id, partnerChanges.entityId)),
    )
    .where(
      and(
        sql`(${partnerChanges.txid}, ${partnerChanges.seq}) > (${pos.txid.toString()}::bigint, ${pos.seq.toString()}::bigint)`,
        sql`${partnerChanges.txid} < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`,
        seenBy(ctx.db, p),
        // A first sync has nothing to delete.
        from ? undefined : eq(partnerChanges.deleted, false),
      ),
    )
    .orderBy(asc(partnerChanges.txid), asc(partnerChanges.seq))
    .limit(n + 1);
  const page = rows.slice(0, n);
  const items: PartnerChange[] = page.map((r) => {
    const device = r.entity === "device" && !r.deleted && r.device ? r.device : null;
    const organisation = r.entity === "organisation" && !r.deleted ? r.organisation : null;
    return {
      entity: r.entity === "device" ? PartnerEntity.DEVICE : PartnerEntity.ORGANISATION,
      id: String(r.entityId),
      // Gone from under the row within the same snapshot cannot happen; say deleted rather than guess.
      deleted: r.deleted || (!device && !organisation),
      orgId: String(r.orgId),
      changedAt: r.changedAt,
      device: device ? toDevice({ ...device, orgName: r.deviceOrgName ?? "" }) : null,
      organisation: organisation ? toPartnerOrganisation(organisation) : null,
    };
  });
  const last = page.at(-1);
  return {
    items,
    cursor: encodeCursor(last ? { txid: last.txid, seq: last.seq } : pos),
    hasMore: rows.length > n,
  };
}
