import { eq } from "drizzle-orm";
import type { DataScope } from "@cgm/domain";
import type { Db } from "../client";
import { accountScopeOrgs, accounts, devices, organisations } from "../schema/index";
import { insertOrganisation } from "../orgTree";
import { hashPassword } from "../password";

export const DEMO_PASSWORD = "demo1234";
export const OPERATOR_ROLE = "Operator";

interface OrgDef {
  key: string;
  name: string;
  number: string;
  label?: string;
  children?: OrgDef[];
}

/** The demo organisation tree (deterministic). */
export const DEMO_ORGS: OrgDef = {
  key: "hq",
  name: "CGM Platform HQ",
  number: "ORG-0001",
  label: "Headquarters",
  children: [
    {
      key: "north",
      name: "North Region",
      number: "ORG-0100",
      label: "Region",
      children: [
        { key: "beijing", name: "Beijing Clinic", number: "ORG-0101", label: "Clinic" },
        { key: "tianjin", name: "Tianjin Clinic", number: "ORG-0102", label: "Clinic" },
      ],
    },
    {
      key: "south",
      name: "South Region",
      number: "ORG-0200",
      label: "Region",
      children: [
        { key: "guangzhou", name: "Guangzhou Clinic", number: "ORG-0201", label: "Clinic" },
        { key: "shenzhen", name: "Shenzhen Clinic", number: "ORG-0202", label: "Clinic" },
      ],
    },
    {
      key: "europe",
      name: "Europe Partners",
      number: "ORG-0300",
      label: "Partner",
      children: [{ key: "berlin", name: "Berlin Distributor", number: "ORG-0301", label: "Distributor" }],
    },
  ],
};

/** Creates the demo tree when missing; returns key -> id. */
export async function seedDemoOrganisations(db: Db, withChildren = true): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const walk = async (def: OrgDef, parentId: number | null, i: number) => {
    const [existing] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.number, def.number));
    const id =
      existing?.id ??
      (
        await insertOrganisation(db, {
          parentId,
          name: def.name,
          number: def.number,
          label: def.label ?? null,
          director: `Director ${def.name.split(" ")[0]}`,
          contact: `Contact ${def.name.split(" ")[0]}`,
          contactPhone: `+86 138 0000 ${String(1000 + i).slice(-4)}`,
          emails: `ops.${def.key}@example.com`,
        })
      ).id;
    ids.set(def.key, id);
    let j = 0;
    if (!withChildren) return;
    for (const child of def.children ?? []) await walk(child, id, i * 10 + ++j);
  };
  await walk(DEMO_ORGS, null, 1);
  return ids;
}

interface AccountDef {
  account: string;
  name: string;
  org: string;
  scope: DataScope;
  custom?: string[];
}

export const DEMO_SCOPE_ACCOUNTS: AccountDef[] = [
  { account: "scope-personal", name: "Personal Scope", org: "beijing", scope: "PERSONAL" },
  { account: "scope-org", name: "Org Scope", org: "north", scope: "ORG" },
  { account: "scope-subtree", name: "Subtree Scope", org: "north", scope: "ORG_AND_SUB" },
  {
    account: "scope-custom",
    name: "Custom Scope",
    org: "south",
    scope: "CUSTOM",
    custom: ["south", "berlin"],
  },
  { account: "scope-all", name: "All Scope", org: "hq", scope: "ALL" },
];

export async function ensureAccount(
  db: Db,
  def: {
    account: string;
    name: string;
    phone: string;
    password: string;
    roleId: number;
    orgId: number;
    scope: DataScope;
    mustChangePassword?: boolean;
  },
): Promise<number> {
  const [existing] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.account, def.account));
  if (existing) return existing.id;
  const [row] = await db
    .insert(accounts)
    .values({
      account: def.account,
      name: def.name,
      phone: def.phone,
      passwordHash: await hashPassword(def.password),
      roleId: def.roleId,
      orgId: def.orgId,
      dataScope: def.scope,
      mustChangePassword: def.mustChangePassword ?? false,
    })
    .returning({ id: accounts.id });
  if (!row) throw new Error(`account ${def.account} was not written`);
  return row.id;
}

export async function seedDemoAccounts(
  db: Db,
  orgIds: Map<string, number>,
  operatorRoleId: number,
): Promise<void> {
  let n = 0;
  for (const def of DEMO_SCOPE_ACCOUNTS) {
    const orgId = orgIds.get(def.org);
    if (orgId === undefined) throw new Error(`demo organisation ${def.org} missing`);
    const id = await ensureAccount(db, {
      account: def.account,
      name: def.name,
      phone: `+86 139 0000 ${String(2000 + ++n)}`,
      password: DEMO_PASSWORD,
      roleId: operatorRoleId,
      orgId,
      scope: def.scope,
    });
    for (const key of def.custom ?? []) {
      const customOrg = orgIds.get(key);
      if (customOrg !== undefined) {
        await db.insert(accountScopeOrgs).values({ accountId: id, orgId: customOrg }).onConflictDoNothing();
      }
    }
  }
}

/** Deterministic serial numbers: 12 characters, "CGM" + 9 digits. */
export function demoSn(i: number): string {
  return `CGM${String(202600000 + i).padStart(9, "0")}`;
}

/** Demo devices registered by scope-personal (its Beijing clinic's first three), so its scope has some. */
export const DEMO_PERSONAL_DEVICES = [1, 8, 15];

/**
 * Registers demo devices spread over the clinics (inventory only; readings come from the CGM demo
 * feed). scope-personal registered DEMO_PERSONAL_DEVICES: a personal data scope sees those.
 */
export async function seedDemoDevices(db: Db, orgIds: Map<string, number>, count = 60): Promise<void> {
  const [personal] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.account, "scope-personal"));
  const clinics = ["beijing", "tianjin", "guangzhou", "shenzhen", "berlin", "north", "hq"];
  const day = 24 * 3600 * 1000;
  const base = Date.UTC(2026, 9, 1);
  const rows = Array.from({ length: count }, (_, i) => {
    const orgId = orgIds.get(clinics[i % clinics.length] ?? "hq");
    if (orgId === undefined) throw new Error("demo clinic missing");
    return {
      sn: demoSn(i + 1),
      goodsCode: i % 3 === 0 ? "CGM-S15" : "CGM-S14",
      canUseDay: i % 3 === 0 ? 15 : 14,
      isSales: i % 5 === 0,
      inventoryAt: new Date(base + (i % 30) * day),
      orgId,
      createdBy: DEMO_PERSONAL_DEVICES.includes(i + 1) ? (personal?.id ?? null) : null,
    };
  });
  await db.insert(devices).values(rows).onConflictDoNothing();
}
