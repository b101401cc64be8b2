import { and, eq } from "drizzle-orm";
import { organisations, type Db } from "@cgm/db";
import type { Principal } from "../context";
import { hashToken, newToken } from "./tokens";

/** What a partner ERP system may read: organisations, accounts and devices of its own subtree. */
export const ERP_CODES = ["org:list", "org:account", "cgm:list"] as const;

const PREFIX = "cgm_erp_";

/** A new authorization key (shown once) and the hash that is stored. */
export function newErpKey(): { key: string; hash: string } {
  const key = PREFIX + newToken();
  return { key, hash: hashToken(key) };
}

/** The read-only principal of an ERP key, or null when no active organisation holds it. */
export async function principalOfErpKey(db: Db, key: string): Promise<Principal | null> {
  if (!key.startsWith(PREFIX) || key.length > 100) return null;
  const [org] = await db
    .select({ id: organisations.id, path: organisations.path, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.erpKeyHash, hashToken(key)), eq(organisations.status, "ACTIVE")));
  if (!org) return null;
  return {
    kind: "erp",
    accountId: 0,
    account: `erp:${org.id}`,
    name: org.name,
    orgId: org.id,
    orgPath: org.path,
    roleId: 0,
    dataScope: "ORG_AND_SUB",
    customOrgIds: [],
    codes: new Set(ERP_CODES),
    sessionId: 0,
    mustChangePassword: false,
  };
}
