import type { CurveFigures } from "./curve";
import { COPY_TARGETS, type IngestFigures } from "./ingest";
import type { LiveFigures } from "./live";
import type { ApiFigures, ApiRun } from "./api";
import type { BusFigures } from "./live-processes";
import type { ScaleStep } from "./scale";
import type { RouteBytes, WebFigures } from "./web";
import { int, ms, table } from "./stats";

/** The targets, on PostgreSQL. */
export const TARGETS = {
  ingestPerSecond: 100_000,
  copyRatio: 0.8, // issue 14.6 (0.5 was the devices issue's)
  curveP95Ms: 50,
  liveP99Ms: 250,
  signInKb: 200,
  /** The device list page's rps against PostGraphile's, at 10 and at 50 connections. */
  listVsPeer: 1.0,
  /** A signed-in `{ __typename }` against an anonymous one. */
  sessionVsAnonymous: 0.8,
  /** Median latency at the largest size of the scale part against the smallest. */
  scaleRatio: 1.2,
} as const;

const triple = (s: { p50: number; p95: number; p99: number }) => `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)}`;

/** The results table: figures, targets and PASS/FAIL (targets apply to PostgreSQL only). */
export function report(
  onServer: boolean,
  ingest: IngestFigures | undefined,
  curve: CurveFigures | undefined,
  live: LiveFigures | undefined,
  web?: WebFigures,
  api?: ApiFigures,
  liveBuses: BusFigures[] = [],
  scale: ScaleStep[] = [],
): string {
  const verdict = (ok: boolean) => (!onServer ? "n/a (PGlite)" : ok ? "PASS" : "FAIL");
  const rows: string[][] = [["Measure", "Result", "Target", "Status"]];
  if (api) rows.push(...apiRows(api));
  if (ingest) rows.push(...ingestRows(ingest, verdict));
  if (curve)
    rows.push([
      `Curve, 14 d, ${curve.points} points: p50 / p95 / p99 (ms)`,
      triple(curve.latency),
      `p95 < ${TARGETS.curveP95Ms}`,
      verdict(curve.latency.p95 < TARGETS.curveP95Ms),
    ]);
  if (live)
    rows.push(
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
    );
  for (const b of liveBuses)
    rows.push(
      [
        `Live over 2 API processes (${b.bus}), ${int(b.live.subscribers)} subscribers: p50 / p95 / p99 (ms)`,
        triple(b.live.latency),
        `p99 < ${TARGETS.liveP99Ms}`,
        verdict(b.live.latency.p99 < TARGETS.liveP99Ms),
      ],
      [
        "  events received / expected",
        `${int(b.live.received)} / ${int(b.live.expected)}`,
        "all",
        b.live.received === b.live.expected && !b.live.errors ? "PASS" : "FAIL",
      ],
      ["  peak RSS per API process (MB)", b.rssMb.map((r) => int(r)).join(" / "), "", ""],
      [
        "  API processes' CPU per event delivered, measured rounds (us)",
        b.live.serverCpuUsPerEvent?.toFixed(1) ?? "-",
        "",
        "",
      ],
      [
        "  subscriber processes' CPU per event received, measured rounds (us)",
        b.live.subscribersCpuUsPerEvent.toFixed(1),
        "",
        "",
      ],
    );
  rows.push(...scaleRows(scale, verdict));
  if (web) rows.push(...webRows(web));
  return table(rows);
}

const millions = (n: number) => `${(n / 1e6).toFixed(1)}M`;

