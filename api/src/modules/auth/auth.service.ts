import { and, eq, max, ne, sql } from "drizzle-orm";
import { accounts, organisations, sessions, roles, hashPassword, verifyPassword, type Db } from "@cgm/db";
import type { DataScope } from "@cgm/domain";
import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { AppError, badInput, unauthenticated } from "../../common/errors";
import { createSession, revokeAccountSessions, revokeSession, roleCodes } from "../../auth/session";
import { publishAccessChanged } from "../../live/access";
import { LOGIN_LIMITS, pruneAttempts, releaseAttempt, takeAttempt } from "../../auth/throttle";
import type { Me } from "./auth.types";
import { DataScopeEnum } from "./auth.types";

/** Failed attempts before an account name is locked from one client address, and for how long. */
export const LOCKOUT = LOGIN_LIMITS.pair;

const INVALID = () => unauthenticated("Incorrect account or password", "auth.invalid");
const LOCKED = () => unauthenticated("Too many failed sign-ins. Try again in a few minutes", "auth.locked");

/** A hash verified when the account does not exist, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;

export async function login(ctx: Context, account: string, password: string): Promise<Me> {
  const name = account.trim().toLowerCase();
  if (!name) throw INVALID();
  // Counted before the password is checked, atomically, so parallel attempts cannot pass the limit.
  const attempt = await takeAttempt(ctx.db, name, ctx.ip);
  if (!attempt.allowed) {
    ctx.log.info({ account: name.slice(0, 50), ip: ctx.ip }, "sign-in refused: locked");
    throw LOCKED();
  }
  const [row] = await ctx.db
    .select({
      id: accounts.id,
      hash: accounts.passwordHash,
      status: accounts.status,
      orgStatus: organisations.status,
    })
    .from(accounts)
    .innerJoin(organisations, eq(organisations.id, accounts.orgId))
    .where(sql`lower(${accounts.account}) = ${name}`);
  dummyHash ??= hashPassword("not-a-real-password");
  const ok = await verifyPassword(row?.hash ?? (await dummyHash), password);
  if (!row || !ok) {
    await recordFailure(ctx, name, row?.id ?? null, attempt.lockedNow);
    throw INVALID();
  }
  await releaseAttempt(ctx.db, name, ctx.ip);
  if (row.status !== "ACTIVE" || row.orgStatus !== "ACTIVE") {
    await audit(ctx, ctx.db, {
      action: "login.refusedDisabled",
      entity: "account",
      entityId: row.id,
      actor: { id: row.id, account: name },
    });
    throw unauthenticated("This account is disabled", "auth.disabled");
  }
  const now = new Date();
  const { token, maxAgeSeconds, sessionId } = await createSession(ctx.db, ctx.config, row.id, ctx);
  await ctx.db.update(accounts).set({ lastLoginAt: now }).where(eq(accounts.id, row.id));
  ctx.cookies.set(token, maxAgeSeconds);
  await audit(ctx, ctx.db, {
    action: "login",
    entity: "account",
    entityId: row.id,
    actor: { id: row.id, account: name },
  });
  return loadMe(ctx.db, row.id, { sessionId });
}

/** One audit row per checked password (bounded by the counters), and one when a lock begins. */
async function recordFailure(
  ctx: Context,
  name: string,
  accountId: number | null,
  lockedNow: boolean,
): Promise<void> {
  const actor = { id: accountId, account: name };
  await audit(ctx, ctx.db, { action: "login.failed", entity: "account", entityId: accountId, actor });
  if (lockedNow) {
    await audit(ctx, ctx.db, { action: "login.locked", entity: "account", entityId: accountId, actor });
  }
  await pruneAttempts(ctx.db);
}

export async function logout(ctx: Context): Promise<boolean> {
  if (ctx.principal) {
    await revokeSession(ctx.db, ctx.principal.sessionId);
    await audit(ctx, ctx.db, { action: "logout", entity: "account", entityId: ctx.principal.accountId });
    // Its live connections close now, not at their next session check.
    publishAccessChanged({ endedSessionIds: [ctx.principal.sessionId] });
  }
  ctx.cookies.clear();
  return true;
}

export async function changePassword(
  ctx: Context,
  p: Principal,
  current: string,
  next: string,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ hash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, p.accountId));
  if (!row || !(await verifyPassword(row.hash, current))) {
    throw badInput({ currentPassword: "auth.currentPasswordWrong" });
  }
  if (current === next) throw badInput({ newPassword: "auth.passwordUnchanged" });
  const ended = await ctx.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash: await hashPassword(next), mustChangePassword: false, updatedAt: new Date() })
      .where(eq(accounts.id, p.accountId));
    const revoked = await revokeAccountSessions(tx, p.accountId);
    await audit(ctx, tx, { action: "account.changePassword", entity: "account", entityId: p.accountId });
    return revoked;
  });
  // Every live connection of the old sessions closes now; this browser's reconnects with its new cookie.
  publishAccessChanged({
    endedSessionIds: ended.filter((id) => id !== p.sessionId),
    renewedSessionIds: [p.sessionId],
  });
  // Stay signed in on this browser with a new session; the others have ended.
  const { token, maxAgeSeconds } = await createSession(ctx.db, ctx.config, p.accountId, ctx);
  ctx.cookies.set(token, maxAgeSeconds);
  return true;
}

/**
 * The account's profile with its role's permission codes. `lastLoginAt` is when the session before
 * the current one began (the previous sign-in), or null on a first sign-in.
 */
export async function loadMe(
  db: Db,
  accountId: number,
  opts: { sessionId: number; codes?: string[] },
): Promise<Me> {
  const [row] = await db
    .select({
      id: accounts.id,
      account: accounts.account,
      name: accounts.name,
      phone: accounts.phone,
      dataScope: accounts.dataScope,
      mustChangePassword: accounts.mustChangePassword,
      orgId: organisations.id,
      orgName: organisations.name,
      roleId: roles.id,
      roleName: roles.name,
    })
    .from(accounts)
    .innerJoin(organisations, eq(organisations.id, accounts.orgId))
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(eq(accounts.id, accountId));
  if (!row) throw new AppError("NOT_FOUND", "The account does not exist", { messageId: "error.notFound" });
  const codes = opts.codes ?? (await roleCodes(db, row.roleId));
  const [previous] = await db
    .select({ at: max(sessions.createdAt) })
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), ne(sessions.id, opts.sessionId)));
  return {
    id: String(row.id),
    account: row.account,
    name: row.name,
    phone: row.phone,
    organisation: { id: String(row.orgId), name: row.orgName },
    role: { id: String(row.roleId), name: row.roleName },
    dataScope: DataScopeEnum[row.dataScope as DataScope] ?? DataScopeEnum.PERSONAL,
    permissionCodes: codes.sort(),
    mustChangePassword: row.mustChangePassword,
    lastLoginAt: previous?.at ?? null,
  };
}
