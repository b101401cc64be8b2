/**
 * The CPU time (s) API processes have used so far, summed: prom-client's process_cpu_seconds_total
 * (cgm_ prefix) read from each one's /metrics with its METRICS_TOKEN.
 */
export async function cpuSecondsOf(bases: string[], token: string): Promise<number> {
  const each = await Promise.all(
    bases.map(async (base) => {
      const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${base}/metrics answered ${res.status}`);
      const m = /^cgm_process_cpu_seconds_total\s+(\S+)$/m.exec(await res.text());
      if (!m) throw new Error(`${base}/metrics has no cgm_process_cpu_seconds_total`);
      return Number(m[1]);
    }),
  );
  return each.reduce((a, b) => a + b, 0);
}
