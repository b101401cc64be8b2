import { and, asc, eq, gte, max, or } from "drizzle-orm";
import { anomalyEvents, devices, glucoseReadings } from "@cgm/db";
import { Arg, Field, Float, ID, ObjectType, Resolver, Root, Subscription } from "type-graphql";
import type { Context, Principal } from "../../context";
import { badInput, forbidden, unauthenticated } from "../../common/errors";
import { idOrNotFound } from "../../common/ids";
import { deviceScope } from "../../common/scope";
import { onDeviceProgress } from "../../live/devices";
import { watchReadings } from "../../live/readings";
import type { DeviceProgress } from "../../ingest/service";
import { findDevice } from "./device.service";

@ObjectType({ description: "Readings that arrived for the device since the last event" })
export class LiveReadings {
  @Field(() => String) sn: string;
  @Field(() => [LiveReading]) readings: LiveReading[];
}
@ObjectType()
export class LiveReading {
  @Field(() => Date) ts: Date;
  @Field(() => Float) mmol: number;
}
@ObjectType({ description: "A new anomaly of a device in the subscriber's scope" })
export class LiveAnomaly {
  @Field(() => String) sn: string;
  @Field(() => Date) ts: Date;
  @Field(() => String) kind: string;
  @Field(() => String, { nullable: true }) detail: string | null;
}

/**
 * Progress events as an async iterator, listening from the moment it is created (so nothing committed
 * while the subscription is still being checked is missed); `return()` stops listening.
 */
function progressEvents(): AsyncIterableIterator<DeviceProgress[]> {
  const queue: DeviceProgress[][] = [];
  let wake: (() => void) | null = null;
  const off = onDeviceProgress((p) => {
    queue.push(p);
    wake?.();
  });
  const it: AsyncIterableIterator<DeviceProgress[]> = {
    async next() {
      while (!queue.length) await new Promise<void>((r) => (wake = r));
      wake = null;
      return { value: queue.shift()!, done: false };
    },
    async return() {
      off();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return it;
    },
  };
  return it;
}

/** The most recent `limit` keys seen: add() is true for a key not among them. */
class RecentKeys {
  private readonly keys = new Set<string>();
  constructor(private readonly limit: number) {}
  add(key: string): boolean {
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    if (this.keys.size > this.limit) this.keys.delete(this.keys.values().next().value!);
    return true;
  }
}

/**
 * The subscriber, holding `code`, or for a partner key `partnerCode` (the shield guards only each event's
 * resolve, so check here too).
 */
function principalOf(context: unknown, code: string, partnerCode?: string): Principal {
  const p = (context as Context).principal;
  if (!p) throw unauthenticated();
  if (!p.codes.has(p.kind === "erp" && partnerCode ? partnerCode : code)) throw forbidden();
  return p;
}

@Resolver()
export class DeviceLiveResolver {
  @Subscription(() => LiveReadings, {
    description:
      "New glucose readings of one device, by SN or by id, as they are committed (scope checked at subscribe)",
    subscribe: async ({ args, context }) => {
      const ctx = context as Context;
      const p = principalOf(context, "cgm:list:detail");
      // Exactly one of the two; an id that cannot be a device's (too large, not digits) is not found.
      if (args.sn == null && args.deviceId == null) throw badInput({ sn: "validation.required" });
      if (args.sn != null && args.deviceId != null) throw badInput({ deviceId: "validation.range" });
      const id = args.deviceId == null ? null : idOrNotFound(String(args.deviceId), "The device");
      // NOT_FOUND outside the scope.
      const device = await findDevice(ctx, p, id === null ? String(args.sn) : { id });
      const deviceId = Number(device.id);
      // Listening before the latest stored reading is read, so nothing committed in between is missed.
      const readings = watchReadings(ctx.db, deviceId, device.sn);
      try {
        // From the device's latest stored reading on: late uploads with older times are already on the chart.
        const [latest] = await ctx.db
          .select({ at: max(glucoseReadings.ts) })
          .from(glucoseReadings)
          .where(eq(glucoseReadings.deviceId, deviceId));
        readings.start(latest?.at ?? new Date(Date.now() - 86_400_000));
        return readings;
      } catch (e) {
        await readings.return?.();
        throw e;
      }
    },
  })
  glucoseReadings(
    @Root() payload: LiveReadings,
    @Arg("sn", () => String, { nullable: true, description: "The device's SN (or give deviceId)" })
    _sn?: string,
    @Arg("deviceId", () => ID, { nullable: true, description: "The device's id (or give sn)" })
    _deviceId?: string,
  ): LiveReadings {
    return payload;
  }

  @Subscription(() => LiveAnomaly, {
    description:
      "New anomalies of every device in the subscriber's scope, as they are stored (late uploads included)",
    subscribe: async function* ({ context }) {
      const ctx = context as Context;
      const p = principalOf(context, "cgm:list", "partner:anomalies");
      // Stored by uploads that began at most a minute before subscribing (one may still be committing).
      const receivedFrom = new Date(Date.now() - 60_000);
      const shown = new RecentKeys(10_000);
      for await (const progress of progressEvents()) {
        const news = progress.filter((x) => x.anomalies > 0);
        if (!news.length) continue;
        const rows = await ctx.db
          .select({
            deviceId: anomalyEvents.deviceId,
            sn: devices.sn,
            ts: anomalyEvents.ts,
            kind: anomalyEvents.kind,
            detail: anomalyEvents.detail,
          })
          .from(anomalyEvents)
          .innerJoin(devices, eq(devices.id, anomalyEvents.deviceId))
          .where(
            and(
              // Per device from the batch's earliest anomaly on: the (device_id, ts) key's range.
              or(
                ...news.map((x) =>
                  and(
                    eq(anomalyEvents.deviceId, x.deviceId),
                    gte(anomalyEvents.ts, x.anomaliesFrom ?? receivedFrom),
                  ),
                ),
              ),
              gte(anomalyEvents.receivedAt, receivedFrom),
              deviceScope(ctx.db, p),
            ),
          )
          .orderBy(asc(anomalyEvents.ts))
          .limit(1000);
        for (const { deviceId, ...r } of rows) {
          if (shown.add(`${deviceId} ${r.ts.getTime()} ${r.kind}`)) yield r;
        }
      }
    },
  })
  deviceAnomalies(@Root() payload: LiveAnomaly): LiveAnomaly {
    return payload;
  }
}
