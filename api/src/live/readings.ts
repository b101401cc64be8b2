import { and, asc, eq, gt } from "drizzle-orm";
import { glucoseReadings, type Db } from "@cgm/db";
import { onDeviceProgress } from "./devices";
import { sharedEvent, type DirectSource } from "./shared";

export interface LiveRow {
  ts: Date;
  mmol: number;
}

/** One event of the feed: readings of the device that arrived since the subscriber's last event. */
export interface LiveBatch {
  sn: string;
  readings: LiveRow[];
}

/** Readings handed out per upload and subscriber at most; the rest follow with the next upload. */
const LIMIT = 5000;

interface Watcher {
  /** The last reading this subscriber has; null until its subscription is set up. */
  since: Date | null;
  /** An upload came while `since` was still unknown. */
  missed: boolean;
  push(batch: LiveBatch): void;
  fail(error: unknown): void;
}

/**
 * The readings feed of one device in one process. It alone listens to the device's uploads and runs
 * one query per upload, for the readings after the earliest cursor among the device's subscribers; each
 * subscriber gets them from its own cursor on. A thousand viewers of a device cost one query and no
 * wake-up of the viewers of other devices, however far behind some of them are.
 */
class DeviceFeed {
  readonly watchers = new Set<Watcher>();
  private running = false;
  private again = false;
  private readonly off: () => void;

  constructor(
    private readonly db: Db,
    private readonly deviceId: number,
    private readonly sn: string,
    private readonly onEmpty: () => void,
  ) {
    this.off = onDeviceProgress((progress, origin) => {
      for (const p of progress) {
        if (p.deviceId !== deviceId) continue;
        // Readings this process just committed: handed out as they are, no query. Anything else
        // (another process's upload, announced by NOTIFY) is read from the database, unless every
        // subscriber has it already (the notice of an upload handed out here).
        if (p.readings && origin === db)
          this.hand(p.readings.map((r) => ({ ts: new Date(r.ts), mmol: r.mmol })));
        else if (this.behind(p.lastReadingAt)) void this.poll();
      }
    });
  }

  remove(w: Watcher): void {
    this.watchers.delete(w);
    if (this.watchers.size) return;
    this.off();
    this.onEmpty();
  }

  /** Whether a subscriber may lack readings up to `t` (or has not started yet). */
  private behind(t: Date | null): boolean {
    if (!t) return false;
    for (const w of this.watchers) if (!w.since || w.since < t) return true;
    return false;
  }

  /**
   * New readings (ascending, one per instant) to each subscriber from its own cursor on. Those at the same cursor (as a
   * rule, all of them) share one event object, executed and serialised once for them all (shared.ts).
   * A subscriber not started yet is served by a query when it starts.
   */
  private hand(rows: LiveRow[]): void {
    let shared: LiveBatch | null = null;
    for (const w of this.watchers) {
      if (!w.since) {
        w.missed = true;
        continue;
      }
      // Rows are in time order: the subscriber lacks those from the first one after its cursor on.
      const since = w.since.getTime();
      let first = 0;
      while (first < rows.length && rows[first]!.ts.getTime() <= since) first++;
      if (first === rows.length) continue;
      w.since = rows[rows.length - 1]!.ts;
      if (first > 0) w.push(sharedEvent({ sn: this.sn, readings: rows.slice(first) }));
      else w.push((shared ??= sharedEvent({ sn: this.sn, readings: rows })));
    }
  }

  /** One query at a time; uploads arriving meanwhile are served by one more query after it. */
  async poll(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        let from = Infinity;
        for (const w of this.watchers) {
          if (w.since) from = Math.min(from, w.since.getTime());
          else w.missed = true;
        }
        if (from === Infinity) continue;
        const rows = await this.db
          .select({ ts: glucoseReadings.ts, mmol: glucoseReadings.mmol })
          .from(glucoseReadings)
          .where(and(eq(glucoseReadings.deviceId, this.deviceId), gt(glucoseReadings.ts, new Date(from))))
          .orderBy(asc(glucoseReadings.ts))
          .limit(LIMIT);
        this.hand(rows);
      } while (this.again);
    } catch (e) {
      for (const w of this.watchers) w.fail(e);
    } finally {
      this.running = false;
    }
  }
}

const feeds = new WeakMap<Db, Map<number, DeviceFeed>>();

export interface ReadingsWatch extends AsyncIterableIterator<LiveBatch>, DirectSource {
  /** Starts delivery after `since`, the subscriber's latest reading. */
  start(since: Date): void;
}

/**
 * New readings of a device, as batches in commit order. Listens from the call on: an upload committed
 * before `start` is delivered after it (if newer than `since`). `return()` stops listening.
 */
export function watchReadings(db: Db, deviceId: number, sn: string): ReadingsWatch {
  let byDevice = feeds.get(db);
  if (!byDevice) feeds.set(db, (byDevice = new Map()));
  const devices = byDevice;
  let feed = devices.get(deviceId);
  if (!feed) {
    feed = new DeviceFeed(db, deviceId, sn, () => devices.delete(deviceId));
    devices.set(deviceId, feed);
  }
  const mine = feed;
  const queue: LiveBatch[] = [];
  let failure: { error: unknown } | null = null;
  let wake: (() => void) | null = null;
  let take: ((event: unknown) => boolean) | null = null;
  const w: Watcher = {
    since: null,
    missed: false,
    push: (batch) => {
      // Handed over at once while the consumer waits with nothing queued (shared.ts), else queued.
      if (wake && !queue.length && take?.(batch)) return;
      queue.push(batch);
      wake?.();
    },
    fail: (error) => {
      failure = { error };
      wake?.();
    },
  };
  mine.watchers.add(w);
  const it: ReadingsWatch = {
    start(since) {
      w.since = since;
      if (w.missed) void mine.poll();
    },
    direct(f) {
      take = f;
    },
    requeue(events) {
      queue.unshift(...(events as LiveBatch[]));
      if (events.length) wake?.();
    },
    async next() {
      while (!queue.length) {
        if (failure) throw failure.error;
        await new Promise<void>((r) => (wake = r));
      }
      wake = null;
      return { value: queue.shift()!, done: false };
    },
    async return() {
      mine.remove(w);
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return it;
    },
  };
  return it;
}

/**
 * Subscribers of a device's readings in this process whose delivery has started (their cursor is
 * known): an upload committed from now on reaches each of them. Tests wait on it instead of a pause.
 */
export function startedWatchers(db: Db, deviceId: number): number {
  let n = 0;
  for (const w of feeds.get(db)?.get(deviceId)?.watchers ?? []) if (w.since) n++;
  return n;
}
