import { fork, type ChildProcess } from "node:child_process";
import { serveJob } from "./child";
import { postBatch } from "./post";
import { clock, summarise } from "./stats";
import { cpuSecondsOf } from "./api-cpu-metrics";
import type { LiveFigures, LiveJob } from "./live";
import type { SubscribersAnswer, SubscribersRequest } from "./live-subscribers";

/**
 * The device uploads of the live benchmark, in a process of their own (forked by live.ts), like phones
 * elsewhere; the subscribers are spread over `processes` more (live-subscribers.ts). Posts and
 * receptions are timed on the machine's wall clock (performance.timeOrigin + now()).
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(ok: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) return false;
    await sleep(10);
  }
  return true;
}

/** A subscribers process, asked one thing at a time. */
class Subscribers {
  private seq = 0;
  private readonly pending = new Map<number, (a: SubscribersAnswer) => void>();
  constructor(private readonly child: ChildProcess) {
    child.on("message", (m: { seq: number } & SubscribersAnswer) => {
      this.pending.get(m.seq)?.(m);
      this.pending.delete(m.seq);
    });
  }
  ask(req: SubscribersRequest): Promise<SubscribersAnswer> {
    const seq = ++this.seq;
    return new Promise((resolve, reject) => {
      this.pending.set(seq, (a) => (a.error ? reject(new Error(a.error)) : resolve(a)));
      this.child.send({ seq, req });
    });
  }
  stop(): void {
    this.child.kill();
  }
}

async function run({ bases, cookie, tokens, opts, metricsToken }: LiveJob): Promise<LiveFigures> {
  const total = opts.sns.length * opts.perDevice;
  /** When the reading `${sn}|${ts}` was posted, and whether it belongs to the measured rounds. */
  const sent = new Map<string, { at: number; measured: boolean }>();
  let batchNo = 0;
  const run = `live-${Date.now()}`;
  const groups = Array.from({ length: opts.processes }, (_, p) =>
    Array.from({ length: total }, (_, i) => i)
      .filter((i) => i % opts.processes === p)
      .map((i) => ({ i, sn: opts.sns[i % opts.sns.length]!, base: bases[i % bases.length]! })),
  );
  const subscribers = groups.map(
    () => new Subscribers(fork(new URL("./live-subscribers.ts", import.meta.url), [], { stdio: "inherit" })),
  );
  try {
    const connectStarted = clock();
    await Promise.all(
      subscribers.map((s, p) => s.ask({ type: "connect", cookie, subscribers: groups[p]!, wave: opts.wave })),
    );
    const status = async (measured: string[]) => {
      const all = await Promise.all(subscribers.map((s) => s.ask({ type: "status", measured })));
      const sum = (k: "warmed" | "received" | "errors" | "cpuUs") => all.reduce((n, a) => n + (a[k] ?? 0), 0);
      return { warmed: sum("warmed"), received: sum("received"), errors: sum("errors"), cpuUs: sum("cpuUs") };
    };

    /** One single-reading batch per device, all sent at once. */
    let roundNo = 0;
    const round = async (measured: boolean) => {
      const ts = new Date().toISOString();
      const r = roundNo++;
      const bodies = opts.sns.map((sn, j) => {
        const readings = [{ ts, value: 5 + (batchNo % 40) / 10 }];
        const base = bases[(j + r) % bases.length]!;
        return {
          sn,
          base,
          body: JSON.stringify({ batchId: `${run}-${batchNo++}`, devices: [{ sn, readings }] }),
        };
      });
      await Promise.all(
        bodies.map(({ sn, base, body }) => {
          sent.set(`${sn}|${ts}`, { at: clock(), measured });
          return postBatch(base, `Bearer ${tokens[sn]}`, body);
        }),
      );
    };

    // A subscription is set up out of the client's sight: warm-up rounds until every subscriber has had
    // one, and at least `warmUps` of them, as for any steady-state measurement.
    const warmDeadline = Date.now() + 60_000;
    for (let n = 0; n < opts.warmUps || (await status([])).warmed < total; n++) {
      if (Date.now() > warmDeadline)
        throw new Error(`only ${(await status([])).warmed} of ${total} subscribers are live`);
      const started = clock();
      await round(false);
      await until(async () => (await status([])).warmed === total, 1000);
      await sleep(Math.max(0, opts.spacingMs - (clock() - started)));
    }
    const setupMs = clock() - connectStarted;
    await sleep(opts.spacingMs);
    const cpu = () => (metricsToken ? cpuSecondsOf(bases, metricsToken) : Promise.resolve(NaN));
    const cpuBefore = await cpu();
    const subscribersCpuBefore = (await status([])).cpuUs;

    for (let r = 0; r < opts.rounds; r++) {
      const started = clock();
      await round(true);
      await sleep(Math.max(0, opts.spacingMs - (clock() - started)));
    }
    // Every event has arrived by now (the rounds end with a spacing): what the subscribers spent on them.
    const subscribersCpuUs = (await status([])).cpuUs - subscribersCpuBefore;
    const measured = [...sent]
      .filter(([, s]) => s.measured)
      .map(([key, s]) => [key, s.at] as [string, number]);
    const expected = total * opts.rounds;
    await until(async () => (await status(measured.map(([key]) => key))).received >= expected, 10_000);
    const cpuSeconds = (await cpu()) - cpuBefore;
    const answers = await Promise.all(subscribers.map((s) => s.ask({ type: "samples", sent: measured })));
    const samples = answers.flatMap((a) => a.samples ?? []);
    return {
      subscribers: total,
      sockets: total,
      setupMs,
      latency: summarise(samples),
      received: samples.length,
      expected,
      errors: answers.reduce((n, a) => n + (a.errors ?? 0), 0),
      subscribersCpuUsPerEvent: subscribersCpuUs / samples.length,
      ...(Number.isFinite(cpuSeconds) ? { serverCpuUsPerEvent: (cpuSeconds * 1e6) / samples.length } : {}),
    };
  } finally {
    for (const s of subscribers) s.stop();
  }
}

serveJob(run);
