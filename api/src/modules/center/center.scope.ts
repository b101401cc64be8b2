import { and, eq } from "drizzle-orm";
import { centers, organisations, type Db } from "@cgm/db";
import type { Principal } from "../../context";
import { notFound } from "../../common/errors";
import { organisationScope } from "../../common/scope";

/** Centers the caller sees: those of organisations in its data scope (personal data: its own). */
export const centerScope = (db: Db, p: Principal) => organisationScope(db, p, centers.orgId);

export const centerNotFound = () => notFound("The center");

/** A center in the caller's scope, or NOT_FOUND (also for one outside it). */
export async function assertCenterVisible(db: Db, p: Principal, id: number | null): Promise<void> {
  if (id === null) throw centerNotFound();
  const [row] = await db
    .select({ id: centers.id })
    .from(centers)
    .where(and(eq(centers.id, id), centerScope(db, p)));
  if (!row) throw centerNotFound();
}

/** An organisation in the caller's scope, or NOT_FOUND (also for one outside it). */
export async function assertOrganisationVisible(db: Db, p: Principal, id: number): Promise<void> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, id), organisationScope(db, p)));
  if (!row) throw notFound("The organisation");
}
