import WebSocket from "ws";
import { createClient, type Client } from "graphql-ws";
import { serveJob } from "./child";
import { postBatch } from "./post";
import { clock, summarise } from "./stats";
import type { LiveFigures, LiveJob } from "./live";

/**
 * The subscribers and the device uploads of the live benchmark, in a process of their own (forked by
 * live.ts), like browsers and phones elsewhere: their work does not run on the server's event loop.
 * Posts and receptions are timed on this process's clock.
 */
const SUBSCRIPTION = `subscription Live($sn: String!) { glucoseReadings(sn: $sn) { sn readings { ts mmol } } }`;

interface LiveData {
  glucoseReadings?: { readings: { ts: string }[] };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(ok: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) return false;
    await sleep(10);
  }
  return true;
}

function wsClient(base: string, cookie: string): Client {
  return createClient({
    url: `${base.replace("http", "ws")}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
    lazy: false,
  });
}

async function run({ base, cookie, auth, opts }: LiveJob): Promise<LiveFigures> {
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
      const client = wsClient(base, cookie);
      client.on("connected", () => void connected++);
      clients.push(client);
      client.subscribe<LiveData>(
        { query: SUBSCRIPTION, variables: { sn } },
        {
          next: (r) => {
            const now = clock();
            for (const reading of r.data?.glucoseReadings?.readings ?? []) {
              const s = sent.get(`${sn}|${reading.ts}`);
              if (s?.measured) samples.push(now - s.at);
              else if (s) warmed.add(i);
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

  /** One single-reading batch per device, all sent at once. */
  const round = async (measured: boolean) => {
    const ts = new Date().toISOString();
    const bodies = opts.sns.map((sn) => {
      const readings = [{ ts, value: 5 + (batchNo % 40) / 10 }];
      return { sn, body: JSON.stringify({ batchId: `${run}-${batchNo++}`, devices: [{ sn, readings }] }) };
    });
    await Promise.all(
      bodies.map(({ sn, body }) => {
        sent.set(`${sn}|${ts}`, { at: clock(), measured });
        return postBatch(base, auth, body);
      }),
    );
  };

  // A subscription is set up out of the client's sight: warm-up rounds until every subscriber has had
  // one, and at least `warmUps` of them, as for any steady-state measurement.
  const warmDeadline = Date.now() + 60_000;
  for (let n = 0; warmed.size < total || n < opts.warmUps; n++) {
    if (Date.now() > warmDeadline) throw new Error(`only ${warmed.size} of ${total} subscribers are live`);
    const started = clock();
    await round(false);
    await until(() => warmed.size === total, 1000);
    await sleep(Math.max(0, opts.spacingMs - (clock() - started)));
  }
  const setupMs = clock() - connectStarted;
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
    setupMs,
    latency: summarise(samples),
    received,
    expected,
    errors,
  };
}

serveJob(run);