/** Curves and the list at each size; the 90-day target at every size, the ratios largest to smallest. */
function scaleRows(steps: ScaleStep[], verdict: (ok: boolean) => string): string[][] {
  const rows = steps.map((s) => [
    `Curve, 90 d, ${s.curve90Points} points, ${millions(s.rows)} readings: p50 / p95 / p99 (ms)`,
    triple(s.curve90),
    `p95 < ${TARGETS.curveP95Ms}`,
    verdict(s.curve90.p95 < TARGETS.curveP95Ms),
  ]);
  for (const s of steps)
    rows.push([
      `  curve 14 d / device list, ${millions(s.rows)}: p50 / p95 (ms)`,
      `${ms(s.curve14.p50)} / ${ms(s.curve14.p95)}  ${ms(s.list.p50)} / ${ms(s.list.p95)}`,
      "",
      "",
    ]);
  const small = steps[0];
  const large = steps[steps.length - 1];
  if (!small || !large || small === large) return rows;
  const label = `${millions(large.rows)} / ${millions(small.rows)}`;
  for (const [what, key] of [
    ["curve 90 d", "curve90"],
    ["curve 14 d", "curve14"],
    ["device list", "list"],
  ] as const) {
    const ratio = large[key].p50 / small[key].p50;
    rows.push([
      `Median latency of the ${what}, ${label}`,
      `${ratio.toFixed(2)} (p95 ${(large[key].p95 / small[key].p95).toFixed(2)})`,
      `<= ${TARGETS.scaleRatio}`,
      verdict(ratio <= TARGETS.scaleRatio),
    ]);
  }
  return rows;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const scripts = (r: RouteBytes) => `${r.files} scripts, ${r.encodings.join("/")}`;

/** Web delivery: compressed bytes (kB = 1,000 bytes); the sign-in target holds on any database. */
function webRows(web: WebFigures): string[][] {
  return [
    [
      `Entry script ${web.entry.path} (kB, ${web.entry.encoding})`,
      kb(web.entry.bytes),
      "compressed",
      web.entry.encoding === "identity" ? "FAIL" : "PASS",
    ],
    [
      `Sign-in route JavaScript as Chromium got it (kB, ${scripts(web.signIn)})`,
      kb(web.signIn.bytes),
      "",
      "",
    ],
    [
      `Sign-in route JavaScript as gzip (kB, the same ${web.signIn.files} scripts)`,
      kb(web.signIn.gzipBytes),
      `<= ${TARGETS.signInKb}`,
      web.signIn.gzipBytes <= TARGETS.signInKb * 1000 ? "PASS" : "FAIL",
    ],
    [`Device list JavaScript (kB, ${scripts(web.deviceList)})`, kb(web.deviceList.bytes), "", ""],
  ];
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function ingestRows(ingest: IngestFigures, verdict: (ok: boolean) => string): string[][] {
  const perSecond = (ms: number) => ingest.readings / (ms / 1000);
  const rate = median(ingest.runs.map((r) => perSecond(r.ingestMs)));
  const copy = COPY_TARGETS.map((_, i) => median(ingest.runs.map((r) => perSecond(r.copyMs[i] ?? NaN))));
  const ratio = rate / (copy[0] ?? Number.NaN);
  const cpu = median(ingest.runs.map((r) => (r.serverCpuMs * 1000) / ingest.readings));
  const n = ingest.runs.length;
  return [
    [
      `Ingest via HTTP, median of ${n} (readings/s)`,
      int(rate),
      `>= ${int(TARGETS.ingestPerSecond)}`,
      verdict(rate >= TARGETS.ingestPerSecond),
    ],
    ["  server process CPU per reading (us)", cpu.toFixed(2), "", ""],
    ...COPY_TARGETS.map((t, i) => [
      `Raw COPY into ${t.label}, median of ${n} (rows/s)`,
      int(copy[i] ?? 0),
      "",
      "",
    ]),
    [
      `Ingest / raw COPY into ${COPY_TARGETS[0].label}`,
      ratio.toFixed(2),
      `>= ${TARGETS.copyRatio}`,
      verdict(ratio >= TARGETS.copyRatio),
    ],
    ...COPY_TARGETS.slice(1).map((t, i) => [
      `Ingest / raw COPY into ${t.label}`,
      (rate / (copy[i + 1] ?? Number.NaN)).toFixed(2),
      "",
      "",
    ]),
  ];
}

const find = (api: ApiFigures, side: ApiRun["side"], label: string, connections = 10) =>
  api.runs.find((r) => r.side === side && r.label === label && r.connections === connections);
const ratioCell = (x: number) => (Number.isFinite(x) ? `${x.toFixed(2)}x` : "-");

/** The API beside PostGraphile: rps, p95 and CPU per request, and the ratios the issue sets. */
function apiRows(api: ApiFigures): string[][] {
  const rows: string[][] = [];
  for (const connections of [10, 50]) {
    const ours = find(api, "console", "device list page", connections);
    const peer = find(api, "peer", "device list page", connections);
    if (!ours || !peer) continue;
    const ratio = ours.load.rps / peer.load.rps;
    rows.push(
      [
        `Device list page, ${connections} conn: rps console / PostGraphile`,
        `${int(ours.load.rps)} / ${int(peer.load.rps)} = ${ratioCell(ratio)}`,
        `>= ${TARGETS.listVsPeer.toFixed(1)}x`,
        ours.load.failures || peer.load.failures
          ? "FAIL (errors)"
          : ratio >= TARGETS.listVsPeer
            ? "PASS"
            : "FAIL",
      ],
      [`  p95 console / PostGraphile (ms)`, `${ms(ours.load.p95)} / ${ms(peer.load.p95)}`, "", ""],
      [
        `  server CPU per request console / PostGraphile (ms)`,
        `${ours.serverCpuMsPerRequest.toFixed(2)} / ${peer.serverCpuMsPerRequest.toFixed(2)}`,
        "",
        "",
      ],
      [
        `  database CPU per request console / PostGraphile (ms)`,
        api.dbCpuMeasured
          ? `${ours.dbCpuMsPerRequest.toFixed(2)} / ${peer.dbCpuMsPerRequest.toFixed(2)}`
          : "not measured",
        "<= PostGraphile",
        !api.dbCpuMeasured ? "n/a" : ours.dbCpuMsPerRequest <= peer.dbCpuMsPerRequest ? "PASS" : "FAIL",
      ],
    );
  }
  const anonymous = find(api, "console", "{ __typename } anonymous");
  const signedIn = find(api, "console", "{ __typename } with session");
  const peer = find(api, "peer", "{ __typename }");
  if (anonymous && signedIn) {
    const ratio = signedIn.load.rps / anonymous.load.rps;
    rows.push([
      "{ __typename } rps: with session / anonymous",
      `${int(signedIn.load.rps)} / ${int(anonymous.load.rps)} = ${ratioCell(ratio)}`,
      `>= ${TARGETS.sessionVsAnonymous}x`,
      signedIn.load.failures ? "FAIL (errors)" : ratio >= TARGETS.sessionVsAnonymous ? "PASS" : "FAIL",
    ]);
  }
  if (peer) rows.push(["  PostGraphile { __typename } rps", int(peer.load.rps), "", ""]);
  return rows;
}
