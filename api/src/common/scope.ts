import { and, eq, inArray, like, not, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { accounts, devices, organisations, type Db } from "@cgm/db";
import type { Principal } from "../context";
import { inline, type Bind } from "./bind";

/**
 * Data-access scope as SQL, applied in the service layer to every list, point read, update, delete,
 * export and aggregate. Every branch fails closed: an unknown scope or an empty custom set sees nothing.
 *
 * `orgCol` is the row's organisation; `personal` what "personal data" means for the entity. `bind` hands
 * the principal's values to the SQL (as placeholders when the statement is prepared once per shape).
 */
export function scopeCondition(
  db: Db,
  p: Principal,
  orgCol: AnyPgColumn,
  personal: SQL,
  bind: Bind = inline,
): SQL {
  const own = accountScopeCondition(db, p, orgCol, personal, bind);
  // An ERP key reads the intersection of its maker's scope and the key organisation's subtree.
  if (!p.keyOrg) return own;
  return and(own, inArray(orgCol, subtreeIds(db, bind("keyPath", `${p.keyOrg.path}%`)))) ?? sql`false`;
}

/** The ids of the organisations whose materialised path matches (a subtree: its path and '%'), as a subquery. */
const subtreeIds = (db: Db, pathPattern: string) =>
  db.select({ id: organisations.id }).from(organisations).where(like(organisations.path, pathPattern));

function accountScopeCondition(db: Db, p: Principal, orgCol: AnyPgColumn, personal: SQL, bind: Bind): SQL {
  switch (p.dataScope) {
    case "ALL":
      return sql`true`;
    case "ORG":
      return eq(orgCol, bind("scopeOrg", p.orgId));
    case "ORG_AND_SUB":
      return inArray(orgCol, subtreeIds(db, bind("scopePath", `${p.orgPath}%`)));
    case "CUSTOM":
      return p.customOrgIds.length
        ? inArray(
            orgCol,
            p.customOrgIds.map((id, i) => bind(`scopeOrg${i}`, id)),
          )
        : sql`false`;
    case "PERSONAL":
      return personal;
    default:
      return sql`false`;
  }
}

/**
 * Organisations: under "personal data", only the account's own organisation. `idCol` may be the id of
 * an alias of the organisations table (a parent in a self-join).
 */
export const organisationScope = (db: Db, p: Principal, idCol: AnyPgColumn = organisations.id): SQL =>
  scopeCondition(db, p, idCol, eq(idCol, p.orgId));

/** Accounts: under "personal data", the account itself and the accounts it created. */
export const accountScope = (db: Db, p: Principal): SQL =>
  scopeCondition(
    db,
    p,
    accounts.orgId,
    or(eq(accounts.id, p.accountId), eq(accounts.createdBy, p.accountId)) ?? sql`false`,
  );

/** Devices: under "personal data", the devices the account registered. */
export const deviceScope = (db: Db, p: Principal, bind: Bind = inline): SQL =>
  scopeCondition(db, p, devices.orgId, eq(devices.createdBy, bind("scopeAccount", p.accountId)), bind);

/**
 * Whether the caller's data scope covers an organisation and every one of its sub-organisations (what
 * making something that reads the whole subtree, such as an ERP key, needs). Personal data never does.
 */
export async function coversSubtree(db: Db, p: Principal, path: string): Promise<boolean> {
  if (p.dataScope === "PERSONAL") return false;
  const [outside] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(like(organisations.path, `${path}%`), not(organisationScope(db, p))))
    .limit(1);
  return !outside;
}
