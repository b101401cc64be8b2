import { and, asc, count, eq, gt, gte, inArray, lt } from "drizzle-orm";
import { anomalyEvents, devices, glucoseReadings, organisations } from "@cgm/db";
import { MSG } from "@cgm/domain";
import type { Context, Principal } from "../../context";
import { badInput, notFound } from "../../common/errors";
import { parseId } from "../../common/ids";
import { pageOf, type PageInput } from "../../common/paging";
import { deviceScope, organisationScope } from "../../common/scope";
import { checkRange, findDevice } from "../device/device.service";
import { listDevices } from "../device/device.list";
import {
  MAX_READINGS_PAGE,
  type PartnerAnomalyPage,
  type PartnerDeviceFilter,
  type PartnerOrganisation,
  type PartnerOrganisationPage,
  type PartnerReadingPage,
} from "./partner.types";

export const toPartnerOrganisation = (o: typeof organisations.$inferSelect): PartnerOrganisation => ({
  id: String(o.id),
  parentId: o.parentId == null ? null : String(o.parentId),
  name: o.name,
  number: o.number,
  erpNumber: o.erpNumber,
  status: o.status,
  updatedAt: o.updatedAt,
});

/** The key's organisations (its data scope: the key organisation's subtree), parents first. */
export async function listOrganisations(
  ctx: Context,
  p: Principal,
  page: PageInput | null | undefined,
): Promise<PartnerOrganisationPage> {
  const { offset, limit } = pageOf(page);
  const where = organisationScope(ctx.db, p);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(organisations)
      .where(where)
      .orderBy(asc(organisations.path))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(organisations).where(where),
  ]);
  return { items: rows.map(toPartnerOrganisation), total: total?.n ?? 0 };
}

/** Devices of the key's tree; an organisation filter outside it (or not a row) matches nothing. */
export function listPartnerDevices(
  ctx: Context,
  p: Principal,
  filter: PartnerDeviceFilter | null | undefined,
  page: PageInput | null | undefined,
) {
  let orgId: number | null = null;
  if (filter?.orgId != null) {
    orgId = parseId(filter.orgId);
    if (orgId === null) throw notFound("The organisation"); // past the integer range: no such row
  }
  return listDevices(ctx, p, { sn: filter?.sn ?? undefined, orgId: orgId ?? undefined }, null, page);
}

/** A device of the key's tree by SN with a checked range, else NOT_FOUND / BAD_USER_INPUT. */
export async function deviceInRange(ctx: Context, p: Principal, sn: string, from: Date, to: Date) {
  checkRange(from, to);
  return Number((await findDevice(ctx, p, sn)).id);
}

/**
 * Readings of a device in [from, to), oldest first, `limit` at a time: the next page starts after the
 * last reading's time (`nextAfter`), so pages never overlap or skip, whatever arrives meanwhile.
 */
export async function pageReadings(
  ctx: Context,
  p: Principal,
  args: { sn: string; from: Date; to: Date; after?: Date | null; limit?: number | null },
): Promise<PartnerReadingPage> {
  const limit = args.limit ?? 1000;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_READINGS_PAGE)
    throw badInput({ limit: MSG.range });
  if (args.after && (args.after < args.from || args.after >= args.to)) throw badInput({ after: MSG.range });
  const deviceId = await deviceInRange(ctx, p, args.sn, args.from, args.to);
  const rows = await ctx.db
    .select({ ts: glucoseReadings.ts, mmol: glucoseReadings.mmol })
    .from(glucoseReadings)
    .where(
      and(
        eq(glucoseReadings.deviceId, deviceId),
        args.after ? gt(glucoseReadings.ts, args.after) : gte(glucoseReadings.ts, args.from),
        lt(glucoseReadings.ts, args.to),
      ),
    )
    .orderBy(asc(glucoseReadings.ts))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  return { items, nextAfter: rows.length > limit ? (items.at(-1)?.ts ?? null) : null };
}

/**
 * Anomaly events of the key's devices that happened in [from, to) (at most 90 days), optionally of one
 * device and only those stored after `receivedAfter` (what is new since the last call), in the order
 * they were stored.
 */
export async function pageAnomalies(
  ctx: Context,
  p: Principal,
  args: { from: Date; to: Date; sn?: string | null; receivedAfter?: Date | null; page?: PageInput | null },
): Promise<PartnerAnomalyPage> {
  checkRange(args.from, args.to);
  const one = args.sn != null ? Number((await findDevice(ctx, p, args.sn)).id) : null;
  const { offset, limit } = pageOf(args.page);
  const where = and(
    one !== null
      ? eq(anomalyEvents.deviceId, one)
      : inArray(
          anomalyEvents.deviceId,
          ctx.db.select({ id: devices.id }).from(devices).where(deviceScope(ctx.db, p)),
        ),
    gte(anomalyEvents.ts, args.from),
    lt(anomalyEvents.ts, args.to),
    args.receivedAfter ? gt(anomalyEvents.receivedAt, args.receivedAfter) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        sn: devices.sn,
        ts: anomalyEvents.ts,
        kind: anomalyEvents.kind,
        detail: anomalyEvents.detail,
        receivedAt: anomalyEvents.receivedAt,
      })
      .from(anomalyEvents)
      .innerJoin(devices, eq(devices.id, anomalyEvents.deviceId))
      .where(where)
      .orderBy(
        asc(anomalyEvents.receivedAt),
        asc(anomalyEvents.deviceId),
        asc(anomalyEvents.ts),
        asc(anomalyEvents.kind),
      )
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(anomalyEvents).where(where),
  ]);
  return { items: rows, total: total?.n ?? 0 };
}
