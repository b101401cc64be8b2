import { parseArgs } from "node:util";
import { SENSOR_LIFE_DAYS, isValidTimeZone } from "@cgm/domain";
import { DEMO_INGEST_CLIENT } from "@cgm/db";
import { SimError } from "./console";
import { LOG_MODES, type LogMode } from "./logs";
import { UPDATE_HELP, parseUpdateArgs, updateOptions, type UpdateArgs } from "./updateArgs";

export const USAGE =
  "usage: npm run simulate -- --devices N --days D --interval 1|3|5 [--live] [--tick SECONDS] " +
  "[--until 2026-11-24T09:45:00Z] [--logs answer|fail|silent] [--log-out DIR] [--url http://localhost:4000] [--tz Area/City] [--account admin] [--password ...] [--client ID] [--secret S] [--updates ...]";

/** What `--help` says beyond the usage line. */
export const HELP = [
  USAGE,
  "",
  "Registers the devices CGM202600001.. the console lacks (signed in as --account), pairs each one through",
  "the app client --client/--secret (default the demo app) and sends their generated CGM data with each",
  "device's token to POST /ingest/v1/batches. A device paired before is released as --account and paired",
  `again. --days is at most ${SENSOR_LIFE_DAYS}: the endpoint takes nothing older than a sensor's life.`,
  "The devices' apps answer app log pulls (after the history, and at every live tick): --logs answer uploads",
  "a synthetic log of the period (default), fail reports a failure, silent never answers (the pull expires).",
  "--log-out DIR also writes each uploaded log to DIR/<command id>.log, byte for byte as sent.",
  ...UPDATE_HELP,
].join("\n");

/** At most a sensor's life of history: the ingest endpoint refuses anything older. */
export const SIM_LIMITS = { maxDevices: 10_000, maxDays: SENSOR_LIFE_DAYS } as const;

export interface SimArgs {
  devices: number;
  days: number;
  intervalMinutes: 1 | 3 | 5;
  live: boolean;
  /** Live tick in milliseconds (default: the interval). */
  tickMs: number;
  url: string;
  /** End of the history (epoch ms): replays a fixed day; default the wall clock at the start. */
  until?: number;
  /** Overrides the console's system time zone. */
  timeZone?: string;
  account: string;
  password: string;
  clientId: string;
  secret: string;
  /** How the simulated apps answer app log pulls. */
  logs: LogMode;
  /** A folder where each uploaded log is also written, as `<command id>.log` (tests compare it). */
  logOut?: string;
  /** --updates: the devices ask for app, software and firmware upgrades and report outcomes; else null. */
  updates: UpdateArgs | null;
}

/** The CLI's options, checked; a SimError with one line saying what is wrong otherwise. */
export function parseSimArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): SimArgs | "help" {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        devices: { type: "string", default: "10" },
        days: { type: "string", default: "1" },
        interval: { type: "string", default: "5" },
        live: { type: "boolean", default: false },
        tick: { type: "string" },
        url: { type: "string", default: env.CGM_URL ?? "http://localhost:4000" },
        until: { type: "string" },
        tz: { type: "string" },
        account: { type: "string", default: "admin" },
        password: { type: "string", default: env.ADMIN_PASSWORD || "admin123" },
        client: { type: "string", default: DEMO_INGEST_CLIENT.clientId },
        secret: { type: "string", default: DEMO_INGEST_CLIENT.secret },
        logs: { type: "string", default: "answer" },
        "log-out": { type: "string" },
        help: { type: "boolean", short: "h", default: false },
        ...updateOptions,
      },
    }));
  } catch (e) {
    // Node's messages run on ("... To specify a positional argument ..."): keep the first sentence.
    const msg = e instanceof Error ? e.message.split(/\.\s/)[0] : String(e);
    throw new SimError(`${msg?.replace(/\.$/, "")}; ${USAGE}`);
  }
  if (values.help) return "help";
  const devices = Number(values.devices);
  const days = Number(values.days);
  const interval = Number(values.interval);
  if (!/^\d+$/.test(values.devices) || devices < 1 || devices > SIM_LIMITS.maxDevices)
    throw new SimError(
      `--devices must be a whole number from 1 to ${SIM_LIMITS.maxDevices}, not ${values.devices}`,
    );
  if (!/^\d+(\.\d+)?$/.test(values.days) || !(days > 0 && days <= SIM_LIMITS.maxDays))
    throw new SimError(`--days must be more than 0 and at most ${SIM_LIMITS.maxDays}, not ${values.days}`);
  if (interval !== 1 && interval !== 3 && interval !== 5)
    throw new SimError(`--interval must be 1, 3 or 5 (minutes), not ${values.interval}`);
  const tick = values.tick === undefined ? interval * 60 : Number(values.tick);
  if (!(tick >= 1 && tick <= 3600))
    throw new SimError(`--tick must be 1 to 3600 seconds, not ${values.tick}`);
  if (values.tz !== undefined && !isValidTimeZone(values.tz))
    throw new SimError(`--tz must be an IANA time zone such as Asia/Shanghai, not ${values.tz}`);
  const until = values.until === undefined ? undefined : Date.parse(values.until);
  if (until !== undefined && !(until >= Date.UTC(2000, 0, 1) && until <= Date.now()))
    throw new SimError(
      `--until must be a past ISO 8601 time from 2000 on, such as 2026-11-24T09:45:00Z, not ${values.until}`,
    );
  if (until !== undefined && values.live)
    throw new SimError("--until replays history up to a fixed time; it cannot be combined with --live");
  if (!(LOG_MODES as string[]).includes(values.logs))
    throw new SimError(`--logs must be answer, fail or silent, not ${values.logs}`);
  const logOut = values["log-out"];
  if (logOut !== undefined && (!logOut.trim() || logOut.includes("\0")))
    throw new SimError("--log-out must be a folder to write the uploaded logs to");
  let url: URL;
  try {
    url = new URL(values.url);
  } catch {
    throw new SimError(
      `--url must be the console's address, such as http://localhost:4000, not ${values.url}`,
    );
  }
  return {
    devices,
    days,
    intervalMinutes: interval,
    live: values.live,
    tickMs: tick * 1000,
    url: url.origin,
    until,
    timeZone: values.tz,
    account: values.account,
    password: values.password,
    clientId: values.client,
    secret: values.secret,
    logs: values.logs as LogMode,
    logOut,
    updates: parseUpdateArgs(values),
  };
}
