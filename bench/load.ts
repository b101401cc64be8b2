import autocannon from "autocannon";

/**
 * The benchmark's load generator (npm run bench, API part), in a process of its own so that its work is
 * not on the measured servers' CPU: autocannon POSTs one GraphQL request over `connections` keep-alive
 * connections for `seconds`, and answers with the rate and the latency percentiles of the answers (every
 * response time is kept, so p95 is exact). An answer that is not 200, or carries GraphQL errors, counts as
 * a failure.
 */
export interface LoadJob {
  url: string;
  body: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN;

function run(job: LoadJob): Promise<LoadFigures> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        method: "POST",
        headers: { "content-type": "application/json", ...job.headers },
        body: job.body,
        connections: job.connections,
        duration: job.seconds,
        verifyBody: (body) => typeof body === "string" && !body.includes('"errors"'),
      },
      (err, result) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({
          requests: result.requests.total,
          rps: result.requests.total / job.seconds,
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          p99: percentile(times, 0.99),
          failures: result.non2xx + result.errors + result.timeouts + (result.mismatches ?? 0),
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

process.once("message", (job: LoadJob) => {
  run(job).then(
    (figures) => process.send?.({ figures }, () => process.exit(0)),
    (e: unknown) =>
      process.send?.({ error: e instanceof Error ? e.message : String(e) }, () => process.exit(1)),
  );
});
