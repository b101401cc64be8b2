import { randomBytes } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { callbackDeliveries, callbackSecrets, devices, type Db } from "@cgm/db";
import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { badInput, conflict, notFound } from "../../common/errors";
import { idOrNotFound } from "../../common/ids";
import { pageOf, type PageInput } from "../../common/paging";
import { coversSubtree } from "../../common/scope";
import { findVisible } from "../organisation/organisation.service";
import { isoSql } from "./callback.events";
import {
  CallbackStatus,
  type CallbackDelivery,
  type CallbackDeliveryFilter,
  type CallbackDeliveryPage,
  type CallbackSecret,
  type CallbackSigning,
} from "./callback.types";

/**
 * An organisation whose callbacks the caller may manage: visible, and its whole subtree in the caller's
 * data scope (the callbacks carry the subtree's devices, as its ERP key reads them).
 */
async function managed(db: Db, p: Principal, orgId: number) {
  const org = await findVisible(db, p, orgId);
  if (p.kind !== "staff" || !(await coversSubtree(db, p, org.path)))
    throw conflict(
      "Your data scope does not cover this organisation and all its sub-organisations",
      "organisation.erpKeyScope",
    );
  return org;
}

const columns = {
  id: callbackDeliveries.id,
  orgId: callbackDeliveries.orgId,
  messageId: callbackDeliveries.messageId,
  eventType: callbackDeliveries.eventType,
  sn: devices.sn,
  status: callbackDeliveries.status,
  attempts: callbackDeliveries.attempts,
  lastError: callbackDeliveries.lastError,
  lastStatus: callbackDeliveries.lastStatus,
  nextAttemptAt: callbackDeliveries.nextAttemptAt,
  deliveredAt: callbackDeliveries.deliveredAt,
  createdAt: callbackDeliveries.createdAt,
  resendOf: callbackDeliveries.resendOf,
  payload: sql<string>`${callbackDeliveries.payload}::text`,
};
type Row = { [K in keyof typeof columns]: unknown } & Record<string, unknown>;

function toDelivery(r: Row): CallbackDelivery {
  return {
    id: String(r.id),
    messageId: r.messageId as string,
    eventType: r.eventType as string,
    sn: (r.sn as string | null) ?? null,
    status: r.status as CallbackStatus,
    attempts: r.attempts as number,
    lastError: (r.lastError as string | null) ?? null,
    lastStatus: (r.lastStatus as number | null) ?? null,
    nextAttemptAt: r.status === CallbackStatus.PENDING ? (r.nextAttemptAt as Date) : null,
    deliveredAt: (r.deliveredAt as Date | null) ?? null,
    createdAt: r.createdAt as Date,
    resendOf: r.resendOf == null ? null : String(r.resendOf),
    payload: r.payload as string,
  };
}

async function deliveryById(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(callbackDeliveries)
    .leftJoin(devices, eq(devices.id, callbackDeliveries.deviceId))
    .where(eq(callbackDeliveries.id, id));
  return row;
}

/** An organisation's callback deliveries, newest first. */
export async function listDeliveries(
  ctx: Context,
  p: Principal,
  orgId: string,
  filter: CallbackDeliveryFilter | null,
  page: PageInput | null,
): Promise<CallbackDeliveryPage> {
  const org = await managed(ctx.db, p, idOrNotFound(orgId, "The organisation"));
  const where = and(
    eq(callbackDeliveries.orgId, org.id),
    filter?.status ? eq(callbackDeliveries.status, filter.status) : undefined,
  );
  const { offset, limit } = pageOf(page);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(columns)
      .from(callbackDeliveries)
      .leftJoin(devices, eq(devices.id, callbackDeliveries.deviceId))
      .where(where)
      .orderBy(desc(callbackDeliveries.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(callbackDeliveries).where(where),
  ]);
  return { items: rows.map(toDelivery), total: total?.n ?? 0 };
}

/** Whether the organisation has a signing secret, since when, and its callback URL. */
export async function callbackSigning(ctx: Context, p: Principal, orgId: string): Promise<CallbackSigning> {
  const org = await managed(ctx.db, p, idOrNotFound(orgId, "The organisation"));
  const [s] = await ctx.db.select().from(callbackSecrets).where(eq(callbackSecrets.orgId, org.id));
  return { hasSecret: Boolean(s), createdAt: s?.createdAt ?? null, callbackUrl: org.callbackUrl };
}

