import { runChild, serveJob } from "./child";
import { clock, summarise, type Summary } from "./stats";

export interface LatencyJob {
  base: string;
  /** Session cookie of a signed-in user. */
  cookie: string;
  /** The POST /graphql body, sent as is. */
  body: string;
  warmUps: number;
  runs: number;
}

/**
 * One GraphQL request at a time over HTTP from a child process (a browser elsewhere): from sending the
 * request to having the answer parsed. Fails on an error answer.
 */
export function benchLatency(job: LatencyJob): Promise<Summary> {
  return runChild<LatencyJob, Summary>(new URL(import.meta.url), job, "latency client");
}

async function run(job: LatencyJob): Promise<Summary> {
  const samples: number[] = [];
  for (let i = 0; i < job.warmUps + job.runs; i++) {
    const started = clock();
    const res = await fetch(`${job.base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: job.cookie },
      body: job.body,
    });
    const r = (await res.json()) as { data?: unknown; errors?: unknown[] };
    const took = clock() - started;
    if (res.status !== 200 || r.errors?.length || !r.data)
      throw new Error(`answered ${res.status}: ${JSON.stringify(r.errors)}`);
    if (i >= job.warmUps) samples.push(took);
  }
  return summarise(samples);
}

// In the child process (forked by benchLatency): answer the job.
if (process.send) serveJob(run);
