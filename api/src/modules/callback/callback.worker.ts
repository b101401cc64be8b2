import { sql } from "drizzle-orm";
import type { DbHandle } from "@cgm/db";
import type { Logger } from "pino";
import { sendCallback, type SendOptions, type Sent } from "./callback.send";
import { STANDARD_RETRY_DELAYS_MS, nextDelayMs } from "./callback.schedule";

export interface CallbackWorkerOptions extends SendOptions {
  /** How often to look for due deliveries when idle (ms). */
  pollMs?: number;
  /** How long a claimed delivery is this process's before another may take it (ms): longer than an attempt. */
  leaseMs?: number;
  /** Deliveries claimed per poll (sent at once: never two of one device). */
  batch?: number;
  /** The delays between attempts (ms); the Standard Webhooks schedule by default. */
  delays?: readonly number[];
}

interface Claimed extends Record<string, unknown> {
  id: number;
  message_id: string;
  body: string;
  attempts: number;
  callback_url: string | null;
  org_status: string;
  secret: string | null;
}

/**
 * Delivers the callback outbox (db/src/schema/callbacks.ts). A poll claims due PENDING deliveries with
 * FOR UPDATE SKIP LOCKED, counting the attempt and leasing them (`locked_until`), so several API
 * processes never send one delivery at once; a delivery is due only when no earlier PENDING delivery
 * of its organisation and device is left (delivered or given up), so a device's events arrive in
 * order. Each is POSTed signed (callback.send.ts) outside any transaction, then recorded: DELIVERED, or
 * the next attempt on the retry schedule, or FAILED when it is spent. A process that stops mid-send
 * leaves the delivery to be claimed again after the lease (at least once; the webhook-id lets the
 * receiver drop a repeat); `stop()` waits for the sends in flight and records them.
 */
export function startCallbackWorker(h: DbHandle, log: Logger, opts: CallbackWorkerOptions = {}) {
  const pollMs = opts.pollMs ?? 1_000;
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const leaseMs = Math.max(opts.leaseMs ?? 60_000, timeoutMs + 5_000);
  const batch = opts.batch ?? 20;
  const delays = opts.delays ?? STANDARD_RETRY_DELAYS_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  const claim = () =>
    h.rows<Claimed>(sql`
      WITH c AS (
        UPDATE callback_deliveries SET attempts = attempts + 1,
          locked_until = now() + make_interval(secs => ${leaseMs / 1000})
        WHERE id IN (
          SELECT d.id FROM callback_deliveries d
          WHERE d.status = 'PENDING' AND d.next_attempt_at <= now()
            AND (d.locked_until IS NULL OR d.locked_until < now())
            AND (d.device_id IS NULL OR NOT EXISTS (
              SELECT 1 FROM callback_deliveries e WHERE e.status = 'PENDING' AND e.org_id = d.org_id
                AND e.device_id = d.device_id AND e.id < d.id))
          ORDER BY d.id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
        RETURNING id, org_id, message_id, payload, attempts)
      SELECT c.id, c.message_id, c.payload::text AS body, c.attempts, o.callback_url, o.status AS org_status, s.secret
      FROM c JOIN organisations o ON o.id = c.org_id LEFT JOIN callback_secrets s ON s.org_id = c.org_id
      ORDER BY c.id`);

  async function attempt(d: Claimed): Promise<Sent> {
    if (!d.callback_url) return { ok: false, error: "The organisation has no callback URL" };
    if (d.org_status !== "ACTIVE") return { ok: false, error: "The organisation is disabled" };
    if (!d.secret) return { ok: false, error: "No signing secret: make one on the ERP connection screen" };
    return sendCallback(d.callback_url, d.secret, { id: d.message_id, body: d.body }, { ...opts, timeoutMs });
  }

  async function record(d: Claimed, sent: Sent): Promise<void> {
    const delay = sent.ok ? null : nextDelayMs(d.attempts, delays);
    const status = sent.ok ? "DELIVERED" : delay === null ? "FAILED" : "PENDING";
    await h.rows(sql`
      UPDATE callback_deliveries SET status = ${status}, locked_until = NULL,
        last_status = ${sent.status ?? null}, last_error = ${sent.ok ? null : (sent.error ?? "").slice(0, 1000)},
        delivered_at = ${sent.ok ? sql`now()` : sql`NULL`},
        next_attempt_at = ${delay === null ? sql`next_attempt_at` : sql`now() + make_interval(secs => ${delay / 1000})`}
      WHERE id = ${d.id} AND attempts = ${d.attempts} AND status = 'PENDING'
      RETURNING id`);
    if (!sent.ok)
      log.info(
        { deliveryId: d.id, attempts: d.attempts, status, error: sent.error },
        "callback not delivered",
      );
  }

  async function deliver(d: Claimed): Promise<void> {
    const sent = await attempt(d).catch((e: unknown): Sent => ({ ok: false, error: String(e) }));
    await record(d, sent).catch((err: unknown) =>
      log.warn({ err, deliveryId: d.id }, "could not record a callback attempt (retried after its lease)"),
    );
  }

  /** Delivers everything due now; resolves with the number of attempts made. */
  async function drain(): Promise<number> {
    let done = 0;
    for (;;) {
      if (stopped) return done;
      const claimed = await claim();
      await Promise.all(claimed.map(deliver));
      done += claimed.length;
      if (!claimed.length) return done;
    }
  }

  function schedule(ms = pollMs) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      running = drain()
        .catch((err: unknown) => log.warn({ err }, "callback poll failed"))
        .finally(() => schedule());
    }, ms);
    timer.unref();
  }
  schedule();

  return {
    drain,
    /** Look for due deliveries soon (after this process enqueued one), not only at the next poll. */
    wake() {
      if (timer) schedule(20);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type CallbackWorker = ReturnType<typeof startCallbackWorker>;
