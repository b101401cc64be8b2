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
  const own = new ConnectionBreaker(false);
  const probe = postgres(h.url, {
    max: 1,
    connect_timeout: Math.ceil(timeoutMs / 1000),
    backoff: () => 0,
    idle_timeout: 0,
    onnotice: () => {},
    ...({ socket: own.socket } as Record<string, unknown>),
  });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const once = async (): Promise<string | null> => {
    let late: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        probe`select 1`,
        new Promise((_, reject) => {
          late = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      return null;
    } catch (e) {
      own.cut("probe failed"); // a probe stuck on a dead connection must not block the next one
      return e instanceof Error ? e.message || (e as { code?: string }).code || "error" : String(e);
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
      own.cut("stopped");
      await probe.end({ timeout: 0 }).catch(() => undefined);
    },
  };
}