/** A new signing secret, returned this once; the previous one stops signing at once. */
export async function rotateCallbackSecret(
  ctx: Context,
  p: Principal,
  orgId: string,
): Promise<CallbackSecret> {
  const id = idOrNotFound(orgId, "The organisation");
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  const createdAt = new Date();
  await ctx.db.transaction(async (tx) => {
    await managed(tx, p, id);
    const [before] = await tx
      .select()
      .from(callbackSecrets)
      .where(eq(callbackSecrets.orgId, id))
      .for("update");
    await tx
      .insert(callbackSecrets)
      .values({ orgId: id, secret, createdAt, createdBy: p.accountId })
      .onConflictDoUpdate({
        target: callbackSecrets.orgId,
        set: { secret, createdAt, createdBy: p.accountId },
      });
    await audit(ctx, tx, {
      action: "organisation.rotateCallbackSecret",
      entity: "organisation",
      entityId: id,
      before: { hadSecret: Boolean(before), madeAt: before?.createdAt ?? null },
      after: { madeAt: createdAt, madeBy: p.account },
    });
  });
  return { secret, createdAt };
}

/**
 * Sends one delivery again: a delivered or failed one as a new delivery of the same message (same
 * webhook-id, after the device's pending events); a pending one is made due now.
 */
export async function resendCallback(
  ctx: Context,
  p: Principal,
  deliveryId: string,
): Promise<CallbackDelivery> {
  const id = idOrNotFound(deliveryId, "The delivery");
  const newId = await ctx.db.transaction(async (tx) => {
    const [d] = await tx.select().from(callbackDeliveries).where(eq(callbackDeliveries.id, id)).for("update");
    if (!d) throw notFound("The delivery");
    await managed(tx, p, d.orgId).catch((e: unknown) => {
      throw (e as { extensions?: { code?: string } }).extensions?.code === "NOT_FOUND"
        ? notFound("The delivery")
        : e;
    });
    let made = id;
    if (d.status === CallbackStatus.PENDING) {
      await tx
        .update(callbackDeliveries)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(callbackDeliveries.id, id));
    } else {
      const [row] = await tx
        .insert(callbackDeliveries)
        .values({
          orgId: d.orgId,
          deviceId: d.deviceId,
          messageId: d.messageId,
          eventType: d.eventType,
          payload: d.payload,
          resendOf: d.id,
        })
        .returning({ id: callbackDeliveries.id });
      made = row!.id;
    }
    await audit(ctx, tx, {
      action: "organisation.resendCallback",
      entity: "organisation",
      entityId: d.orgId,
      after: { deliveryId: id, resentAs: made, messageId: d.messageId, eventType: d.eventType },
    });
    return made;
  });
  return toDelivery((await deliveryById(ctx.db, newId))!);
}

/** A `test` event to the organisation's callback URL, delivered like any other. */
export async function sendTestCallback(ctx: Context, p: Principal, orgId: string): Promise<CallbackDelivery> {
  const id = idOrNotFound(orgId, "The organisation");
  const made = await ctx.db.transaction(async (tx) => {
    const org = await managed(tx, p, id);
    if (!org.callbackUrl) throw badInput({ callbackUrl: "callback.noUrl" });
    const [row] = await tx
      .execute<{ id: number }>(
        sql`
      INSERT INTO callback_deliveries (org_id, device_id, message_id, event_type, payload)
      VALUES (${id}, NULL, 'msg_' || replace(gen_random_uuid()::text, '-', ''), 'test',
        jsonb_build_object('type', 'test', 'timestamp', ${sql.raw(isoSql("now()"))}, 'data', jsonb_build_object(
          'organisation', jsonb_build_object('id', ${org.id}::int, 'number', ${org.number}::text, 'erpNumber', ${org.erpNumber}::text),
          'message', 'A test event sent from the ERP connection screen')))
      RETURNING id`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows));
    await audit(ctx, tx, {
      action: "organisation.sendTestCallback",
      entity: "organisation",
      entityId: id,
      after: { deliveryId: row!.id, callbackUrl: org.callbackUrl },
    });
    return row!.id;
  });
  return toDelivery((await deliveryById(ctx.db, made))!);
}
