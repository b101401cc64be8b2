import { eq, inArray, like } from "drizzle-orm";
import {
  accounts,
  DEMO_ORGS,
  DEMO_SCOPE_ACCOUNTS,
  hashPassword,
  menus,
  organisations,
  roleMenus,
  roles,
  type DbHandle,
} from "@cgm/db";
import type { DataScope } from "@cgm/domain";
import type { Caller } from "./harness";

export const FIELDS = `id account name phone role { id name } organisation { id name } dataScope
  customOrganisations { id name } status mustChangePassword lastLoginAt createdAt`;
export const LIST = `query($f: AccountFilter, $p: PageInput) { accounts(filter: $f, page: $p) { total items { ${FIELDS} } } }`;
export const GET = `query($id: ID!) { account(id: $id) { ${FIELDS} } }`;
export const CREATE = `mutation($input: AccountInput!) { createAccount(input: $input) { temporaryPassword account { ${FIELDS} } } }`;
export const UPDATE = `mutation($id: ID!, $input: AccountInput!) { updateAccount(id: $id, input: $input) { ${FIELDS} } }`;
export const STATUS = `mutation($id: ID!, $s: AccountStatus!) { setAccountStatus(id: $id, status: $s) { id status } }`;
export const RESET = `mutation($id: ID!) { resetAccountPassword(id: $id) { temporaryPassword } }`;

export interface AccountOut {
  id: string;
  account: string;
  name: string;
  dataScope: DataScope;
  status: string;
  mustChangePassword: boolean;
  customOrganisations: { id: string; name: string }[];
  organisation: { id: string };
  role: { id: string };
}
export interface ListOut {
  accounts: { total: number; items: AccountOut[] };
}

export type AccountRow = typeof accounts.$inferSelect;

/** Organisation key of the demo tree -> organisation number. */
export const ORG_NUMBER: Record<string, string> = {};
const walk = (o: typeof DEMO_ORGS) => {
  ORG_NUMBER[o.key] = o.number;
  o.children?.forEach(walk);
};
walk(DEMO_ORGS);

export async function orgId(h: DbHandle, number: string): Promise<number> {
  const [row] = await h.db.select().from(organisations).where(eq(organisations.number, number));
  if (!row) throw new Error(`no organisation ${number}`);
  return row.id;
}

export async function accountRow(h: DbHandle, account: string): Promise<AccountRow> {
  const [row] = await h.db.select().from(accounts).where(eq(accounts.account, account));
  if (!row) throw new Error(`no account ${account}`);
  return row;
}

export async function roleId(h: DbHandle, name: string): Promise<number> {
  const [row] = await h.db.select().from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}

/** Account ids a demo scope account must see, computed from the fixture tree and the rows. */
export async function expectedIds(h: DbHandle, account: string): Promise<string[]> {
  const def = DEMO_SCOPE_ACCOUNTS.find((d) => d.account === account)!;
  const me = await accountRow(h, account);
  const idsIn = async (orgIds: number[]) =>
    (await h.db.select({ id: accounts.id }).from(accounts).where(inArray(accounts.orgId, orgIds))).map((r) =>
      String(r.id),
    );
  const all = await h.db.select({ id: accounts.id, createdBy: accounts.createdBy }).from(accounts);
  switch (def.scope) {
    case "ALL":
      return all.map((r) => String(r.id)).sort();
    case "PERSONAL":
      return all
        .filter((r) => r.id === me.id || r.createdBy === me.id)
        .map((r) => String(r.id))
        .sort();
    case "ORG":
      return (await idsIn([await orgId(h, ORG_NUMBER[def.org]!)])).sort();
    case "ORG_AND_SUB": {
      const [root] = await h.db
        .select()
        .from(organisations)
        .where(eq(organisations.number, ORG_NUMBER[def.org]!));
      const sub = await h.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(like(organisations.path, `${root!.path}%`));
      return (await idsIn(sub.map((s) => s.id))).sort();
    }
    case "CUSTOM":
      return (await idsIn(await Promise.all(def.custom!.map((k) => orgId(h, ORG_NUMBER[k]!))))).sort();
  }
}

/** An account input; by default an Operator with personal data in the given organisation. */
export const input = (o: {
  account: string;
  roleId: number;
  orgId: number;
  dataScope?: DataScope;
  customOrgIds?: number[];
  name?: string;
  phone?: string;
}) => ({
  account: o.account,
  name: o.name ?? `Test ${o.account}`,
  phone: o.phone ?? "+86 139 1234 5678",
  roleId: o.roleId,
  orgId: o.orgId,
  dataScope: o.dataScope ?? "PERSONAL",
  customOrgIds: o.customOrgIds ?? [],
});

/** Inserts an account straight into the database (a fixture, not the code under test). */
export async function insertAccount(
  h: DbHandle,
  v: { account: string; orgId: number; roleId: number; createdBy?: number; password?: string },
): Promise<number> {
  const [row] = await h.db
    .insert(accounts)
    .values({
      account: v.account,
      name: `Fixture ${v.account}`,
      phone: "+86 137 0000 0000",
      passwordHash: await hashPassword(v.password ?? "fixture-pass"),
      roleId: v.roleId,
      orgId: v.orgId,
      dataScope: "PERSONAL",
      createdBy: v.createdBy ?? null,
    })
    .returning({ id: accounts.id });
  return row!.id;
}

/** Inserts a role holding exactly the given menu codes. */
export async function insertRole(h: DbHandle, name: string, level: number, codes: string[]): Promise<number> {
  const [role] = await h.db.insert(roles).values({ name, level }).returning({ id: roles.id });
  const ids = await h.db.select({ id: menus.id }).from(menus).where(inArray(menus.code, codes));
  if (ids.length) await h.db.insert(roleMenus).values(ids.map((m) => ({ roleId: role!.id, menuId: m.id })));
  return role!.id;
}

export async function signedIn(c: Caller, account: string, password: string): Promise<Caller> {
  const r = await c.login(account, password);
  if (r.errors) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(r.errors)}`);
  return c;
}

export const fieldErrors = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.fieldErrors;
export const messageId = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.messageId;
