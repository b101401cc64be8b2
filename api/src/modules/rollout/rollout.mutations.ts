import { eq } from "drizzle-orm";
import { rolloutOrganisations, rollouts, upgradePackages, type Db } from "@cgm/db";
import { MSG } from "@cgm/domain";
import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { badInput, conflict, forbidden, unauthenticated } from "../../common/errors";
import { MAX_DB_ID, idOrNotFound } from "../../common/ids";
import { isUniqueViolation } from "../../common/listing";
import { upgradePackageNotFound } from "../upgradePackage/upgradePackage.errors";
import { KIND_CODE } from "../upgradePackage/upgradePackage.service";
import { UpgradePackageKind } from "../upgradePackage/upgradePackage.types";
import { packageName, schedulePeriodic } from "./rollout.job";
import { organisationsInScope, rolloutNotFound, targetOrganisations, toRollout } from "./rollout.service";
import { widens, type RolloutStateName } from "./rollout.targeting";
import type { Rollout, RolloutInput, RolloutWidenInput } from "./rollout.types";

/**
 * Rollout changes (issue 11.6). The caller holds the edit button of the package's list (its page, or
 * the package is NOT_FOUND); a rollout is changed only by a caller whose data scope covers every
 * organisation it targets (a rollout of every organisation: the "all data" scope), else NOT_FOUND. Each
 * change locks the rollout, is refused as CONFLICT (rollout.wrongState) from a state it does not
 * apply to, and is written to the operation log with the state and target before and after.
 */

const principalOf = (ctx: Context): Principal => {
  if (!ctx.principal) throw unauthenticated();
  return ctx.principal;
};

/** The package, checked against the caller's codes: its page (else NOT_FOUND), its edit button (else FORBIDDEN). */
async function packageFor(db: Db, p: Principal, packageId: number) {
  const [pkg] = await db.select().from(upgradePackages).where(eq(upgradePackages.id, packageId));
  const code = pkg ? KIND_CODE[pkg.kind as UpgradePackageKind] : null;
  if (!pkg || !code || !p.codes.has(code)) throw upgradePackageNotFound();
  if (!p.codes.has(`${code}:edit`)) throw forbidden();
  return pkg;
}

/** The organisation ids of an input, each existing and in the caller's scope (else BAD_USER_INPUT). */
async function checkedOrgs(db: Db, p: Principal, ids: string[] | null | undefined, field: string) {
  const wanted = [...new Set((ids ?? []).map(Number))];
  if (wanted.some((id) => id > MAX_DB_ID)) throw badInput({ [field]: MSG.invalid });
  const ok = await organisationsInScope(db, p, wanted);
  if (wanted.some((id) => !ok.has(id))) throw badInput({ [field]: MSG.invalid });
  return wanted;
}

const wrongState = (state: string) =>
  conflict(`The rollout is ${state.toLowerCase()}: this change does not apply to it`, "rollout.wrongState");

/** The rollout locked for the change, its target, and the caller's right to change it (NOT_FOUND otherwise). */
async function lockedRollout(db: Db, p: Principal, id: string, states: RolloutStateName[]) {
  const rid = idOrNotFound(id, "The rollout");
  const [r] = await db.select().from(rollouts).where(eq(rollouts.id, rid)).for("update");
  if (!r) throw rolloutNotFound();
  await packageFor(db, p, r.packageId);
  const orgs = await targetOrganisations(db, p, rid);
  if (orgs.hidden || (orgs.all.length === 0 && p.dataScope !== "ALL")) throw rolloutNotFound();
  if (!states.includes(r.state as RolloutStateName)) throw wrongState(r.state);
  return { r, orgIds: orgs.all };
}

type Change = "start" | "widen" | "pause" | "resume" | "halt";

async function logChange(
  ctx: Context,
  db: Db,
  change: Change,
  r: { id: number; packageId: number },
  before: object,
  after: object,
) {
  await audit(ctx, db, {
    action: `rollout.${change}`,
    entity: "rollout",
    entityId: r.id,
    entityName: await packageName(db, r.packageId),
    before,
    after,
  });
}

async function reread(ctx: Context, id: number): Promise<Rollout> {
  const [r] = await ctx.db.select().from(rollouts).where(eq(rollouts.id, id));
  if (!r) throw rolloutNotFound();
  return toRollout(ctx.db, principalOf(ctx), r);
}

