import { and, eq, inArray, like, not } from "drizzle-orm";
import { organisations, roles, type Db } from "@cgm/db";
import { MSG, type DataScope, type FieldErrors } from "@cgm/domain";
import { AppError, badInput } from "../../common/errors";
import type { Principal } from "../../context";
import { organisationScope } from "../../common/scope";
import { roleCodes } from "../../auth/session";

/** Message ids of the grant limits (English texts in web/src/i18n/pending/account.en.json). */
export const GRANT_MSG = {
  orgOutOfScope: "account.orgOutOfScope",
  roleTooHigh: "account.roleTooHigh",
  scopeTooWide: "account.scopeTooWide",
} as const;

/** What an account is given: its organisation, role and data scope. */
export interface Grant {
  orgId: number;
  roleId: number;
  dataScope: DataScope;
  /** Only meaningful for CUSTOM. */
  customOrgIds: number[];
}

/**
 * "An account can never grant a role, scope or organisation beyond its own." Returns the field errors
 * of a grant the caller may not give (empty when it may). Fails closed: an unknown organisation reads
 * as out of scope, an unknown role as missing.
 */
export async function grantErrors(db: Db, p: Principal, g: Grant): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [org] = await db
    .select({ id: organisations.id, path: organisations.path })
    .from(organisations)
    .where(and(eq(organisations.id, g.orgId), organisationScope(db, p)));
  if (!org) errors.orgId = GRANT_MSG.orgOutOfScope;

  const roleError = await roleGrantError(db, p, g.roleId);
  if (roleError) errors.roleId = roleError;

  if (g.dataScope === "CUSTOM") {
    const ids = [...new Set(g.customOrgIds)];
    const seen = ids.length ? await visibleOrgIds(db, p, ids) : [];
    if (seen.length !== ids.length) errors.customOrgIds = GRANT_MSG.orgOutOfScope;
  }
  if (!(await scopeWithinCaller(db, p, g, org?.path ?? null))) errors.dataScope = GRANT_MSG.scopeTooWide;
  return errors;
}

const BEYOND = () =>
  new AppError("FORBIDDEN", "This account holds more than you may grant", {
    messageId: "account.beyondGrant",
  });

/** Another account may be managed only when what it holds is within what the caller may grant. */
export async function assertManageable(tx: Db, p: Principal, target: Grant & { id: number }): Promise<void> {
  if (target.id === p.accountId) return;
  if (Object.keys(await grantErrors(tx, p, target)).length) throw BEYOND();
}

export async function assertGrantable(
  tx: Db,
  p: Principal,
  g: Grant,
  extra: FieldErrors = {},
): Promise<void> {
  const errors = { ...(await grantErrors(tx, p, g)), ...extra };
  if (Object.keys(errors).length) throw badInput(errors);
}

/**
 * Whether the scope's effective organisations lie within what the caller sees. A caller limited to its
 * personal data sees no organisation's data, so it can grant personal data only.
 */
async function scopeWithinCaller(db: Db, p: Principal, g: Grant, orgPath: string | null): Promise<boolean> {
  if (g.dataScope === "PERSONAL") return true;
  if (p.dataScope === "PERSONAL") return false;
  switch (g.dataScope) {
    case "ALL":
      return p.dataScope === "ALL";
    case "ORG":
    case "CUSTOM":
      // The organisation itself, or each custom one, is checked as its own field.
      return true;
    case "ORG_AND_SUB": {
      if (orgPath === null) return true; // reported on orgId already
      const [hidden] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(and(like(organisations.path, `${orgPath}%`), not(organisationScope(db, p))))
        .limit(1);
      return !hidden;
    }
    default:
      return false;
  }
}

/** The role must be no more senior than the caller's, and hold no code the caller lacks. */
async function roleGrantError(db: Db, p: Principal, roleId: number): Promise<string | null> {
  const found = await db
    .select({ id: roles.id, level: roles.level })
    .from(roles)
    .where(inArray(roles.id, [roleId, p.roleId]));
  const role = found.find((r) => r.id === roleId);
  const mine = found.find((r) => r.id === p.roleId);
  if (!role) return MSG.required;
  if (!mine || role.level < mine.level) return GRANT_MSG.roleTooHigh;
  const codes = await roleCodes(db, role.id);
  return codes.every((c) => p.codes.has(c)) ? null : GRANT_MSG.roleTooHigh;
}

async function visibleOrgIds(db: Db, p: Principal, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(inArray(organisations.id, ids), organisationScope(db, p)));
  return rows.map((r) => r.id);
}

/** Same set of organisations, order and repeats aside. */
export function sameIds(a: number[], b: number[]): boolean {
  const x = [...new Set(a)].sort((m, n) => m - n);
  const y = [...new Set(b)].sort((m, n) => m - n);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}
