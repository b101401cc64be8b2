import { DEMO_INGEST_CLIENT } from "@cgm/db";

/** HTTP Basic credentials of a device app's client (by default the demo client). */
export const clientAuth = (client: { clientId: string; secret: string } = DEMO_INGEST_CLIENT) =>
  `Basic ${Buffer.from(`${client.clientId}:${client.secret}`).toString("base64")}`;

/** POST /device/v1/pair {sn} through a client: the raw answer. */
export const pairRequest = (base: string, sn: string, auth = clientAuth()) =>
  fetch(`${base}/device/v1/pair`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: auth },
    body: JSON.stringify({ sn }),
  });

/** Pairs an SN and returns its device token; throws unless the server pairs it. */
export async function pairDevice(base: string, sn: string, auth = clientAuth()): Promise<string> {
  const res = await pairRequest(base, sn, auth);
  const body = (await res.json()) as { deviceToken?: string; message?: string };
  if (res.status !== 201 || !body.deviceToken)
    throw new Error(`pairing ${sn} answered ${res.status}: ${body.message ?? ""}`);
  return body.deviceToken;
}

/**
 * Device tokens of one server, each SN paired the first time it is asked for (a test file pairs the
 * demo devices it writes once, as a phone would).
 */
export class DeviceTokens {
  private readonly tokens = new Map<string, Promise<string>>();
  constructor(readonly base: () => string) {}

  token(sn: string): Promise<string> {
    const key = sn.trim().toUpperCase();
    let t = this.tokens.get(key);
    if (!t) {
      t = pairDevice(this.base(), key);
      this.tokens.set(key, t);
      t.catch(() => this.tokens.delete(key));
    }
    return t;
  }

  /** `Authorization: Bearer <device token>` of an SN. */
  async auth(sn: string): Promise<string> {
    return `Bearer ${await this.token(sn)}`;
  }

  /**
   * The batch with each entry carrying its SN's device token (`deviceToken`), as an uploader of many
   * devices sends it; entries whose SN cannot be paired (unknown, malformed) go without one.
   */
  async withTokens<T extends { devices?: unknown }>(body: T): Promise<T> {
    if (!Array.isArray(body.devices)) return body;
    const devices = await Promise.all(
      (body.devices as unknown[]).map(async (d) => {
        const sn = (d as { sn?: unknown } | null)?.sn;
        if (typeof sn !== "string") return d;
        const deviceToken = await this.token(sn).catch(() => undefined);
        return deviceToken ? { deviceToken, ...(d as object) } : d;
      }),
    );
    return { ...body, devices };
  }
}

const byServer = new Map<string, DeviceTokens>();
/** `Authorization: Bearer <device token>` of an SN on a server, paired the first time it is asked for. */
export function deviceAuth(base: string, sn: string): Promise<string> {
  let tokens = byServer.get(base);
  if (!tokens) byServer.set(base, (tokens = new DeviceTokens(() => base)));
  return tokens.auth(sn);
}
