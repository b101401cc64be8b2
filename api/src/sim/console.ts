/**
 * What the simulator asks of the console over its public GraphQL API, as an administrator: the system
 * time zone, and the registration of devices it is about to send data for.
 */

/** A failure to report in one line (the CLI prints the message and stops). */
export class SimError extends Error {}

/** Rows per importDevices call: the console's IMPORT_MAX_ROWS (device.admin.ts). */
export const IMPORT_CHUNK = 5000;
const GOODS_CODE = "CGM-S15";
/** createDevice calls per request: within the API's limit of aliases per operation. */
const CREATE_CHUNK = 10;

interface GqlBody<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A signed-in GraphQL session (the session cookie is kept between calls). */
export class ConsoleSession {
  private cookie: string | undefined;
  constructor(readonly base: string) {}

  async gql<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(this.cookie ? { cookie: this.cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
    } catch (e) {
      throw new SimError(`cannot reach ${this.base}: ${causeOf(e)}`);
    }
    const setCookie = res.headers.get("set-cookie");
    if (setCookie) this.cookie = setCookie.split(";")[0];
    const body = (await res.json().catch(() => ({}))) as GqlBody<T>;
    const error = body.errors?.[0];
    if (error || !body.data)
      throw new SimError(error?.message ?? `the console answered ${res.status} without data`);
    return body.data;
  }

  static async signIn(base: string, account: string, password: string): Promise<ConsoleSession> {
    const s = new ConsoleSession(base.replace(/\/$/, ""));
    try {
      await s.gql(`mutation($input: LoginInput!) { login(input: $input) { me { account } } }`, {
        input: { account, password },
      });
    } catch (e) {
      if (e instanceof SimError && e.message.startsWith("cannot reach")) throw e;
      throw new SimError(
        `cannot sign in to ${s.base} as ${account} (${e instanceof Error ? e.message : String(e)}); use --account and --password`,
      );
    }
    return s;
  }

  /** The console's system time zone (an IANA name). */
  async timeZone(): Promise<string> {
    return (await this.gql<{ systemTimeZone: string }>(`{ systemTimeZone }`)).systemTimeZone;
  }

  /**
   * Registers those of `sns` the console does not know yet, spread over the organisations without
   * sub-organisations, in stock since `inventoryAt` (the ingest endpoint takes nothing a device measured
   * before its inventory time, so this precedes the history to be sent). The inventory import's preview
   * finds the missing SNs; each is registered by createDevice, CREATE_CHUNK per request. Returns how many
   * were registered.
   */
  async ensureDevices(sns: string[], inventoryAt: Date): Promise<number> {
    const { organisationOptions: orgs } = await this.gql<{
      organisationOptions: { id: number; parentId: number | null; number: string; status: string }[];
    }>(`{ organisationOptions { id parentId number status } }`);
    const active = orgs.filter((o) => o.status === "ACTIVE");
    const parents = new Set(active.map((o) => o.parentId));
    const leaves = active.filter((o) => !parents.has(o.id));
    const targets = (leaves.length ? leaves : active).sort((a, b) => a.number.localeCompare(b.number));
    if (!targets.length) throw new SimError("no active organisation to register devices in");
    const missing: { sn: string; orgId: number }[] = [];
    for (let i = 0; i < sns.length; i += IMPORT_CHUNK) {
      const rows = sns
        .slice(i, i + IMPORT_CHUNK)
        .map((sn, j) => `${sn},${GOODS_CODE},${targets[(i + j) % targets.length]!.number}`);
      const { importDevices: r } = await this.gql<{
        importDevices: { rows: { sn: string; errors: { field: string; message: string }[] }[] };
      }>(
        `mutation($csv: String!) { importDevices(csv: $csv, commit: false) { rows { sn errors { field message } } } }`,
        { csv: ["SN,goodsCode,organisation", ...rows].join("\n") },
      );
      // A device the console already has is reported as taken: that is what we want.
      r.rows.forEach((row, j) => {
        const bad = row.errors.find((e) => e.message !== "device.snTaken");
        if (bad) throw new SimError(`cannot register ${row.sn}: ${bad.field} ${bad.message}`);
        if (!row.errors.length) missing.push({ sn: row.sn, orgId: targets[(i + j) % targets.length]!.id });
      });
    }
    for (let i = 0; i < missing.length; i += CREATE_CHUNK) {
      const chunk = missing.slice(i, i + CREATE_CHUNK);
      const vars = chunk.map((_, j) => `$d${j}: DeviceInput!`).join(", ");
      const fields = chunk.map((_, j) => `d${j}: createDevice(input: $d${j}) { id }`).join(" ");
      await this.gql(
        `mutation(${vars}) { ${fields} }`,
        Object.fromEntries(
          chunk.map((d, j) => [`d${j}`, { sn: d.sn, goodsCode: GOODS_CODE, orgId: d.orgId, inventoryAt }]),
        ),
      );
    }
    return missing.length;
  }

  /** Releases an SN's pairing (the administrator's releaseDevicePairing), so that it can be paired again. */
  async releasePairing(sn: string): Promise<void> {
    const { device } = await this.gql<{ device: { id: string } }>(
      `query($sn: String!) { device(sn: $sn) { id } }`,
      {
        sn,
      },
    );
    await this.gql(`mutation($id: ID!) { releaseDevicePairing(id: $id) { id } }`, { id: device.id });
  }
}

export function causeOf(e: unknown): string {
  const cause = e instanceof Error && e.cause instanceof Error ? e.cause : e;
  return cause instanceof Error ? cause.message : String(cause);
}
