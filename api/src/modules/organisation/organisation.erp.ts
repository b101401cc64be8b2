import { eq } from "drizzle-orm";
import { organisations } from "@cgm/db";
import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { badInput, conflict } from "../../common/errors";
import { isPublicHttpsUrl } from "../../common/netguard";
import { coversSubtree } from "../../common/scope";
import { newErpKey } from "../../auth/erp";
import { publishAccessChanged } from "../../live/access";
import { findVisible, getOrganisation } from "./organisation.service";
import type { ErpConnectionInput, ErpKey, Organisation } from "./organisation.types";

/** ERP number, e-mails and callback URL (https, never a private, loopback or link-local target). */
export async function setErpConnection(
  ctx: Context,
  p: Principal,
  id: number,
  input: ErpConnectionInput,
): Promise<Organisation> {
  if (input.callbackUrl && !(await isPublicHttpsUrl(input.callbackUrl))) {
    throw badInput({ callbackUrl: "organisation.callbackRefused" });
  }
  await ctx.db.transaction(async (tx) => {
    const before = await findVisible(tx, p, id);
    const next = { erpNumber: input.erpNumber, emails: input.emails, callbackUrl: input.callbackUrl || null };
    await tx
      .update(organisations)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(organisations.id, id));
    await audit(ctx, tx, {
      action: "organisation.erp",
      entity: "organisation",
      entityId: id,
      before: { erpNumber: before.erpNumber, emails: before.emails, callbackUrl: before.callbackUrl },
      after: next,
    });
  });
  return getOrganisation(ctx, p, id);
}

/**
 * A new authorization key, shown once; only its hash is kept and the partner's previous key stops
 * working. The key reads what its maker (recorded here) can see, within this organisation's subtree, so
 * making one needs a data scope that covers the whole subtree. The operation log names the maker.
 */
export async function rotateErpKey(ctx: Context, p: Principal, id: number): Promise<ErpKey> {
  const { key, hash } = newErpKey();
  await ctx.db.transaction(async (tx) => {
    const before = await findVisible(tx, p, id);
    if (p.kind !== "staff" || !(await coversSubtree(tx, p, before.path))) {
      throw conflict(
        "Your data scope does not cover this organisation and all its sub-organisations",
        "organisation.erpKeyScope",
      );
    }
    const now = new Date();
    await tx
      .update(organisations)
      .set({ erpKeyHash: hash, erpKeyCreatedAt: now, erpKeyCreatedBy: p.accountId, updatedAt: now })
      .where(eq(organisations.id, id));
    await audit(ctx, tx, {
      action: "organisation.rotateErpKey",
      entity: "organisation",
      entityId: id,
      before: {
        hadKey: Boolean(before.erpKeyHash),
        madeAt: before.erpKeyCreatedAt,
        madeBy: before.erpKeyCreatedBy,
      },
      after: {
        madeAt: now,
        madeBy: p.accountId,
        madeByAccount: p.account,
        previousRevoked: Boolean(before.erpKeyHash),
      },
    });
  });
  // Open WebSocket connections of the old key are checked again (and closed).
  publishAccessChanged({ orgIds: [id] });
  return { key, organisation: await getOrganisation(ctx, p, id) };
}
