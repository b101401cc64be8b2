/** The demo app's client credentials (HTTP Basic), as a phone app holds them. */
export const DEMO_CLIENT_AUTH = `Basic ${Buffer.from("demo-app:demo-app-secret").toString("base64")}`;

/**
 * Pairs an SN through the demo app client (POST /device/v1/pair) and returns its device token, which
 * alone writes that SN (`Authorization: Bearer <token>` on /ingest/v1/batches).
 */
export async function pairDevice(baseURL: string, sn: string): Promise<string> {
  const res = await fetch(`${baseURL}/device/v1/pair`, {
    method: "POST",
    headers: { authorization: DEMO_CLIENT_AUTH, "content-type": "application/json" },
    body: JSON.stringify({ sn }),
  });
  const body = (await res.json()) as { deviceToken?: string; message?: string };
  if (res.status !== 201 || !body.deviceToken)
    throw new Error(`pairing ${sn} answered ${res.status}: ${body.message ?? ""}`);
  return body.deviceToken;
}
