import { and, count, desc, eq, ilike, inArray, like, or, sql, type SQL } from "drizzle-orm";
import { accounts, accountScopeOrgs, organisations, roles, type Db } from "@cgm/db";
import type { DataScope } from "@cgm/domain";
import type { Principal } from "../../context";
import { accountScope, organisationScope } from "../../common/scope";
import { notFound } from "../../common/errors";
import { DataScopeEnum } from "../auth/auth.types";
import { type Account, type AccountFilter, AccountStatus } from "./account.types";

const COLUMNS = {
  id: accounts.id,
  account: accounts.account,
  name: accounts.name,
  phone: accounts.phone,
  dataScope: accounts.dataScope,
  status: accounts.status,
  mustChangePassword: accounts.mustChangePassword,
  lastLoginAt: accounts.lastLoginAt,
  createdAt: accounts.createdAt,
  roleId: roles.id,
  roleName: roles.name,
  orgId: organisations.id,
  orgName: organisations.name,
};
type Row = Awaited<ReturnType<typeof selectAccounts>>[number];

/** `%` and `_` in a keyword match themselves. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function filterCondition(db: Db, p: Principal, f: AccountFilter | null | undefined): Promise<SQL> {
  const parts: SQL[] = [accountScope(db, p)];
  if (f?.orgId != null) {
    if (f.includeSubOrganisations) {
      const [org] = await db
        .select({ path: organisations.path })
        .from(organisations)
        .where(eq(organisations.id, f.orgId));
      if (!org) return sql`false`;
      parts.push(
        inArray(
          accounts.orgId,
          db
            .select({ id: organisations.id })
            .from(organisations)
            .where(like(organisations.path, `${org.path}%`)),
        ),
      );
    } else parts.push(eq(accounts.orgId, f.orgId));
  }
  if (f?.roleId != null) parts.push(eq(accounts.roleId, f.roleId));
  if (f?.status != null) parts.push(eq(accounts.status, f.status));
  const keyword = f?.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    const match = or(
      ilike(accounts.name, pattern),
      ilike(accounts.phone, pattern),
      ilike(accounts.account, pattern),
    );
    if (match) parts.push(match);
  }
  return and(...parts) ?? sql`false`;
}

/** One page of the accounts in the caller's scope, newest first, and the total over all pages. */
export async function listAccounts(
  db: Db,
  p: Principal,
  filter: AccountFilter | null | undefined,
  page: { offset: number; limit: number },
): Promise<{ items: Account[]; total: number }> {
  const where = await filterCondition(db, p, filter);
  const [rows, totals] = await Promise.all([
    selectAccounts(db)
      .where(where)
      .orderBy(desc(accounts.createdAt), desc(accounts.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { items: await toAccounts(db, p, rows), total: totals[0]?.n ?? 0 };
}

/** One account in the caller's scope; NOT_FOUND otherwise (never FORBIDDEN). */
export async function getAccount(db: Db, p: Principal, id: number): Promise<Account> {
  const [row] = await selectAccounts(db).where(and(eq(accounts.id, id), accountScope(db, p)));
  if (!row) throw notFound("The account");
  const [account] = await toAccounts(db, p, [row]);
  if (!account) throw notFound("The account");
  return account;
}

const selectAccounts = (db: Db) =>
  db
    .select(COLUMNS)
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .innerJoin(organisations, eq(organisations.id, accounts.orgId));

/** Rows to the GraphQL shape; custom organisations limited to those the caller can see. */
async function toAccounts(db: Db, p: Principal, rows: Row[]): Promise<Account[]> {
  const customIds = rows.filter((r) => r.dataScope === "CUSTOM").map((r) => r.id);
  const custom = customIds.length
    ? await db
        .select({ accountId: accountScopeOrgs.accountId, id: organisations.id, name: organisations.name })
        .from(accountScopeOrgs)
        .innerJoin(organisations, eq(organisations.id, accountScopeOrgs.orgId))
        .where(and(inArray(accountScopeOrgs.accountId, customIds), organisationScope(db, p)))
        .orderBy(organisations.path)
    : [];
  return rows.map((r) => ({
    id: String(r.id),
    account: r.account,
    name: r.name,
    phone: r.phone,
    role: { id: String(r.roleId), name: r.roleName },
    organisation: { id: String(r.orgId), name: r.orgName },
    dataScope: DataScopeEnum[r.dataScope as DataScope] ?? DataScopeEnum.PERSONAL,
    customOrganisations: custom
      .filter((c) => c.accountId === r.id)
      .map((c) => ({ id: String(c.id), name: c.name })),
    status: r.status === "ACTIVE" ? AccountStatus.ACTIVE : AccountStatus.DISABLED,
    mustChangePassword: r.mustChangePassword,
    lastLoginAt: r.lastLoginAt,
    createdAt: r.createdAt,
  }));
}
