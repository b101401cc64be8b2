import postgres from "postgres";
import type { DbHandle } from "./client";
import { ConnectionBreaker } from "./breaker";

export interface DatabaseWatch {
  /** False while the last probe failed (the breaker is open): callers answer "unavailable" at once. */
  available(): boolean;
  stop(): Promise<void>;
}

export interface WatchOptions {
  /** Pause between probes. */
  intervalMs?: number;
  /** A probe slower than this counts as a failure. */
  timeoutMs?: number;
  onChange?: (available: boolean, reason?: string) => void;
}

/**
 * Probes a server database with `select 1` on a connection of its own (so a busy pool never makes it
 * late) every `intervalMs`. A probe that fails or takes longer than `timeoutMs` opens the handle's
 * circuit breaker; the next one that succeeds closes it. An outage is thus noticed within
 * intervalMs + timeoutMs, and from then on every query fails at once. The embedded database is in
 * process: always available.
 */
export function watchDatabase(h: DbHandle, opts: WatchOptions = {}): DatabaseWatch {
  const breaker = h.breaker;
  if (h.driver !== "postgres" || !h.url || !breaker) {
    return { available: () => true, stop: async () => {} };
  }
  const intervalMs = opts.intervalMs ?? 500;
  const timeoutMs = opts.timeoutMs ?? 1500;
  const url = h.url;
  const newProbe = () => {
    const own = new ConnectionBreaker();
    let made = 0;
    // Three connections at most: past that it is dropped for a new one (see replaceProbe).
    const socket = (o: Parameters<ConnectionBreaker["socket"]>[0]) => {
      if (++made > 3) own.open("the probe's connections keep closing");
      return own.socket(o);
    };
    const sql = postgres(url, {
      max: 1,
      connect_timeout: Math.ceil(timeoutMs / 1000),
      backoff: () => 0,
      onnotice: () => {},
      ...({ socket } as Record<string, unknown>),
    });
    return { own, sql };
  };
  let probe = newProbe();
  /**
   * A failed probe's client is dropped for a new one: a connection closed during start-up makes
   * postgres.js reconnect at once, for ever (a server that accepts and drops connections); its
   * breaker, opened, makes that attempt fail so the client can end.
   */
  const replaceProbe = (reason: string) => {
    const dead = probe;
    probe = newProbe();
    dead.own.open(reason);
    void dead.sql.end({ timeout: 0 }).catch(() => undefined);
  };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const once = async (): Promise<string | null> => {
    let late: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        probe.sql`select 1`,
        new Promise((_, reject) => {
          late = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      return null;
    } catch (e) {
      const reason = e instanceof Error ? e.message || (e as { code?: string }).code || "error" : String(e);
      replaceProbe(reason); // a probe stuck on a dead connection must not block the next one
      return reason;
    } finally {
      clearTimeout(late);
    }
  };

  const tick = async () => {
    const failure = await once();
    if (stopped) return;
    if (failure !== null && !breaker.isOpen) {
      breaker.open(failure);
      opts.onChange?.(false, failure);
    } else if (failure === null && breaker.isOpen) {
      breaker.close();
      opts.onChange?.(true);
    }
    timer = setTimeout(() => void tick(), intervalMs);
    timer.unref();
  };
  timer = setTimeout(() => void tick(), 0);
  timer.unref();

  return {
    available: () => !breaker.isOpen,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      probe.own.open("stopped");
      await probe.sql.end({ timeout: 0 }).catch(() => undefined);
    },
  };
}
