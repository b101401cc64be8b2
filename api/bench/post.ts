/** POSTs one serialised batch to the ingest endpoint; throws unless it is stored without refusals. */
export async function postBatch(base: string, auth: string, body: string): Promise<number> {
  const res = await fetch(`${base}/ingest/v1/batches`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: auth },
    body,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`ingest answered ${res.status}: ${text.slice(0, 300)}`);
  const r = JSON.parse(text) as { stored: number; rejected: number; errors: { message: string }[] };
  if (r.rejected) throw new Error(`ingest refused ${r.rejected} items: ${r.errors[0]?.message}`);
  return r.stored;
}
