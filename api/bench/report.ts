import type { CurveFigures } from "./curve";
import { COPY_TARGETS, type IngestFigures } from "./ingest";
import type { LiveFigures } from "./live";
import { int, ms, table } from "./stats";

/** The targets, on PostgreSQL. */
export const TARGETS = { ingestPerSecond: 100_000, copyRatio: 0.5, curveP95Ms: 50, liveP99Ms: 100 } as const;

const triple = (s: { p50: number; p95: number; p99: number }) => `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)}`;

/** The results table: figures, targets and PASS/FAIL (targets apply to PostgreSQL only). */
export function report(
  onServer: boolean,
  ingest: IngestFigures,
  curve: CurveFigures,
  live: LiveFigures,
): string {
  const verdict = (ok: boolean) => (!onServer ? "n/a (PGlite)" : ok ? "PASS" : "FAIL");
  const rate = ingest.readings / (ingest.ingestMs / 1000);
  const copy = ingest.copyMs.map((m) => ingest.readings / (m / 1000));
  const ratio = rate / (copy[0] ?? Number.NaN);
  const rows = [
    ["Measure", "Result", "Target", "Status"],
    [
      "Ingest via HTTP (readings/s)",
      int(rate),
      `>= ${int(TARGETS.ingestPerSecond)}`,
      verdict(rate >= TARGETS.ingestPerSecond),
    ],
    ...COPY_TARGETS.map((like, i) => [`Raw COPY into (${like}) (rows/s)`, int(copy[i] ?? 0), "", ""]),
    [
      `Ingest / raw COPY (${COPY_TARGETS[0]})`,
      ratio.toFixed(2),
      `>= ${TARGETS.copyRatio}`,
      verdict(ratio >= TARGETS.copyRatio),
    ],
    [`Ingest / raw COPY (${COPY_TARGETS[1]})`, (rate / (copy[1] ?? Number.NaN)).toFixed(2), "", ""],
    [
      `Curve, 14 d, ${curve.points} points: p50 / p95 / p99 (ms)`,
      triple(curve.latency),
      `p95 < ${TARGETS.curveP95Ms}`,
      verdict(curve.latency.p95 < TARGETS.curveP95Ms),
    ],
    [
      `Live, ${live.subscribers} subscribers: p50 / p95 / p99 (ms)`,
      triple(live.latency),
      `p99 < ${TARGETS.liveP99Ms}`,
      verdict(live.latency.p99 < TARGETS.liveP99Ms),
    ],
    [
      "Live events received / expected",
      `${int(live.received)} / ${int(live.expected)}`,
      "all",
      live.received === live.expected ? "PASS" : "FAIL",
    ],
  ];
  return table(rows);
}
