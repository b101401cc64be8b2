import { sql as drizzleSql } from "drizzle-orm";
import { Redis } from "ioredis";
import type { BulkTx, DbHandle } from "@cgm/db";
import type { Logger } from "pino";

/**
 * How live events (ids and times only, never health data) travel between API processes: Redis
 * publish/subscribe when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY on a server database. The
 * embedded database serves one process and needs no bus.
 */
export interface Bus {
  kind: "postgres" | "redis";
  /**
   * Sends a payload to every process listening on the channel, this one included. After the commit.
   * Never rejects: a failure is logged (live viewers catch up with the next event).
   */
  publish(channel: string, payload: string): Promise<void>;
  /**
   * Inside a transaction on `h`: sends the payload with its COMMIT, so that it is delivered at commit and
   * never after a rollback. False when this bus cannot (Redis, or another database): publish after.
   */
  publishAtCommit(h: DbHandle, tx: BulkTx, channel: string, payload: string): boolean;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Payloads stay under this many bytes (NOTIFY's limit is 8000); larger news goes in several. */
export const PAYLOAD_LIMIT = 7000;

/** LISTEN/NOTIFY on the server database. */
function postgresBus(h: DbHandle, log: Logger): Bus | null {
  const sql = h.sql;
  if (h.driver !== "postgres" || !sql) return null;
  return {
    kind: "postgres",
    // On the main pool: the raw client's connections are held by ingest transactions, and a
    // notification queued behind them would reach the subscribers only after the whole queue.
    publish: async (channel, payload) => {
      await h.db
        .execute(drizzleSql`select pg_notify(${channel}, ${payload})`)
        .catch((e: unknown) => log.warn({ err: e, channel }, "live event not sent"));
    },
    publishAtCommit: (on, tx, channel, payload) => {
      if (on !== h) return false;
      tx.atCommit("SELECT pg_notify($1, $2)", [channel, payload]);
      return true;
    },
    listen: async (channel, onPayload) => {
      const sub = await sql.listen(channel, onPayload);
      return () => sub.unlisten();
    },
    close: async () => {},
  };
}

/** Waits for a Redis connection to be ready, or fails with the reason after `ms`. */
function ready(r: Redis, ms: number): Promise<void> {
  if (r.status === "ready") return Promise.resolve();
  return new Promise((resolve, reject) => {
    let last = "no answer";
    const onError = (e: Error) => void (last = e.message);
    const timer = setTimeout(() => {
      r.off("ready", onReady);
      r.off("error", onError);
      reject(new Error(`Redis did not answer within ${ms} ms (${last})`));
    }, ms);
    const onReady = () => {
      clearTimeout(timer);
      r.off("error", onError);
      resolve();
    };
    r.once("ready", onReady);
    r.on("error", onError);
  });
}

/**
 * Redis publish/subscribe: one connection publishes, another listens. Channels are named after the
 * database, so that consoles on different databases sharing one Redis do not hear each other.
 */
async function redisBus(url: string, h: DbHandle, log: Logger): Promise<Bus> {
  const [row] = await h.rows<{ name: string }>(drizzleSql`select current_database() as name`);
  const prefix = `cgm:${row?.name ?? "cgm"}:`;
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: "cgm-api" };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  const handlers = new Map<string, (payload: string) => void>();
  let warned = 0;
  for (const r of [pub, sub]) {
    r.on("error", (e: Error) => {
      // ioredis reconnects by itself; say so at most once a minute.
      if (Date.now() - warned > 60_000) log.warn({ err: e }, "Redis connection trouble; reconnecting");
      warned = Date.now();
    });
  }
  sub.on("message", (channel: string, payload: string) => handlers.get(channel)?.(payload));
  try {
    for (const r of [pub, sub]) void r.connect().catch(() => undefined); // ready() says why
    await Promise.all([ready(pub, 5000), ready(sub, 5000)]);
  } catch (e) {
    pub.disconnect();
    sub.disconnect();
    throw new Error(`cannot reach REDIS_URL: ${e instanceof Error ? e.message : String(e)}`);
  }
  return {
    kind: "redis",
    publish: async (channel, payload) => {
      await pub
        .publish(prefix + channel, payload)
        .catch((e: unknown) => log.warn({ err: e, channel }, "live event not sent"));
    },
    publishAtCommit: () => false,
    listen: async (channel, onPayload) => {
      const name = prefix + channel;
      handlers.set(name, onPayload);
      await sub.subscribe(name);
      return async () => {
        if (handlers.get(name) !== onPayload) return;
        handlers.delete(name);
        await sub.unsubscribe(name).catch(() => undefined);
      };
    },
    close: async () => {
      await Promise.all([pub.quit(), sub.quit()]).catch(() => undefined);
    },
  };
}

/** The bus for this configuration, or null when this process is alone (embedded database, no Redis). */
export async function openBus(h: DbHandle, redisUrl: string | undefined, log: Logger): Promise<Bus | null> {
  if (redisUrl) return redisBus(redisUrl, h, log);
  return postgresBus(h, log);
}
