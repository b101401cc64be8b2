import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { accountScopeOrgs, accounts, organisations, type Db } from "@cgm/db";
import { DATA_SCOPES, type DataScope } from "@cgm/domain";
import type { Principal } from "../context";
import { effectiveCodes } from "./session";
import { hashToken, newToken } from "./tokens";
import { partnerCodes } from "./partner";

const PREFIX = "cgm_erp_";

/** A new authorization key (shown once) and the hash that is stored. */
export function newErpKey(): { key: string; hash: string } {
  const key = PREFIX + newToken();
  return { key, hash: hashToken(key) };
}

/**
 * The read-only partner principal of an ERP key, or null when no active organisation holds it, or the
 * account that made it is gone, disabled, or in a disabled organisation. Its permissions are the partner
 * set (auth/partner.ts), each while the maker holds the staff code beside it; it reads the intersection
 * of its maker's data scope now (a narrowed maker narrows the key) and the key organisation's subtree.
 */
export async function principalOfErpKey(db: Db, key: string): Promise<Principal | null> {
  if (!key.startsWith(PREFIX) || key.length > 100) return null;
  const makerOrg = alias(organisations, "maker_org");
  const [row] = await db
    .select({
      orgId: organisations.id,
      orgPath: organisations.path,
      orgName: organisations.name,
      makerId: accounts.id,
      makerOrgId: accounts.orgId,
      makerOrgPath: makerOrg.path,
      roleId: accounts.roleId,
      dataScope: accounts.dataScope,
    })
    .from(organisations)
    .innerJoin(accounts, eq(accounts.id, organisations.erpKeyCreatedBy))
    .innerJoin(makerOrg, eq(makerOrg.id, accounts.orgId))
    .where(
      and(
        eq(organisations.erpKeyHash, hashToken(key)),
        eq(organisations.status, "ACTIVE"),
        eq(accounts.status, "ACTIVE"),
        eq(makerOrg.status, "ACTIVE"),
      ),
    );
  if (!row) return null;
  const dataScope = (DATA_SCOPES as readonly string[]).includes(row.dataScope)
    ? (row.dataScope as DataScope)
    : "PERSONAL"; // fail closed on an unknown value
  const [makerCodes, custom] = await Promise.all([
    effectiveCodes(db, row.roleId, row.makerOrgId),
    dataScope === "CUSTOM"
      ? db
          .select({ orgId: accountScopeOrgs.orgId })
          .from(accountScopeOrgs)
          .where(eq(accountScopeOrgs.accountId, row.makerId))
      : Promise.resolve([]),
  ]);
  return {
    kind: "erp",
    accountId: row.makerId,
    account: `erp:${row.orgId}`,
    name: row.orgName,
    orgId: row.makerOrgId,
    orgPath: row.makerOrgPath,
    roleId: row.roleId,
    dataScope,
    customOrgIds: custom.map((c) => c.orgId),
    codes: partnerCodes(makerCodes),
    sessionId: 0,
    mustChangePassword: false,
    keyOrg: { id: row.orgId, path: row.orgPath },
  };
}
