/** Latency samples in milliseconds, summarised by nearest-rank percentiles. */
export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function summarise(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** Milliseconds since the epoch with sub-millisecond resolution. */
export const clock = () => performance.timeOrigin + performance.now();

export const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : "-");
export const int = (v: number) => Math.round(v).toLocaleString("en-US");

/** Runs `task(i)` for i in 0..count-1 with at most `inFlight` running at once. */
export async function pool(count: number, inFlight: number, task: (i: number) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, lane));
}

/** A fixed-width text table. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
  const line = (r: string[]) => r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join("  ");
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join("\n");
}
