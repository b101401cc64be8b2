import type { Principal } from "../context";

/**
 * What the periodic and access-change re-checks of open live connections need to know (live/ws.ts).
 * `C` is a connection.
 */
export interface RecheckOptions<C> {
  /** Each connection is checked again this long after its last check. */
  everyMs: number;
  /** How often due connections are looked for: a wave of connections opened together is checked in
   * slices this long apart instead of all at the same instant. */
  sliceMs: number;
  /** Credentials loaded at once. */
  concurrency: number;
  /** The credential a connection authenticates with: connections that share one are checked by one load. */
  credentialOf(c: C): string;
  /** The principal behind the connection's credential now (null: gone); throws when it cannot tell. */
  load(c: C): Promise<Principal | null>;
  /** What the load found, for one connection still open. */
  apply(c: C, now: Principal | null): void;
  /** A load that failed: its connections stay as they are and are checked again next time. */
  onError(error: unknown): void;
}

/**
 * The open connections of one process and their session re-checks: one timer for them all, and one
 * load per credential however many connections share it.
 *
 * Before, every connection had a timer of its own and loaded its principal alone: ten thousand open
 * consoles were ten thousand timers and principal loads (four queries each) a minute, and a thousand
 * tabs of one session a thousand identical loads. In the live benchmark, the 5,000 connections of each
 * API process, opened in waves within a few seconds, came due together a minute later: ~2 s of CPU per
 * process in one burst, on top of the readings being fanned out.
 */
export class LiveRecheck<C> {
  /** Open connections, with when each was last checked (ms since the epoch). */
  private readonly checkedAt = new Map<C, number>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly opts: RecheckOptions<C>) {
    this.timer = setInterval(() => this.sweep(), opts.sliceMs);
    this.timer.unref();
  }

  add(c: C, now = Date.now()): void {
    this.checkedAt.set(c, now);
  }

  remove(c: C): void {
    this.checkedAt.delete(c);
  }

  /** The open connections. */
  connections(): IterableIterator<C> {
    return this.checkedAt.keys();
  }

  get size(): number {
    return this.checkedAt.size;
  }

  /** Checks the connections that are due (checked `everyMs` ago or earlier). */
  sweep(now = Date.now()): Promise<void> {
    const due: C[] = [];
    for (const [c, at] of this.checkedAt) if (now - at >= this.opts.everyMs) due.push(c);
    return this.check(due, now);
  }

  /** Checks these connections now: one load per credential, `concurrency` loads at a time. */
  async check(connections: Iterable<C>, now = Date.now()): Promise<void> {
    const byCredential = new Map<string, C[]>();
    for (const c of connections) {
      if (!this.checkedAt.has(c)) continue;
      this.checkedAt.set(c, now);
      const key = this.opts.credentialOf(c);
      const group = byCredential.get(key);
      if (group) group.push(c);
      else byCredential.set(key, [c]);
    }
    const groups = [...byCredential.values()];
    let next = 0;
    const worker = async () => {
      while (next < groups.length) {
        const group = groups[next++]!;
        let principal: Principal | null;
        try {
          principal = await this.opts.load(group[0]!);
        } catch (e) {
          this.opts.onError(e);
          continue;
        }
        for (const c of group) if (this.checkedAt.has(c)) this.opts.apply(c, principal);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.opts.concurrency, groups.length) }, worker));
  }

  stop(): void {
    clearInterval(this.timer);
    this.checkedAt.clear();
  }
}
