import { and, eq, inArray, type SQL } from "drizzle-orm";
import { clients, versionReleases, type Db } from "@cgm/db";
import type { Principal } from "../../context";
import { notFound } from "../../common/errors";
import { clientScope } from "../client/client.scope";

export const releaseNotFound = () => notFound("The version release");

/** Version releases the caller sees: those of clients it sees (through the client's center). */
export function releaseScope(db: Db, p: Principal): SQL {
  return inArray(
    versionReleases.clientId,
    db.select({ id: clients.id }).from(clients).where(clientScope(db, p)),
  );
}

/** A client of the caller's scope (its id and name), or null. */
export async function visibleClient(db: Db, p: Principal, id: number) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, id), clientScope(db, p)));
  return row ?? null;
}

/** Locks a version release of the caller's scope for a change; NOT_FOUND outside it. */
export async function lockRelease(db: Db, p: Principal, id: number) {
  const [row] = await db
    .select()
    .from(versionReleases)
    .where(and(eq(versionReleases.id, id), releaseScope(db, p)))
    .for("update");
  if (!row) throw releaseNotFound();
  return row;
}