/** Creates a package's rollout as a DRAFT (one per package: a second is CONFLICT rollout.exists). */
export async function createRollout(ctx: Context, packageId: string, input: RolloutInput): Promise<Rollout> {
  const p = principalOf(ctx);
  const pid = idOrNotFound(packageId, "The upgrade package");
  const id = await ctx.db
    .transaction(async (tx) => {
      await packageFor(tx, p, pid);
      const orgIds = await checkedOrgs(tx, p, input.organisationIds, "organisationIds");
      if (!orgIds.length && p.dataScope !== "ALL") throw badInput({ organisationIds: MSG.required });
      const [row] = await tx
        .insert(rollouts)
        .values({
          packageId: pid,
          percent: input.percent,
          maxFailureRate: input.maxFailureRate ?? null,
          maxAnomalyIncrease: input.maxAnomalyIncrease ?? null,
          minSample: input.minSample,
          createdBy: p.accountId,
        })
        .returning({ id: rollouts.id });
      if (!row) throw new Error("rollout was not written");
      if (orgIds.length)
        await tx.insert(rolloutOrganisations).values(orgIds.map((orgId) => ({ rolloutId: row.id, orgId })));
      await audit(ctx, tx, {
        action: "rollout.prepare",
        entity: "rollout",
        entityId: row.id,
        entityName: await packageName(tx, pid),
        after: { state: "DRAFT", ...input, organisationIds: orgIds },
      });
      return row.id;
    })
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? conflict("This package already has a rollout", "rollout.exists") : e;
    });
  return reread(ctx, id);
}

/** Moves a rollout from one of `from` to `to` (start, pause, resume, halt). */
async function transition(
  ctx: Context,
  id: string,
  change: Change,
  from: RolloutStateName[],
  to: RolloutStateName,
  note: string | null = null,
): Promise<Rollout> {
  const p = principalOf(ctx);
  const rid = await ctx.db.transaction(async (tx) => {
    const { r } = await lockedRollout(tx, p, id, from);
    const at = new Date();
    const halting = to === "HALTED";
    await tx
      .update(rollouts)
      .set({
        state: to,
        updatedAt: at,
        ...(change === "start" ? { startedAt: at } : {}),
        ...(halting ? { haltedAt: at, haltReason: "MANUAL", haltNote: note } : {}),
      })
      .where(eq(rollouts.id, r.id));
    if (to === "RUNNING") await schedulePeriodic(tx, r.id);
    await logChange(
      ctx,
      tx,
      change,
      r,
      { state: r.state },
      halting ? { state: to, haltReason: "MANUAL", note } : { state: to },
    );
    return r.id;
  });
  return reread(ctx, rid);
}

export const startRollout = (ctx: Context, id: string) => transition(ctx, id, "start", ["DRAFT"], "RUNNING");
export const pauseRollout = (ctx: Context, id: string) => transition(ctx, id, "pause", ["RUNNING"], "PAUSED");
export const resumeRollout = (ctx: Context, id: string) =>
  transition(ctx, id, "resume", ["PAUSED"], "RUNNING");

/** Halts a rollout by hand (final), with an optional note of at most 200 characters. */
export function haltRollout(ctx: Context, id: string, note: string | null | undefined): Promise<Rollout> {
  const text = note?.trim() || null;
  if (text && text.length > 200) throw badInput({ note: MSG.tooLong });
  // eslint-disable-next-line no-control-regex
  if (text && /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))
    throw badInput({ note: MSG.invalid });
  return transition(ctx, id, "halt", ["DRAFT", "RUNNING", "PAUSED"], "HALTED", text);
}

/**
 * Widens a running or paused rollout: the share only grows, organisations are only added (or all of
 * them, with the "all data" scope); the new target must reach more devices than the old
 * (BAD_USER_INPUT rollout.notWider otherwise). 100% of every organisation completes the rollout.
 */
export async function widenRollout(ctx: Context, id: string, input: RolloutWidenInput): Promise<Rollout> {
  const p = principalOf(ctx);
  const rid = await ctx.db.transaction(async (tx) => {
    const { r, orgIds } = await lockedRollout(tx, p, id, ["RUNNING", "PAUSED"]);
    if (input.allOrganisations && p.dataScope !== "ALL") throw badInput({ allOrganisations: MSG.invalid });
    const added = await checkedOrgs(tx, p, input.addOrganisationIds, "addOrganisationIds");
    const nextOrgs = input.allOrganisations || orgIds.length === 0 ? [] : [...new Set([...orgIds, ...added])];
    if (input.percent < r.percent) throw badInput({ percent: "rollout.notWider" });
    const next = { percent: input.percent, orgIds: nextOrgs };
    if (!widens({ percent: r.percent, orgIds }, next)) throw badInput({ percent: "rollout.notWider" });
    const completed = next.percent === 100 && nextOrgs.length === 0;
    const state = completed ? "COMPLETED" : r.state;
    await tx
      .update(rollouts)
      .set({ percent: next.percent, state, updatedAt: new Date() })
      .where(eq(rollouts.id, r.id));
    const newOrgs = nextOrgs.filter((o) => !orgIds.includes(o));
    if (!nextOrgs.length)
      await tx.delete(rolloutOrganisations).where(eq(rolloutOrganisations.rolloutId, r.id));
    else if (newOrgs.length)
      await tx.insert(rolloutOrganisations).values(newOrgs.map((orgId) => ({ rolloutId: r.id, orgId })));
    await logChange(
      ctx,
      tx,
      "widen",
      r,
      { state: r.state, percent: r.percent, organisationIds: orgIds },
      { state, percent: next.percent, organisationIds: nextOrgs },
    );
    return r.id;
  });
  return reread(ctx, rid);
}
