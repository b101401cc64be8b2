import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import { centers, clients, type Db } from "@cgm/db";
import type { Principal } from "../../context";
import { notFound } from "../../common/errors";
import { centerScope } from "../center/center.scope";

export const clientNotFound = () => notFound("The client");

/**
 * Clients the caller sees: those of centers in its data scope (centers belong to organisations). A
 * client without a center (made before Client management) is seen only with a scope of all data.
 */
export function clientScope(db: Db, p: Principal): SQL {
  const visible = db.select({ id: centers.id }).from(centers).where(centerScope(db, p));
  const inScope = inArray(clients.centerId, visible);
  return p.dataScope === "ALL" && !p.keyOrg ? (or(inScope, isNull(clients.centerId)) ?? inScope) : inScope;
}

/** Locks a client of the caller's scope for a change; NOT_FOUND outside it. */
export async function lockClient(db: Db, p: Principal, id: number) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), clientScope(db, p)))
    .for("update");
  if (!row) throw clientNotFound();
  return row;
}
