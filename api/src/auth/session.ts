import { and, eq, gt, isNull } from "drizzle-orm";
import {
  accounts,
  accountScopeOrgs,
  menus,
  organisationMenus,
  organisations,
  roleMenus,
  sessions,
  type Db,
} from "@cgm/db";
import { DATA_SCOPES, type DataScope } from "@cgm/domain";
import type { Config } from "../config";
import type { Principal } from "../context";
import { hashToken, newToken } from "./tokens";
import { cachedSession, forgetSession, keepSession, sessionGeneration } from "./sessionCache";

/** Starts a session and returns its token (only its hash is stored). */
export async function createSession(
  db: Db,
  config: Config,
  accountId: number,
  meta: { ip: string; userAgent: string },
): Promise<{ token: string; maxAgeSeconds: number; sessionId: number }> {
  const token = newToken();
  const maxAgeSeconds = config.sessionMaxHours * 3600;
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      accountId,
      expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 300),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error("session was not written");
  return { token, maxAgeSeconds, sessionId: row.id };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every open session of an account (disable, password reset); returns their ids. */
export async function revokeAccountSessions(db: Db, accountId: number): Promise<number[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
}

/** How stale the idle clock may get before a request moves it on: well inside the idle time. */
export function touchEveryMs(config: Pick<Config, "sessionIdleMinutes">): number {
  return Math.min(60_000, config.sessionIdleMinutes * 6_000);
}

/**
 * The principal behind a session token, or null when the token is unknown, revoked, past its idle or
 * absolute expiry, or its account or organisation is disabled. A use of the session moves its idle clock
 * on; a background check (`touch: false`) does not. The principal comes from memory when this process
 * has it (auth/sessionCache.ts: access changes drop it at once); `fresh` reads the database regardless.
 */
export async function principalOfToken(
  db: Db,
  config: Config,
  token: string,
  opts: { touch?: boolean; fresh?: boolean } = {},
): Promise<Principal | null> {
  const hash = hashToken(token);
  const now = Date.now();
  const idleMs = config.sessionIdleMinutes * 60_000;
  const hit = opts.fresh ? undefined : cachedSession(hash, now);
  if (hit && now - hit.lastSeenAt < idleMs) {
    if (opts.touch !== false && now - hit.lastSeenAt > touchEveryMs(config)) {
      hit.lastSeenAt = now;
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, hit.principal.sessionId));
    }
    return hit.principal;
  }
  const loadedIn = sessionGeneration();
  const loaded = await loadSession(db, hash, now, idleMs);
  if (!loaded) {
    forgetSession(hash);
    return null;
  }
  // Touch at most once a minute (a tenth of the idle time when that is shorter), to keep the idle clock
  // without a write per request.
  let lastSeenAt = loaded.lastSeenAt.getTime();
  if (opts.touch !== false && now - lastSeenAt > touchEveryMs(config)) {
    lastSeenAt = now;
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, loaded.principal.sessionId));
  }
  keepSession(
    hash,
    { principal: loaded.principal, lastSeenAt, expiresAt: loaded.expiresAt.getTime(), loadedAt: now },
    loadedIn,
  );
  return loaded.principal;
}

/** A live session's principal, with its idle and absolute clocks, from the database. */
async function loadSession(
  db: Db,
  tokenHash: string,
  now: number,
  idleMs: number,
): Promise<{ principal: Principal; lastSeenAt: Date; expiresAt: Date } | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      accountId: accounts.id,
      account: accounts.account,
      name: accounts.name,
      orgId: accounts.orgId,
      orgPath: organisations.path,
      roleId: accounts.roleId,
      dataScope: accounts.dataScope,
      mustChangePassword: accounts.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(organisations, eq(organisations.id, accounts.orgId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - idleMs)),
        eq(accounts.status, "ACTIVE"),
        eq(organisations.status, "ACTIVE"),
      ),
    );
  if (!row) return null;
  const [codes, custom] = await Promise.all([
    effectiveCodes(db, row.roleId, row.orgId),
    row.dataScope === "CUSTOM"
      ? db
          .select({ orgId: accountScopeOrgs.orgId })
          .from(accountScopeOrgs)
          .where(eq(accountScopeOrgs.accountId, row.accountId))
      : Promise.resolve([]),
  ]);
  const dataScope = (DATA_SCOPES as readonly string[]).includes(row.dataScope)
    ? (row.dataScope as DataScope)
    : "PERSONAL"; // fail closed on an unknown value
  return {
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    principal: {
      kind: "staff",
      accountId: row.accountId,
      account: row.account,
      name: row.name,
      orgId: row.orgId,
      orgPath: row.orgPath,
      roleId: row.roleId,
      dataScope,
      customOrgIds: custom.map((c) => c.orgId),
      codes: new Set(codes),
      sessionId: row.sessionId,
      mustChangePassword: row.mustChangePassword,
    },
  };
}

/** The menu and button codes a role holds. */
export async function roleCodes(db: Db, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ code: menus.code })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(roleMenus.roleId, roleId));
  return rows.map((r) => r.code);
}

/**
 * The role's codes, within the organisation's function setup when it is restricted (a restricted setup
 * with no functions allows nothing; an organisation that cannot be read allows nothing either).
 */
export async function effectiveCodes(db: Db, roleId: number, orgId: number): Promise<string[]> {
  const [codes, setup] = await Promise.all([
    roleCodes(db, roleId),
    db
      .select({ restricted: organisations.functionsRestricted, code: menus.code })
      .from(organisations)
      .leftJoin(organisationMenus, eq(organisationMenus.orgId, organisations.id))
      .leftJoin(menus, eq(menus.id, organisationMenus.menuId))
      .where(eq(organisations.id, orgId)),
  ]);
  if (!setup.length) return [];
  if (!setup[0]!.restricted) return codes;
  const set = new Set(setup.map((a) => a.code));
  return codes.filter((c) => set.has(c));
}
