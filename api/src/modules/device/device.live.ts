import { and, asc, eq, gt, inArray, max } from "drizzle-orm";
import { anomalyEvents, devices, glucoseReadings } from "@cgm/db";
import { Arg, Field, Float, ObjectType, Resolver, Root, Subscription } from "type-graphql";
import type { Context, Principal } from "../../context";
import { forbidden, unauthenticated } from "../../common/errors";
import { deviceScope } from "../../common/scope";
import { onDeviceProgress } from "../../live/devices";
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
 * Readings of a device after `since`, shared by every subscriber asking the same question within a
 * second: a thousand viewers of one device cost one query per upload, not a thousand.
 */
const recent = new Map<string, Promise<{ ts: Date; mmol: number }[]>>();
function readingsSince(ctx: Context, deviceId: number, since: Date) {
  const key = `${deviceId}:${since.getTime()}`;
  let rows = recent.get(key);
  if (!rows) {
    rows = ctx.db
      .select({ ts: glucoseReadings.ts, mmol: glucoseReadings.mmol })
      .from(glucoseReadings)
      .where(and(eq(glucoseReadings.deviceId, deviceId), gt(glucoseReadings.ts, since)))
      .orderBy(asc(glucoseReadings.ts))
      .limit(5000);
    recent.set(key, rows);
    setTimeout(() => recent.delete(key), 1000).unref();
  }
  return rows;
}

/** Progress events as an async iterator; ends when the client unsubscribes. */
async function* progressEvents(): AsyncGenerator<DeviceProgress[]> {
  const queue: DeviceProgress[][] = [];
  let wake: (() => void) | null = null;
  const off = onDeviceProgress((p) => {
    queue.push(p);
    wake?.();
  });
  try {
    for (;;) {
      while (queue.length) yield queue.shift()!;
      await new Promise<void>((r) => (wake = r));
      wake = null;
    }
  } finally {
    off();
  }
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
    subscribe: async function* ({ args, context }) {
      const ctx = context as Context;
      const device = await findDevice(ctx, principalOf(context, "cgm:list:detail"), String(args.sn)); // NOT_FOUND outside the scope
      const id = Number(device.id);
      // From the device's latest stored reading on: late uploads with older times are already on the chart.
      const [latest] = await ctx.db
        .select({ at: max(glucoseReadings.ts) })
        .from(glucoseReadings)
        .where(eq(glucoseReadings.deviceId, id));
      let since = latest?.at ?? new Date(Date.now() - 86_400_000);
      for await (const progress of progressEvents()) {
        if (!progress.some((p) => p.deviceId === id)) continue;
        const rows = await readingsSince(ctx, id, since);
        if (!rows.length) continue;
        since = rows[rows.length - 1]!.ts;
        yield { sn: device.sn, readings: rows };
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
