import type { Client } from "graphql-ws";
import type { Caller } from "../test/harness";
import { postBatch } from "./ingest";
import { clock, summarise, type Summary } from "./stats";

const SUBSCRIPTION = `subscription Live($sn: String!) { glucoseReadings(sn: $sn) { sn readings { ts mmol } } }`;

interface LiveEvent {
  data?: { glucoseReadings?: { sn: string; readings: { ts: string; mmol: number }[] } };
  errors?: unknown[];
}

export interface LiveOptions {
  /** Devices watched; each by `perDevice` subscribers, each subscriber on its own socket. */
  sns: string[];
  perDevice: number;
  rounds: number;
  spacingMs: number;
  /** Sockets opened at once while connecting. */
  wave: number;
}

export interface LiveFigures {
  subscribers: number;
  sockets: number;
  connectMs: number;
  latency: Summary;
  received: number;
  expected: number;
  errors: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `ok()` holds, or false after `ms`. */
async function until(ok: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) return false;
    await sleep(20);
  }
  return true;
}

/**
 * Ingest-to-subscriber latency: `perDevice` graphql-ws subscribers of glucoseReadings(sn) per device,
 * then `rounds` rounds of one single-reading batch per device; for every subscriber, the time from just
 * before the POST to the event carrying that reading.
 */
export async function benchLive(base: string, admin: Caller, opts: LiveOptions): Promise<LiveFigures> {
  const total = opts.sns.length * opts.perDevice;
  /** When the reading `${sn}|${ts}` was posted, and whether it belongs to the measured rounds. */
  const sent = new Map<string, { at: number; measured: boolean }>();
  const samples: number[] = [];
  const warmed = new Set<number>();
  const clients: Client[] = [];
  let errors = 0;
  let batchNo = 0;
  const run = `live-${Date.now()}`;

  const connectStarted = clock();
  for (let start = 0; start < total; start += opts.wave) {
    let connected = 0;
    const end = Math.min(total, start + opts.wave);
    for (let i = start; i < end; i++) {
      const sn = opts.sns[i % opts.sns.length]!;
      const client = admin.ws();
      client.on("connected", () => void connected++);
      clients.push(client);
      client.subscribe<LiveEvent["data"]>(
        { query: SUBSCRIPTION, variables: { sn } },
        {
          next: (r: LiveEvent) => {
            const now = clock();
            for (const reading of r.data?.glucoseReadings?.readings ?? []) {
              const s = sent.get(`${sn}|${reading.ts}`);
              if (!s) continue;
              if (s.measured) samples.push(now - s.at);
              else warmed.add(i);
            }
            if (r.errors?.length) errors++;
          },
          error: () => void errors++,
          complete: () => {},
        },
      );
    }
    if (!(await until(() => connected === end - start, 30_000))) {
      throw new Error(`only ${connected} of ${end - start} WebSocket connections were acknowledged`);
    }
  }

  const round = async (measured: boolean) => {
    const ts = new Date().toISOString();
    await Promise.all(
      opts.sns.map((sn, k) => {
        const body = JSON.stringify({
          batchId: `${run}-${batchNo++}`,
          devices: [{ sn, readings: [{ ts, value: 5 + ((batchNo + k) % 40) / 10 }] }],
        });
        sent.set(`${sn}|${ts}`, { at: clock(), measured });
        return postBatch(base, body);
      }),
    );
  };

  // Subscribing finishes out of sight of the client: warm-up rounds until every subscriber has had one.
  const warmDeadline = Date.now() + 60_000;
  while (warmed.size < total) {
    if (Date.now() > warmDeadline) throw new Error(`only ${warmed.size} of ${total} subscribers are live`);
    await round(false);
    await until(() => warmed.size === total, 1000);
  }
  const connectMs = clock() - connectStarted;
  await sleep(opts.spacingMs);

  for (let r = 0; r < opts.rounds; r++) {
    const started = clock();
    await round(true);
    await sleep(Math.max(0, opts.spacingMs - (clock() - started)));
  }
  const expected = total * opts.rounds;
  await until(() => samples.length >= expected, 10_000);
  const received = samples.length;
  await Promise.all(clients.map((c) => c.dispose()));
  return {
    subscribers: total,
    sockets: clients.length,
    connectMs,
    latency: summarise(samples),
    received,
    expected,
    errors,
  };
}
