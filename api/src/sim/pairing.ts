/**
 * The simulator pairs its devices as phone apps do (POST /device/v1/pair with the app's client
 * credentials) and keeps each device token for its uploads, for as long as the process runs. An SN
 * paired already by someone else (an earlier run) is released through the console first, as an operator
 * would, with the administrator's session, then paired again.
 */
import { SimError, causeOf, type ConsoleSession } from "./console";

/** Pairings under way at once. */
const IN_FLIGHT = 8;
/** The tokens this process holds, by server and SN: a second run in the process pairs nothing again. */
const held = new Map<string, string>();

export interface PairClient {
  url: string;
  clientId: string;
  secret: string;
}

type Answer = { status: number; deviceToken?: string; message?: string };

async function pairOnce(c: PairClient, sn: string): Promise<Answer> {
  const url = `${c.url.replace(/\/$/, "")}/device/v1/pair`;
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Basic ${Buffer.from(`${c.clientId}:${c.secret}`).toString("base64")}`,
      },
      body: JSON.stringify({ sn }),
    });
    return { status: res.status, ...((await res.json().catch(() => ({}))) as Omit<Answer, "status">) };
  } catch (e) {
    throw new SimError(`cannot reach ${url}: ${causeOf(e)}`);
  }
}

/** Pairs every SN (releasing those paired before); returns the device tokens and how many were released. */
export async function pairDevices(
  c: PairClient,
  session: ConsoleSession,
  sns: string[],
): Promise<{ tokens: Map<string, string>; released: number }> {
  const tokens = new Map<string, string>();
  let released = 0;
  let next = 0;
  const lane = async () => {
    while (next < sns.length) {
      const sn = sns[next++]!;
      const key = `${c.url}|${sn}`;
      const mine = held.get(key);
      if (mine) {
        tokens.set(sn, mine);
        continue;
      }
      let a = await pairOnce(c, sn);
      if (a.status === 409) {
        await session.releasePairing(sn);
        released++;
        a = await pairOnce(c, sn);
      }
      if (a.status === 401)
        throw new SimError(`the console refused the client ${c.clientId}; use --client and --secret`);
      if (a.status !== 201 || !a.deviceToken)
        throw new SimError(`cannot pair ${sn}: ${a.status} ${a.message ?? ""}`.trim());
      tokens.set(sn, a.deviceToken);
      held.set(key, a.deviceToken);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, sns.length) }, lane));
  return { tokens, released };
}
