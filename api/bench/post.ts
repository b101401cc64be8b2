import http from "node:http";

/** Connections kept open between batches, as a phone's HTTP client keeps them. */
const agent = new http.Agent({ keepAlive: true });

/**
 * POSTs one serialised batch to the ingest endpoint; throws unless it is stored without refusals.
 * node:http, not fetch: the uploaders stand in for phones elsewhere but share this machine's cores with
 * the server, and fetch spent about 150 ms of CPU per ingest run sending its 20 MB (node:http about 25).
 */
export function postBatch(base: string, auth: string, body: string | Buffer): Promise<number> {
  const url = new URL("/ingest/v1/batches", base);
  const headers = {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    authorization: auth,
  };
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const status = res.statusCode ?? 0;
        if (status < 200 || status >= 300)
          return reject(new Error(`ingest answered ${status}: ${text.slice(0, 300)}`));
        const r = JSON.parse(text) as { stored: number; rejected: number; errors: { message: string }[] };
        if (r.rejected)
          return reject(new Error(`ingest refused ${r.rejected} items: ${r.errors[0]?.message}`));
        resolve(r.stored);
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}
