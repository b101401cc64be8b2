import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../client";
import { accounts, sessions } from "../schema/index";
import { hashPassword, verifyPassword } from "../password";
import { DEMO_PASSWORD, DEMO_SCOPE_ACCOUNTS } from "./demo";
import { retireDemoClients } from "./clients";

/** What retirePublishedCredentials changed, for the start's log. */
export interface Retired {
  /** The admin still had the published default password: it now has ADMIN_PASSWORD, to be changed. */
  admin: boolean;
  /** Demo accounts still on the demo password, now disabled. */
  demoAccounts: string[];
  /** Demo clients (device apps) still on their published secret, now disabled. */
  demoClient: boolean;
}

async function endSessions(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(inArray(sessions.accountId, ids), isNull(sessions.revokedAt)));
}

/**
 * A database made in development and started in production may still hold the published passwords:
 * the admin's default one is replaced by ADMIN_PASSWORD (to be changed at the next sign-in), and unless
 * demo data was asked for, demo accounts on the demo password are disabled and so are the demo clients
 * still on their published secrets. Their sessions end.
 */
export async function retirePublishedCredentials(
  db: Db,
  opts: { adminAccount: string; defaultAdminPassword: string; adminPassword: string; keepDemo: boolean },
): Promise<Retired> {
  const retired: Retired = { admin: false, demoAccounts: [], demoClient: false };
  const [admin] = await db
    .select({ id: accounts.id, hash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.account, opts.adminAccount));
  const replaceable = opts.adminPassword !== opts.defaultAdminPassword;
  if (admin && replaceable && (await verifyPassword(admin.hash, opts.defaultAdminPassword))) {
    await db
      .update(accounts)
      .set({ passwordHash: await hashPassword(opts.adminPassword), mustChangePassword: true })
      .where(eq(accounts.id, admin.id));
    await endSessions(db, [admin.id]);
    retired.admin = true;
  }
  if (opts.keepDemo) return retired;
  const demo = await db
    .select({ id: accounts.id, account: accounts.account, hash: accounts.passwordHash })
    .from(accounts)
    .where(
      and(
        inArray(
          accounts.account,
          DEMO_SCOPE_ACCOUNTS.map((a) => a.account),
        ),
        eq(accounts.status, "ACTIVE"),
      ),
    );
  const known: typeof demo = [];
  for (const a of demo) if (await verifyPassword(a.hash, DEMO_PASSWORD)) known.push(a);
  if (known.length) {
    const ids = known.map((a) => a.id);
    await db.update(accounts).set({ status: "DISABLED" }).where(inArray(accounts.id, ids));
    await endSessions(db, ids);
    retired.demoAccounts = known.map((a) => a.account);
  }
  retired.demoClient = await retireDemoClients(db);
  return retired;
}
