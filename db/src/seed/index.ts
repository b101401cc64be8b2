import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { accounts, organisations } from "../schema/index";
import { SYSTEM_MANAGEMENT_CODE } from "@cgm/domain";
import { retirePublishedCredentials, type Retired } from "./published";
import { seedDemoClients } from "./clients";
import { seedLocalisation } from "./localisation";
import { seedCountryIcons } from "./countryIcons";
import { seedDemoReleases } from "./releases";
import { codesWithout, ensureRole, seedMenus, seedSettings, seedSuperAdminRole } from "./reference";
import {
  DEMO_ORGS,
  OPERATOR_ROLE,
  ensureAccount,
  seedDemoAccounts,
  seedDemoDevices,
  seedDemoOrganisations,
} from "./demo";

export { DEMO_PASSWORD, DEMO_SCOPE_ACCOUNTS, DEMO_ORGS, OPERATOR_ROLE, demoSn } from "./demo";
export { DEMO_CLIENTS, DEMO_INGEST_CLIENT, type DemoClient } from "./clients";
export type { Retired } from "./published";
export { SUPER_ADMIN_ROLE, seedMenus, codesWithout, ensureRole } from "./reference";
export { countryIconPng, seedCountryIcons, seedIconId } from "./countryIcons";
export { seedDemoReleases, seededReleaseFiles, demoReleaseFiles } from "./releases";
export { DEMO_FIRMWARE, versionCodeOf } from "./releases.data";

export const ADMIN_ACCOUNT = "admin";
export const DEFAULT_ADMIN_PASSWORD = "admin123";

export interface SeedOptions {
  /** Demo organisations, scope accounts and devices. */
  demo: boolean;
  /** Password of the initial admin, used only when the admin does not exist yet. */
  adminPassword: string;
  /** The initial admin must change that password at first sign-in (production). */
  adminMustChangePassword?: boolean;
  /** Retire published passwords left from a development start (production; see published.ts). */
  retirePublished?: boolean;
  /**
   * Where the API's file storage keeps its bytes (DATA_DIR/files): with it, the seeded countries get
   * their icons as stored files there; without it (tests of other things) they have none.
   */
  filesDir?: string;
  /**
   * Demo version releases, app upgrades and software and firmware packages with their files (needs
   * `demo` and `filesDir`): the console's demo (main.ts); tests build their own.
   */
  demoReleases?: boolean;
}

/**
 * Reference data on every start; the admin and demo data once. Idempotent. Answers what published
 * credentials it retired (nothing unless `retirePublished`).
 */
export async function seed(db: Db, opts: SeedOptions): Promise<Retired | null> {
  return db.transaction(async (tx) => {
    const menuIds = await seedMenus(tx);
    const superRole = await seedSuperAdminRole(tx, menuIds);
    await seedSettings(tx);
    const orgIds = await seedDemoOrganisations(tx, opts.demo);
    const hqId = orgIds.get(DEMO_ORGS.key);
    if (hqId === undefined) throw new Error("root organisation missing");
    await seedLocalisation(tx, orgIds);
    if (opts.filesDir) await seedCountryIcons(tx, opts.filesDir);
    await ensureAccount(tx, {
      account: ADMIN_ACCOUNT,
      name: "Administrator",
      phone: "+86 138 0000 0000",
      password: opts.adminPassword,
      roleId: superRole,
      orgId: hqId,
      scope: "ALL",
      mustChangePassword: opts.adminMustChangePassword ?? false,
    });
    const retired = opts.retirePublished
      ? await retirePublishedCredentials(tx, {
          adminAccount: ADMIN_ACCOUNT,
          defaultAdminPassword: DEFAULT_ADMIN_PASSWORD,
          adminPassword: opts.adminPassword,
          keepDemo: opts.demo,
        })
      : null;
    if (!opts.demo) return retired;
    const operator = await ensureRole(tx, menuIds, {
      name: OPERATOR_ROLE,
      level: 5,
      remark: "Daily operations",
      codes: codesWithout(SYSTEM_MANAGEMENT_CODE),
    });
    await seedDemoAccounts(tx, orgIds, operator);
    await seedDemoDevices(tx, orgIds);
    await seedDemoClients(tx);
    if (opts.demoReleases && opts.filesDir) await seedDemoReleases(tx, opts.filesDir);
    return retired;
  });
}

/** True once the admin account exists. */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.account, ADMIN_ACCOUNT));
  return Boolean(row);
}

export { organisations };
