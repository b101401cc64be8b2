/**
 * A device app's log as the simulator writes it: one line per event over the pull's period, in the
 * phone app's format (ISO time, level, component, message), deterministic for an SN and period so a
 * test can compare what was sent with what the console serves.
 */
const COMPONENTS = ["BLE", "SYNC", "SENSOR", "APP", "NET"] as const;

/** A small deterministic generator (mulberry32) seeded from the SN and the period's end. */
function random(seed: string): () => number {
  let a = 0;
  for (const c of seed) a = (Math.imul(a ^ c.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function line(rnd: () => number, sn: string, at: number): string {
  const r = rnd();
  const comp = COMPONENTS[Math.floor(rnd() * COMPONENTS.length)]!;
  const ts = new Date(at).toISOString();
  if (r < 0.03) return `${ts} ERROR [BLE] connection to sensor ${sn} lost (status 133), reconnecting`;
  if (r < 0.1)
    return `${ts} WARN  [NET] upload deferred: no network, ${1 + Math.floor(rnd() * 12)} batches queued`;
  switch (comp) {
    case "BLE":
      return `${ts} INFO  [BLE] notification from ${sn}, rssi ${-45 - Math.floor(rnd() * 40)} dBm`;
    case "SYNC":
      return `${ts} INFO  [SYNC] batch sent: ${1 + Math.floor(rnd() * 5)} readings, HTTP 200`;
    case "SENSOR":
      return `${ts} INFO  [SENSOR] glucose ${(4 + rnd() * 6).toFixed(1)} mmol/L, trend ${["flat", "rising", "falling"][Math.floor(rnd() * 3)]}`;
    case "NET":
      return `${ts} DEBUG [NET] keep-alive ok in ${20 + Math.floor(rnd() * 300)} ms`;
    default:
      return `${ts} INFO  [APP] foreground service alive, battery ${20 + Math.floor(rnd() * 80)}%`;
  }
}

/** The app's log of [from, to): a header, then an event every 2 to 8 minutes. */
export function syntheticLog(sn: string, from: number, to: number): string {
  const rnd = random(`${sn}:${from}:${to}`);
  const lines = [
    `# CGM app log ${sn} ${new Date(from).toISOString()} .. ${new Date(to).toISOString()}`,
    `${new Date(from).toISOString()} INFO  [APP] log window opened for ${sn}`,
  ];
  for (let at = from + 60_000; at < to; at += (2 + Math.floor(rnd() * 7)) * 60_000)
    lines.push(line(rnd, sn, at));
  return `${lines.join("\n")}\n`;
}
