import { eq, inArray, sql } from "drizzle-orm";
import { rolloutOrganisations, rollouts, type Db } from "@cgm/db";
import type { RolloutStateName, RolloutTarget } from "./rollout.targeting";

/** A package's rollout as the update API and the job need it. */
export interface RolloutOfPackage extends RolloutTarget {
  id: number;
  packageId: number;
}

/** The rollouts of these packages (with their organisations), by package id; packages without one are missing. */
export async function rolloutsOfPackages(
  db: Db,
  packageIds: number[],
): Promise<Map<number, RolloutOfPackage>> {
  const out = new Map<number, RolloutOfPackage>();
  if (!packageIds.length) return out;
  const rows = await db
    .select({
      id: rollouts.id,
      packageId: rollouts.packageId,
      state: rollouts.state,
      percent: rollouts.percent,
      orgIds: sql<
        number[]
      >`coalesce((select array_agg(${rolloutOrganisations.orgId}) from ${rolloutOrganisations} where ${rolloutOrganisations.rolloutId} = ${rollouts.id}), '{}')`,
    })
    .from(rollouts)
    .where(inArray(rollouts.packageId, packageIds));
  for (const r of rows)
    out.set(r.packageId, { ...r, state: r.state as RolloutStateName, orgIds: r.orgIds.map(Number) });
  return out;
}

/** The rollout of one package, or null. */
export async function rolloutOfPackage(db: Db, packageId: number): Promise<RolloutOfPackage | null> {
  return (await rolloutsOfPackages(db, [packageId])).get(packageId) ?? null;
}

/** The id of a package's rollout, or null (cheap: for the outcome report's evaluation request). */
export async function rolloutIdOfPackage(
  db: Db,
  packageId: number,
): Promise<{ id: number; state: string } | null> {
  const [r] = await db
    .select({ id: rollouts.id, state: rollouts.state })
    .from(rollouts)
    .where(eq(rollouts.packageId, packageId));
  return r ?? null;
}
