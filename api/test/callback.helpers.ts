import http from "node:http";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { DbHandle } from "@cgm/db";

export interface Received {
  id: string;
  type: string;
  sn: string;
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
  /** Verified with the standardwebhooks package against the secret. */
  verified: boolean;
  /** The status the receiver answered. */
  answered: number;
  /** The path and query called (tests give each organisation its own). */
  path: string;
}

/**
 * A partner's callback receiver on 127.0.0.1: records every request, verifies its signature with the
 * standardwebhooks package, and answers `status` (503 while "down"), or drops the connection.
 */
export async function startReceiver(secret: () => string) {
  const got: Received[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString();
      let verified = false;
      try {
        new Webhook(secret()).verify(raw, req.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      const body = JSON.parse(raw) as { type: string; data: { sn: string } };
      got.push({
        id: String(req.headers["webhook-id"]),
        type: body.type,
        sn: body.data?.sn,
        body,
        headers: req.headers,
        verified,
        answered: status,
        path: req.url ?? "",
      });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/callbacks`,
    got,
    /** Successful receipts (answered 2xx). */
    delivered: () => got.filter((g) => g.answered < 300),
    setStatus: (s: number) => void (status = s),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Gives an organisation a callback URL (as a test fixture: saving refuses loopback) and a secret. */
export async function connect(h: DbHandle, orgId: number, url: string, secret: string): Promise<void> {
  await h.rows(sql`UPDATE organisations SET callback_url = ${url} WHERE id = ${orgId}`);
  await h.rows(sql`INSERT INTO callback_secrets (org_id, secret) VALUES (${orgId}, ${secret})
    ON CONFLICT (org_id) DO UPDATE SET secret = excluded.secret`);
}

export const TEST_SECRET = `whsec_${Buffer.from("a test signing secret of 32 bytes").toString("base64")}`;

/** The deliveries of an organisation, oldest first. */
export const deliveriesOf = (h: DbHandle, orgId: number) =>
  h.rows<{
    id: number;
    status: string;
    attempts: number;
    event_type: string;
    last_error: string | null;
    message_id: string;
  }>(
    sql`SELECT id, status, attempts, event_type, last_error, message_id FROM callback_deliveries WHERE org_id = ${orgId} ORDER BY id`,
  );

/** Waits until an async condition holds (or `ms` pass). */
export async function eventually(ok: () => Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok()) && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
}
