import http from "node:http";
import https from "node:https";
import { Webhook } from "standardwebhooks";
import { systemResolve, type Resolve } from "../../common/netguard";
import { PublicOnlyAgent } from "../../common/publicAgent";

export interface SendOptions {
  /**
   * Tests only (CALLBACK_ALLOW_PRIVATE_TARGETS=1, refused in production): deliver to http and to
   * private, loopback and link-local targets, so a test's local receiver gets the callbacks.
   */
  allowPrivateTargets?: boolean;
  /** The resolver behind the public-address guard (tests give a name that resolves to 127.0.0.1). */
  resolve?: Resolve;
  /** How long one attempt may take, connection to the end of the answer (ms). */
  timeoutMs?: number;
}

export interface Message {
  /** The webhook-id ("msg_..."): the same on every attempt. */
  id: string;
  /** The JSON body, sent and signed byte for byte. */
  body: string;
}

export interface Sent {
  ok: boolean;
  /** The answer's HTTP status, when there was one. */
  status?: number;
  /** Why it did not succeed. */
  error?: string;
}

/** The Standard Webhooks headers of a message: webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256). */
export function signedHeaders(secret: string, msg: Message, at = new Date()): Record<string, string> {
  return {
    "webhook-id": msg.id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(msg.id, at, msg.body),
  };
}

/**
 * POSTs a signed message to a callback URL. Only an https URL to a public address is called (the
 * name is resolved and every answer checked, and the connected peer checked again, by PublicOnlyAgent),
 * unless private targets are allowed for tests. A 2xx answer is success; anything else, a refused
 * target, a network error or the time limit is a failure with its reason. Redirects are not followed.
 */
export function sendCallback(
  url: string,
  secret: string,
  msg: Message,
  opts: SendOptions = {},
): Promise<Sent> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve({ ok: false, error: "The callback URL is not a valid URL" });
  }
  const secure = target.protocol === "https:";
  if (!opts.allowPrivateTargets && !secure)
    return Promise.resolve({ ok: false, error: "The callback URL must use https" });
  if (!secure && target.protocol !== "http:")
    return Promise.resolve({ ok: false, error: "The callback URL must use https" });
  const agent = opts.allowPrivateTargets ? undefined : new PublicOnlyAgent(opts.resolve ?? systemResolve);
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const body = Buffer.from(msg.body);
  return new Promise<Sent>((resolve) => {
    const req = (secure ? https : http).request(
      target,
      {
        method: "POST",
        agent,
        timeout: timeoutMs,
        headers: {
          "content-type": "application/json",
          "content-length": String(body.length),
          "user-agent": "CGM-Console-Callbacks/1",
          ...signedHeaders(secret, msg),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        res.resume(); // the answer's body is not needed
        res.on("end", () =>
          resolve(
            status >= 200 && status < 300
              ? { ok: true, status }
              : { ok: false, status, error: `HTTP ${status}` },
          ),
        );
        res.on("error", (e) => resolve({ ok: false, status, error: e.message }));
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    req.on("timeout", () => req.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)));
    req.on("error", (e: NodeJS.ErrnoException) =>
      resolve({ ok: false, error: e.message || e.code || String(e) }),
    );
    req.on("close", () => {
      clearTimeout(timer);
      agent?.destroy();
    });
    req.end(body);
  });
}
