import { runChild, serveJob } from "./child";
import { clock, summarise, type Summary } from "./stats";

const CURVE = `query Curve($sn: String!, $from: DateTimeISO!, $to: DateTimeISO!) {
  glucoseCurve(sn: $sn, from: $from, to: $to) { bucketSeconds readings ts mmol min max }
}`;

interface CurveData {
  glucoseCurve: { bucketSeconds: number; readings: number; ts: unknown[] };
}

export interface CurveFigures {
  latency: Summary;
  points: number;
  readings: number;
  bucketSeconds: number;
}

export interface CurveJob {
  base: string;
  /** Session cookie of a signed-in viewer. */
  cookie: string;
  sn: string;
  from: string;
  to: string;
  warmUps: number;
  runs: number;
}

/**
 * The whole range's curve of one device over HTTP as a signed-in viewer, one request at a time, from a
 * child process (a browser elsewhere): from sending the request to having the answer parsed.
 */
export function benchCurve(job: CurveJob): Promise<CurveFigures> {
  return runChild<CurveJob, CurveFigures>(new URL(import.meta.url), job, "curve client");
}

async function run(job: CurveJob): Promise<CurveFigures> {
  const body = JSON.stringify({ query: CURVE, variables: { sn: job.sn, from: job.from, to: job.to } });
  let last: CurveData["glucoseCurve"] | undefined;
  const samples: number[] = [];
  for (let i = 0; i < job.warmUps + job.runs; i++) {
    const started = clock();
    const res = await fetch(`${job.base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: job.cookie },
      body,
    });
    const r = (await res.json()) as { data?: CurveData; errors?: unknown[] };
    const took = clock() - started;
    if (res.status !== 200 || r.errors?.length || !r.data) {
      throw new Error(`glucoseCurve answered ${res.status}: ${JSON.stringify(r.errors)}`);
    }
    last = r.data.glucoseCurve;
    if (i >= job.warmUps) samples.push(took);
  }
  return {
    latency: summarise(samples),
    points: last?.ts.length ?? 0,
    readings: last?.readings ?? 0,
    bucketSeconds: last?.bucketSeconds ?? 0,
  };
}

// In the child process (forked by benchCurve): answer the job.
if (process.send) serveJob(run);
