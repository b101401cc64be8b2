import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { accounts, accountScopeOrgs, hashPassword, loginFailures, type Db } from "@cgm/db";
import { accountSchema, validateWith, type DataScope, type FieldErrors } from "@cgm/domain";
import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { badInput, conflict, forbidden, notFound } from "../../common/errors";
import { idOrNotFound } from "../../common/ids";
import { accountScope } from "../../common/scope";
import { revokeAccountSessions } from "../../auth/session";
import { publishAccessChanged } from "../../live/access";
import { assertGrantable, assertManageable, sameIds, type Grant } from "./account.grants";
import { getAccount } from "./account.read";
import {
  AccountStatus,
  type Account,
  type AccountCreated,
  type AccountInput,
  type PasswordReset,
} from "./account.types";

export { getAccount, listAccounts } from "./account.read";

/** No 0/O/o, 1/I/l/i: easy to read out and type. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";
export const TEMPORARY_PASSWORD_LENGTH = 12;

export function temporaryPassword(): string {
  let out = "";
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** A GraphQL ID as an account id; anything else is simply not found. */
export function accountId(id: string): number {
  return idOrNotFound(id, "The account");
}

const SELF = () => conflict("You cannot change your own access or status here", "account.self");
const TAKEN = () => conflict("This account name is already taken", "account.taken");

type Clean = Grant & { account: string; name: string; phone: string };

/** The input as the domain schema normalises it (trimmed); custom organisations only for CUSTOM. */
function clean(input: AccountInput): Clean {
  const r = validateWith(accountSchema, input);
  if (!r.ok) throw badInput(r.fieldErrors);
  const v = r.value;
  const dataScope = v.dataScope as DataScope;
  const customOrgIds = dataScope === "CUSTOM" ? [...new Set(v.customOrgIds)] : [];
  return { ...v, dataScope, customOrgIds };
}

/** Writes are for staff only (an ERP key is read-only whatever its codes). */
function staff(p: Principal): void {
  if (p.kind !== "staff") throw forbidden();
}

/** What the audit log keeps of an account: never its password or hash. */
const snapshot = (a: Clean & { status?: string }) => ({
  account: a.account,
  name: a.name,
  phone: a.phone,
  roleId: a.roleId,
  orgId: a.orgId,
  dataScope: a.dataScope,
  customOrgIds: a.customOrgIds,
  status: a.status,
});

/** The account in the caller's scope, locked for the transaction; NOT_FOUND otherwise. */
async function lockTarget(tx: Db, p: Principal, id: number) {
  const [row] = await tx
    .select({
      id: accounts.id,
      account: accounts.account,
      name: accounts.name,
      phone: accounts.phone,
      roleId: accounts.roleId,
      orgId: accounts.orgId,
      dataScope: accounts.dataScope,
      status: accounts.status,
    })
    .from(accounts)
    .where(and(eq(accounts.id, id), accountScope(tx, p)))
    .for("update");
  if (!row) throw notFound("The account");
  const custom =
    row.dataScope === "CUSTOM"
      ? await tx
          .select({ orgId: accountScopeOrgs.orgId })
          .from(accountScopeOrgs)
          .where(eq(accountScopeOrgs.accountId, id))
      : [];
  return { ...row, dataScope: row.dataScope as DataScope, customOrgIds: custom.map((c) => c.orgId) };
}

async function writeCustomOrgs(tx: Db, id: number, g: Grant): Promise<void> {
  await tx.delete(accountScopeOrgs).where(eq(accountScopeOrgs.accountId, id));
  if (g.dataScope === "CUSTOM" && g.customOrgIds.length) {
    await tx.insert(accountScopeOrgs).values(g.customOrgIds.map((orgId) => ({ accountId: id, orgId })));
  }
}

/** A unique violation that slipped past the check (a concurrent save) is the same CONFLICT. */
function uniqueAsConflict(e: unknown): never {
  const err = e as { code?: string; cause?: { code?: string } };
  if (err?.code === "23505" || err?.cause?.code === "23505") throw TAKEN();
  throw e;
}

