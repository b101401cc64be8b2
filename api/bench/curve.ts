import type { Caller } from "../test/harness";
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

/** The whole range's curve of one device over HTTP as a signed-in admin, one request at a time. */
export async function benchCurve(
  admin: Caller,
  sn: string,
  from: Date,
  to: Date,
  warmUps: number,
  runs: number,
): Promise<CurveFigures> {
  const variables = { sn, from: from.toISOString(), to: to.toISOString() };
  let last: CurveData["glucoseCurve"] | undefined;
  const samples: number[] = [];
  for (let i = 0; i < warmUps + runs; i++) {
    const started = clock();
    const r = await admin.gql<CurveData>(CURVE, variables);
    const took = clock() - started;
    if (r.status !== 200 || r.errors?.length || !r.data) {
      throw new Error(`glucoseCurve answered ${r.status}: ${JSON.stringify(r.errors)}`);
    }
    last = r.data.glucoseCurve;
    if (i >= warmUps) samples.push(took);
  }
  return {
    latency: summarise(samples),
    points: last?.ts.length ?? 0,
    readings: last?.readings ?? 0,
    bucketSeconds: last?.bucketSeconds ?? 0,
  };
}
