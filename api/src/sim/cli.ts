import { parseArgs } from "node:util";
import { DEMO_INGEST_CLIENT, demoSn } from "@cgm/db";
import { generateDevice } from "./generator";

/**
 * npm run simulate -- --devices N --days D --interval 1|3|5 [--live] [--url http://localhost:4000]
 * Sends realistic CGM streams for the demo devices (SNs CGM202600001...) through the real ingest
 * endpoint; with --live it then keeps sending a reading per device every interval (or --tick seconds).
 */
const { values } = parseArgs({
  options: {
    devices: { type: "string", default: "10" },
    days: { type: "string", default: "1" },
    interval: { type: "string", default: "5" },
    live: { type: "boolean", default: false },
    tick: { type: "string" },
    url: { type: "string", default: process.env.CGM_URL ?? "http://localhost:4000" },
    client: { type: "string", default: DEMO_INGEST_CLIENT.clientId },
    secret: { type: "string", default: DEMO_INGEST_CLIENT.secret },
  },
});
const fail = (msg: string): never => {
  process.stderr.write(`${msg}\n`);
  process.exit(2);
};
const devices = Number(values.devices);
const days = Number(values.days);
const interval = Number(values.interval);
if (!Number.isInteger(devices) || devices < 1 || devices > 10_000) fail("--devices must be 1 to 10000");
if (!(days > 0 && days <= 90)) fail("--days must be more than 0 and at most 90");
if (![1, 3, 5].includes(interval)) fail("--interval must be 1, 3 or 5 (minutes)");
const auth = `Basic ${Buffer.from(`${values.client}:${values.secret}`).toString("base64")}`;
const endpoint = `${values.url.replace(/\/$/, "")}/ingest/v1/batches`;

async function send(batchId: string, payload: unknown[]) {
  const res = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: auth },
    body: JSON.stringify({ batchId, devices: payload }),
  });
  const body = (await res.json()) as {
    stored?: number;
    duplicates?: number;
    errors?: { path: string; message: string }[];
  };
  if (!res.ok) fail(`ingest answered ${res.status}: ${JSON.stringify(body)}`);
  if (body.errors?.length)
    process.stderr.write(
      `  ${body.errors.length} items refused, e.g. ${body.errors[0]?.path}: ${body.errors[0]?.message}\n`,
    );
  duplicates += body.duplicates ?? 0;
  return body.stored ?? 0;
}
let duplicates = 0;

const now = Date.now();
const run = `sim-${now}`;
let stored = 0;
const started = Date.now();
for (let i = 0; i < devices; i += 5) {
  const group = Array.from({ length: Math.min(5, devices - i) }, (_, j) =>
    generateDevice(demoSn(i + j + 1), 5000 + i + j, now - days * 86_400_000, now, interval),
  );
  stored += await send(`${run}-${i}`, group);
}
process.stdout.write(
  `${stored} items stored (${duplicates} already there) for ${devices} devices in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);

if (values.live) {
  const tickMs = (values.tick ? Number(values.tick) : interval * 60) * 1000;
  process.stdout.write(`live: a reading per device every ${tickMs / 1000} s; Ctrl+C to stop\n`);
  let n = 0;
  setInterval(() => {
    const t = Date.now();
    const payload = Array.from({ length: devices }, (_, i) => {
      const g = generateDevice(demoSn(i + 1), 9000 + i + n, t - interval * 60_000 * 3, t, interval);
      return {
        sn: g.sn,
        readings: g.readings.slice(-1).map((r) => ({ ...r, ts: new Date(t - 1000).toISOString() })),
      };
    });
    void send(`${run}-live-${n++}`, payload).then((s) => process.stdout.write(`  +${s}\n`));
  }, tickMs);
}
