import { and, eq, inArray, sql } from "drizzle-orm";
import { devices, organisations, rolloutOrganisations, rollouts, type Db } from "@cgm/db";
import type { Context, Principal } from "../../context";
import { notFound, unauthenticated } from "../../common/errors";
import { pageOf, type PageInput } from "../../common/paging";
import { deviceScope, organisationScope } from "../../common/scope";
import { packageFigures, type Figures } from "./rollout.figures";
import {
  RolloutHaltReason,
  RolloutState,
  type PackageDevicePage,
  type Rollout,
  type RolloutFigures,
} from "./rollout.types";

export const rolloutNotFound = () => notFound("The rollout");

type Row = typeof rollouts.$inferSelect;

const principalOf = (ctx: Context): Principal => {
  if (!ctx.principal) throw unauthenticated();
  return ctx.principal;
};

/** The organisations a rollout targets: those in the caller's scope (id, name) and whether others exist. */
export async function targetOrganisations(db: Db, p: Principal, rolloutId: number) {
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      visible: sql<boolean>`${organisationScope(db, p)}`,
    })
    .from(rolloutOrganisations)
    .innerJoin(organisations, eq(organisations.id, rolloutOrganisations.orgId))
    .where(eq(rolloutOrganisations.rolloutId, rolloutId))
    .orderBy(organisations.name);
  const visible = rows.filter((r) => r.visible === true || String(r.visible) === "true");
  return { all: rows.map((r) => r.id), visible, hidden: rows.length > visible.length };
}

function figuresOut(f: unknown): RolloutFigures | null {
  return f && typeof f === "object" ? (f as Figures) : null;
}

/** A rollout row as the API shows it to the caller. */
export async function toRollout(db: Db, p: Principal, r: Row): Promise<Rollout> {
  const orgs = await targetOrganisations(db, p, r.id);
  return {
    id: String(r.id),
    packageId: String(r.packageId),
    state: r.state as RolloutState,
    percent: r.percent,
    organisations: orgs.visible.map((o) => ({ id: String(o.id), name: o.name })),
    hasHiddenOrganisations: orgs.hidden,
    maxFailureRate: r.maxFailureRate,
    maxAnomalyIncrease: r.maxAnomalyIncrease,
    minSample: r.minSample,
    startedAt: r.startedAt,
    haltedAt: r.haltedAt,
    haltReason: r.haltReason ? (r.haltReason as RolloutHaltReason) : null,
    haltNote: r.haltNote,
    haltFigures: figuresOut(r.haltFigures),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** The rollout of a package the caller sees (the resolver checked the package), or null. */
export async function rolloutOfPackageFor(ctx: Context, packageId: number): Promise<Rollout | null> {
  const [r] = await ctx.db.select().from(rollouts).where(eq(rollouts.packageId, packageId));
  return r ? toRollout(ctx.db, principalOf(ctx), r) : null;
}

/** The package's figures among the devices in the caller's data scope. */
export function figuresFor(ctx: Context, packageId: number): Promise<Figures> {
  return packageFigures(ctx.db, packageId, deviceScope(ctx.db, principalOf(ctx)));
}

/** The devices (in the caller's scope) that reported on the package, each with its latest outcome. */
export async function packageDevices(
  ctx: Context,
  packageId: number,
  page: PageInput | null | undefined,
): Promise<PackageDevicePage> {
  const scope = deviceScope(ctx.db, principalOf(ctx));
  const { offset, limit } = pageOf(page);
  const latest = sql`
    SELECT DISTINCT ON (o.device_id) o.device_id, o.outcome, o.reason, o.at
    FROM upgrade_outcomes o JOIN devices ON devices.id = o.device_id
    WHERE o.package_id = ${packageId} AND ${scope}
    ORDER BY o.device_id, o.at DESC, (o.outcome = 'DOWNLOADED')`;
  const res = await ctx.db.execute(sql`
    SELECT l.device_id, l.outcome, l.reason, l.at, devices.sn, organisations.name AS org,
      count(*) OVER () AS total
    FROM (${latest}) l JOIN devices ON devices.id = l.device_id
    LEFT JOIN organisations ON organisations.id = devices.org_id
    ORDER BY l.at DESC, l.device_id LIMIT ${limit} OFFSET ${offset}`);
  type R = {
    device_id: number;
    outcome: string;
    reason: string | null;
    at: string | Date;
    sn: string;
    org: string | null;
    total: string | number;
  };
  const rows = (Array.isArray(res) ? res : (res as { rows: R[] }).rows) as R[];
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (!rows.length && offset > 0) {
    const [c] = await ctx.db
      .select({ n: sql<number>`count(DISTINCT ${devices.id})`.mapWith(Number) })
      .from(devices)
      .where(
        and(
          scope,
          sql`${devices.id} IN (SELECT device_id FROM upgrade_outcomes WHERE package_id = ${packageId})`,
        ),
      );
    total = c?.n ?? 0;
  }
  return {
    total,
    items: rows.map((r) => ({
      id: String(r.device_id),
      sn: r.sn,
      organisation: r.org,
      outcome: r.outcome,
      reason: r.reason,
      at: new Date(r.at),
    })),
  };
}

/** Organisation ids that exist and are in the caller's data scope, out of `ids` (the rest are refused). */
export async function organisationsInScope(db: Db, p: Principal, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(inArray(organisations.id, ids), organisationScope(db, p)));
  return new Set(rows.map((r) => r.id));
}
