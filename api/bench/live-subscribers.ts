import WebSocket from "ws";
import { clock } from "./stats";

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
  error?: string;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One subscriber: a socket speaking graphql-transport-ws by hand (connection_init, then one subscribe
 * once acknowledged), as lean as a client can be, so that the time measured is the server's and the
 * network's, not a client library's work in this process (a browser does that on its own machine).
 * A message is timed as it arrives and read only when the live client asks (received()).
 */
function subscriber(
  sub: { i: number; sn: string; base: string },
  cookie: string,
  onAck: () => void,
): WebSocket {
  const ws = new WebSocket(`${sub.base.replace("http", "ws")}/graphql`, "graphql-transport-ws", {
    headers: { cookie },
  });
  let acked = false;
  ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init" })));
  ws.on("message", (data: Buffer) => {
    const now = clock();
    if (acked) {
      // Read later (received()): parsing here would take this process's share of the machine's cores
      // while the server is still writing to the other sockets. Copied: `data` may share a larger buffer.
      arrivals.push({ sub, at: now, data: Buffer.from(data) });
      return;
    }
    const m = JSON.parse(data.toString()) as { type: string };
    if (m.type === "connection_ack") {
      acked = true;
      onAck();
      ws.send(
        JSON.stringify({
          id: "1",
          type: "subscribe",
          payload: { query: SUBSCRIPTION, variables: { sn: sub.sn } },
        }),
      );
    } else if (m.type === "error") errors++;
  });
  ws.on("error", () => void errors++);
  return ws;
}

const sockets: WebSocket[] = [];
/** Messages after the acknowledgement, as they arrived, not read yet. */
let arrivals: { sub: { i: number; sn: string }; at: number; data: Buffer }[] = [];

/** Reads the messages that arrived since the last call into receptions, warmed and errors. */
function received(): void {
  const batch = arrivals;
  arrivals = [];
  for (const { sub, at, data } of batch) {
    const m = JSON.parse(data.toString()) as {
      type: string;
      payload?: { data?: LiveData; errors?: unknown[] };
    };
    if (m.type === "next") {
      for (const reading of m.payload?.data?.glucoseReadings?.readings ?? []) {
        const key = `${sub.sn}|${reading.ts}`;
        const times = receptions.get(key);
        if (times) times.push(at);
        else receptions.set(key, [at]);
      }
      warmed.add(sub.i);
      if (m.payload?.errors?.length) errors++;
    } else if (m.type === "error") errors++;
  }
}
/** Reception times of each reading `${sn}|${ts}`, one per subscriber that had it. */
const receptions = new Map<string, number[]>();
const warmed = new Set<number>();
let errors = 0;

async function connect(req: Extract<SubscribersRequest, { type: "connect" }>): Promise<SubscribersAnswer> {
  for (let start = 0; start < req.subscribers.length; start += req.wave) {
    const wave = req.subscribers.slice(start, start + req.wave);
    let connected = 0;
    for (const sub of wave) sockets.push(subscriber(sub, req.cookie, () => void connected++));
    const end = Date.now() + 30_000;
    while (connected < wave.length) {
      if (Date.now() > end)
        throw new Error(`only ${connected} of ${wave.length} WebSocket connections were acknowledged`);
      await sleep(10);
    }
  }
  return { connected: sockets.length };
}

async function answer(req: SubscribersRequest): Promise<SubscribersAnswer> {
  received();
  switch (req.type) {
    case "connect":
      return connect(req);
    case "status":
      return {
        warmed: warmed.size,
        received: req.measured.reduce((n, key) => n + (receptions.get(key)?.length ?? 0), 0),
        errors,
      };
    case "samples": {
      const samples = req.sent.flatMap(([key, at]) => (receptions.get(key) ?? []).map((t) => t - at));
      for (const ws of sockets) ws.close();
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