export async function createAccount(
  ctx: Context,
  p: Principal,
  input: AccountInput,
): Promise<AccountCreated> {
  staff(p);
  const v = clean(input);
  const temp = temporaryPassword();
  const passwordHash = await hashPassword(temp);
  const id = await ctx.db
    .transaction(async (tx) => {
      await assertGrantable(tx, p, v);
      const [taken] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.account}) = ${v.account.toLowerCase()}`);
      if (taken) throw TAKEN();
      const [row] = await tx
        .insert(accounts)
        .values({
          account: v.account,
          name: v.name,
          phone: v.phone,
          passwordHash,
          roleId: v.roleId,
          orgId: v.orgId,
          dataScope: v.dataScope,
          mustChangePassword: true,
          createdBy: p.accountId,
        })
        .returning({ id: accounts.id });
      if (!row) throw new Error("account was not written");
      await writeCustomOrgs(tx, row.id, v);
      const after = snapshot({ ...v, status: "ACTIVE" });
      await audit(ctx, tx, { action: "account.create", entity: "account", entityId: row.id, after });
      return row.id;
    })
    .catch(uniqueAsConflict);
  return { account: await getAccount(ctx.db, p, id), temporaryPassword: temp };
}

export async function updateAccount(
  ctx: Context,
  p: Principal,
  id: number,
  input: AccountInput,
): Promise<Account> {
  staff(p);
  const v = clean(input);
  const accessChanged = await ctx.db.transaction(async (tx) => {
    const target = await lockTarget(tx, p, id);
    const changed =
      target.roleId !== v.roleId ||
      target.orgId !== v.orgId ||
      target.dataScope !== v.dataScope ||
      !sameIds(target.customOrgIds, v.customOrgIds);
    const self = target.id === p.accountId;
    if (self && changed) throw SELF();
    await assertManageable(tx, p, target);
    const immutable: FieldErrors = v.account !== target.account ? { account: "account.immutable" } : {};
    if (self) {
      if (immutable.account) throw badInput(immutable);
    } else await assertGrantable(tx, p, v, immutable);
    await tx
      .update(accounts)
      .set({
        name: v.name,
        phone: v.phone,
        roleId: v.roleId,
        orgId: v.orgId,
        dataScope: v.dataScope,
        updatedAt: new Date(),
      })
      .where(eq(accounts.id, id));
    if (changed) await writeCustomOrgs(tx, id, v);
    await audit(ctx, tx, {
      action: "account.update",
      entity: "account",
      entityId: id,
      before: snapshot(target),
      after: snapshot({ ...v, status: target.status }),
    });
    return changed;
  });
  if (accessChanged) publishAccessChanged({ accountIds: [id] });
  return getAccount(ctx.db, p, id);
}

export async function setAccountStatus(
  ctx: Context,
  p: Principal,
  id: number,
  status: AccountStatus,
): Promise<Account> {
  staff(p);
  await ctx.db.transaction(async (tx) => {
    const target = await lockTarget(tx, p, id);
    if (target.id === p.accountId) throw SELF();
    await assertManageable(tx, p, target);
    await tx.update(accounts).set({ status, updatedAt: new Date() }).where(eq(accounts.id, id));
    // A disabled account's sessions end now; sign-in and every request also check the status.
    if (status !== AccountStatus.ACTIVE) await revokeAccountSessions(tx, id);
    await audit(ctx, tx, {
      action: "account.status",
      entity: "account",
      entityId: id,
      before: { status: target.status },
      after: { status },
    });
  });
  publishAccessChanged({ accountIds: [id] });
  return getAccount(ctx.db, p, id);
}

export async function resetAccountPassword(ctx: Context, p: Principal, id: number): Promise<PasswordReset> {
  staff(p);
  const temp = temporaryPassword();
  const passwordHash = await hashPassword(temp);
  await ctx.db.transaction(async (tx) => {
    const target = await lockTarget(tx, p, id);
    if (target.id === p.accountId) throw SELF();
    await assertManageable(tx, p, target);
    await tx
      .update(accounts)
      .set({ passwordHash, mustChangePassword: true, updatedAt: new Date() })
      .where(eq(accounts.id, id));
    await revokeAccountSessions(tx, id);
    // A sign-in lock from earlier failures would keep the account out of its new password.
    await tx.delete(loginFailures).where(eq(loginFailures.accountName, target.account.toLowerCase()));
    await audit(ctx, tx, { action: "account.resetPassword", entity: "account", entityId: id });
  });
  publishAccessChanged({ accountIds: [id] });
  return { temporaryPassword: temp };
}
