import { SimError } from "./console";

/** What the simulated devices ask the update API about (GET /device/v1/updates?kind=...). */
export const UPDATE_KINDS = ["app", "software", "firmware"] as const;
export type UpdateKind = (typeof UPDATE_KINDS)[number];

/** The options of --updates, checked. */
export interface UpdateArgs {
  /** Share of installs that fail (0 to 1), each with a realistic reason. */
  failRate: number;
  /** A firmware version that makes the devices running it report many more anomaly events. */
  badFirmware: string | null;
  /** How often (live) each device asks again, in milliseconds. */
  everyMs: number;
  kinds: UpdateKind[];
}

export const UPDATE_DEFAULTS = { failRate: 0.1, everyS: 60 } as const;

/** The --updates options for node:util's parseArgs. */
export const updateOptions = {
  updates: { type: "boolean" },
  "update-fail-rate": { type: "string" },
  "bad-firmware": { type: "string" },
  "update-every": { type: "string" },
  "update-kinds": { type: "string" },
} as const;

/** What `--help` says about them. */
export const UPDATE_HELP = [
  "",
  "--updates: after the history (and, with --live, every --update-every seconds, default 60) each device asks",
  "GET /device/v1/updates for its app (the client's terminal type and the app's version number), its software",
  "and its firmware (its product code and the version it runs), downloads what is offered, checks its size and",
  "SHA-256 byte for byte and reports DOWNLOADED, then INSTALLED and runs the new version, or FAILED: with a reason",
  `at --update-fail-rate (0 to 1, default ${UPDATE_DEFAULTS.failRate}), and always when the bytes do not match;`,
  "a device tries a failed upgrade again 10 minutes later.",
  "--bad-firmware 4.1.0: devices running that firmware report many more sensor anomalies (live), so a rollout",
  "halts by itself. --update-kinds app,software,firmware: what the devices ask about (default all three).",
];

interface Values {
  updates?: boolean;
  "update-fail-rate"?: string;
  "bad-firmware"?: string;
  "update-every"?: string;
  "update-kinds"?: string;
}

const DOTTED = /^\d{1,9}(\.\d{1,9}){0,7}$/;

/** The --updates options, or null without --updates; a SimError names a bad one. */
export function parseUpdateArgs(v: Values): UpdateArgs | null {
  const knobs = (["update-fail-rate", "bad-firmware", "update-every", "update-kinds"] as const).filter(
    (k) => v[k] !== undefined,
  );
  if (!v.updates) {
    if (knobs.length) throw new SimError(`--${knobs[0]} is an option of --updates; add --updates`);
    return null;
  }
  const rate = v["update-fail-rate"] ?? String(UPDATE_DEFAULTS.failRate);
  const failRate = Number(rate);
  if (!/^\d+(\.\d+)?$/.test(rate) || !(failRate >= 0 && failRate <= 1))
    throw new SimError(`--update-fail-rate must be a share from 0 to 1, such as 0.2, not ${rate}`);
  const bad = v["bad-firmware"];
  if (bad !== undefined && !DOTTED.test(bad))
    throw new SimError(`--bad-firmware must be a firmware version such as 4.1.0, not ${bad}`);
  const every = v["update-every"] ?? String(UPDATE_DEFAULTS.everyS);
  if (!/^\d+$/.test(every) || Number(every) < 1 || Number(every) > 86_400)
    throw new SimError(`--update-every must be 1 to 86400 seconds, not ${every}`);
  const kinds = (v["update-kinds"] ?? UPDATE_KINDS.join(",")).split(",").map((k) => k.trim());
  const unknown = kinds.find((k) => !(UPDATE_KINDS as readonly string[]).includes(k));
  if (unknown !== undefined || !kinds.length)
    throw new SimError(`--update-kinds takes app, software and firmware, comma-separated, not ${unknown}`);
  return {
    failRate,
    badFirmware: bad ?? null,
    everyMs: Number(every) * 1000,
    kinds: [...new Set(kinds as UpdateKind[])],
  };
}
