import { eq, sql } from "drizzle-orm";
import { organisations, type Db } from "@cgm/db";
import { enqueueCallbacks } from "../callback/callback.events";

type Row = typeof organisations.$inferSelect;
const ref = (o: Row | undefined | null) => (o ? { id: o.id, number: o.number } : null);

/**
 * Moves an organisation with its whole subtree under `parent` (null: to the top), in the caller's
 * transaction; returns its new path. The subtree's paths are rewritten, and the partner change feed
 * follows by trigger (migration 0024: the tree it left gets deletions, the tree it joined the
 * organisations and their devices). Every device of the subtree gets a `device.moved` callback for the
 * partners of both trees, as a single device's move does (device.move.ts): its organisation stays the
 * same (`fromOrganisation` = `toOrganisation`), and `organisationMove` says which organisation moved
 * from which parent to which.
 */
export async function moveSubtree(tx: Db, org: Row, parent: Row | null): Promise<string> {
  const path = `${parent?.path ?? "/"}${org.id}/`;
  await tx
    .update(organisations)
    .set({ path: sql`${path}::text || substring(${organisations.path}, ${org.path.length + 1}::int)` })
    .where(sql`starts_with(${organisations.path}, ${org.path})`);
  const [from] =
    org.parentId == null
      ? []
      : await tx.select().from(organisations).where(eq(organisations.id, org.parentId));
  const move = { organisation: ref(org), fromParent: ref(from), toParent: ref(parent) };
  // The former parent's ancestors are the tree it left (the outbox adds the device's own chain).
  await enqueueCallbacks(
    tx,
    sql`SELECT d.id AS device_id, ${org.parentId}::int AS from_org, 'device.moved'::text AS event_type,
      now() AS at, jsonb_build_object('fromOrganisation', o.ref, 'toOrganisation', o.ref,
        'organisationMove', ${JSON.stringify(move)}::jsonb) AS data
    FROM devices d
    JOIN (SELECT id, path, jsonb_build_object('id', id, 'number', number) AS ref FROM organisations) o
      ON o.id = d.org_id
    WHERE starts_with(o.path, ${path})`,
  );
  return path;
}
