import { and, asc, eq, gt, inArray, max } from "drizzle-orm";
import { anomalyEvents, devices, glucoseReadings } from "@cgm/db";
import { Arg, Field, Float, ObjectType, Resolver, Root, Subscription } from "type-graphql";
import type { Context, Principal } from "../../context";
import { forbidden, unauthenticated } from "../../common/errors";
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

/** The subscriber, holding `code` (the shield guards only each event's resolve, so check here too). */
function principalOf(context: unknown, code: string): Principal {
  const p = (context as Context).principal;
  if (!p) throw unauthenticated();
  if (!p.codes.has(code)) throw forbidden();
  return p;
}

@Resolver()
export class DeviceLiveResolver {
  @Subscription(() => LiveReadings, {
    description: "New glucose readings of one device, as they are committed (scope checked at subscribe)",
    subscribe: async ({ args, context }) => {
      const ctx = context as Context;
      // NOT_FOUND outside the scope.
      const device = await findDevice(ctx, principalOf(context, "cgm:list:detail"), String(args.sn));
      const id = Number(device.id);
      // Listening before the latest stored reading is read, so nothing committed in between is missed.
      const readings = watchReadings(ctx.db, id, device.sn);
      try {
        // From the device's latest stored reading on: late uploads with older times are already on the chart.
        const [latest] = await ctx.db
          .select({ at: max(glucoseReadings.ts) })
          .from(glucoseReadings)
          .where(eq(glucoseReadings.deviceId, id));
        readings.start(latest?.at ?? new Date(Date.now() - 86_400_000));
        return readings;
      } catch (e) {
        await readings.return?.();
        throw e;
      }
    },
  })
  glucoseReadings(@Arg("sn", () => String) _sn: string, @Root() payload: LiveReadings): LiveReadings {
    return payload;
  }

  @Subscription(() => LiveAnomaly, {
    description: "New anomalies of every device in the subscriber's scope",
    subscribe: async function* ({ context }) {
      const ctx = context as Context;
      const p = principalOf(context, "cgm:list");
      let since = new Date(Date.now() - 60_000);
      for await (const progress of progressEvents()) {
        const ids = progress.filter((x) => x.anomalies > 0).map((x) => x.deviceId);
        if (!ids.length) continue;
        const rows = await ctx.db
          .select({
            sn: devices.sn,
            ts: anomalyEvents.ts,
            kind: anomalyEvents.kind,
            detail: anomalyEvents.detail,
          })
          .from(anomalyEvents)
          .innerJoin(devices, eq(devices.id, anomalyEvents.deviceId))
          .where(
            and(inArray(anomalyEvents.deviceId, ids), gt(anomalyEvents.ts, since), deviceScope(ctx.db, p)),
          )
          .orderBy(asc(anomalyEvents.ts))
          .limit(500);
        for (const r of rows) {
          if (r.ts > since) since = r.ts;
          yield r;
        }
      }
    },
  })
  deviceAnomalies(@Root() payload: LiveAnomaly): LiveAnomaly {
    return payload;
  }
}
