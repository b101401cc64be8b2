import type { Socket } from "node:net";
import { doubled } from "../src/ingest/readings";
import { openLiveSocket } from "./live-socket";

/**
 * Some of the live benchmark's subscribers, in a process of their own (forked by live-client.ts): a
 * thousand browsers are not one event loop, and one process reading a thousand sockets in turn would add
 * its own queue to the latency measured. Each reception is timed on this process's clock (the same wall
 * clock as the uploader's), and answered on request:
 *   connect  -> opens the sockets and subscribes; answers when all are acknowledged
 *   status   -> how many subscribers have had an event, and how many of the given readings arrived
 *   samples  -> for each given reading and the time it was posted, the latency of every reception
 */
const SUBSCRIPTION = `subscription Live($sn: String!) { glucoseReadings(sn: $sn) { sn readings { ts mmol } } }`;

interface LiveData {
  glucoseReadings?: { readings: { ts: string }[] };
}

export type SubscribersRequest =
  | {
      type: "connect";
      cookie: string;
      /** Each subscriber with the API process (its base URL) its socket goes to. */
      subscribers: { i: number; sn: string; base: string }[];
      wave: number;
    }
  | { type: "status"; measured: string[] }
  | { type: "samples"; sent: [string, number][] };
export type SubscribersAnswer = {
  connected?: number;
  warmed?: number;
  received?: number;
  samples?: number[];
  errors?: number;
  /** This process's CPU time so far (µs, user and system), before it read what had arrived. */
  cpuUs?: number;
  error?: string;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One subscriber: its own socket (live-socket.ts), one subscription on it. */
function subscriber(sub: { i: number; sn: string; base: string }, cookie: string, onAck: () => void) {
  const subscribe = JSON.stringify({
    id: "1",
    type: "subscribe",
    payload: { query: SUBSCRIPTION, variables: { sn: sub.sn } },
  });
  return openLiveSocket(sub.base, cookie, subscribe, {
    acked: onAck,
    // Read later (received()): parsing here would take this process's share of the machine's cores
    // while the server is still writing to the other sockets.
    message: (at, data) => arrivals.add(sub.i, at, data),
    error: () => void errors++,
  });
}

/**
 * Messages after the acknowledgement, as they arrived, not read yet: their bytes one after another in
 * one buffer, and who got each and when in typed arrays. Nothing is allocated per message that outlives
 * it: a hundred thousand messages kept as objects until read would be garbage the collector copies and
 * marks again and again, in this process's share of the cores while the rounds run.
 */
class Arrivals {
  private count = 0;
  private used = 0;
  private bytes = Buffer.allocUnsafe(1 << 20);
  private sub = new Int32Array(1 << 12);
  private at = new Float64Array(1 << 12);
  private end = new Int32Array(1 << 12);

  add(sub: number, at: number, data: Buffer): void {
    if (this.count === this.sub.length) {
      this.sub = doubled(this.sub);
      this.at = doubled(this.at);
      this.end = doubled(this.end);
    }
    if (this.used + data.length > this.bytes.length) {
      const more = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + data.length));
      this.bytes.copy(more, 0, 0, this.used);
      this.bytes = more;
    }
    this.used += data.copy(this.bytes, this.used);
    this.sub[this.count] = sub;
    this.at[this.count] = at;
    this.end[this.count++] = this.used;
  }

  /** Each message with its subscriber and arrival time, then forgets them. */
  drain(f: (sub: number, at: number, text: string) => void): void {
    let start = 0;
    for (let k = 0; k < this.count; k++) {
      const end = this.end[k]!;
      f(this.sub[k]!, this.at[k]!, this.bytes.toString("utf8", start, end));
      start = end;
    }
    this.count = 0;
    this.used = 0;
  }
}

const sockets: Socket[] = [];
const arrivals = new Arrivals();
/** Each subscriber's device, by its index. */
const snOf = new Map<number, string>();

/** Reads the messages that arrived since the last call into receptions, warmed and errors. */
function received(): void {
  arrivals.drain((i, at, text) => {
    const sn = snOf.get(i);
    const m = JSON.parse(text) as {
      type: string;
      payload?: { data?: LiveData; errors?: unknown[] };
    };
    if (m.type === "next") {
      for (const reading of m.payload?.data?.glucoseReadings?.readings ?? []) {
        const key = `${sn}|${reading.ts}`;
        const times = receptions.get(key);
        if (times) times.push(at);
        else receptions.set(key, [at]);
      }
      warmed.add(i);
      if (m.payload?.errors?.length) errors++;
    } else if (m.type === "error") errors++;
  });
}
/** Reception times of each reading `${sn}|${ts}`, one per subscriber that had it. */
const receptions = new Map<string, number[]>();
const warmed = new Set<number>();
let errors = 0;

async function connect(req: Extract<SubscribersRequest, { type: "connect" }>): Promise<SubscribersAnswer> {
  for (let start = 0; start < req.subscribers.length; start += req.wave) {
    const wave = req.subscribers.slice(start, start + req.wave);
    let connected = 0;
    for (const sub of wave) {
      snOf.set(sub.i, sub.sn);
      sockets.push(subscriber(sub, req.cookie, () => void connected++));
    }
    const end = Date.now() + 30_000;
    while (connected < wave.length) {
      if (Date.now() > end)
        throw new Error(`only ${connected} of ${wave.length} WebSocket connections were acknowledged`);
      await sleep(10);
    }
  }
  return { connected: sockets.length };
}

function cpuUs(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

async function answer(req: SubscribersRequest): Promise<SubscribersAnswer> {
  // Before the messages are read: reading them is the harness's work after the rounds, not during them.
  const cpu = cpuUs();
  received();
  switch (req.type) {
    case "connect":
      return connect(req);
    case "status":
      return {
        warmed: warmed.size,
        received: req.measured.reduce((n, key) => n + (receptions.get(key)?.length ?? 0), 0),
        errors,
        cpuUs: cpu,
      };
    case "samples": {
      const samples = req.sent.flatMap(([key, at]) => (receptions.get(key) ?? []).map((t) => t - at));
      for (const socket of sockets) socket.destroy();
      return { samples, errors };
    }
  }
}

process.on("message", (m: { seq: number; req: SubscribersRequest }) => {
  answer(m.req).then(
    (a) => process.send?.({ seq: m.seq, ...a }),
    (e: unknown) => process.send?.({ seq: m.seq, error: e instanceof Error ? e.message : String(e) }),
  );
});
