/**
 * The simulator's work, apart from the command line: sign in, register missing devices, pair them
 * (pairing.ts), find the time zone, send the history, then (live) each new interval.
 */
import { demoSn } from "@cgm/db";
import type { SimArgs } from "./args";
import { ConsoleSession } from "./console";
import { DAY, MINUTE } from "./model";
import { pairDevices } from "./pairing";
import { sendPlan, type IngestTarget, type SendTotals, type StreamPlan } from "./upload";

export interface Prepared {
  target: IngestTarget;
  sns: string[];
  timeZone: string;
  registered: number;
  /** What the uploads show of the devices' upgrades (--updates: faults.ts's fleetAdjust). */
  adjust?: StreamPlan["adjust"];
}

type Log = (line: string) => void;

/**
 * Signs in as the administrator, registers the devices the console lacks (in stock since a day before
 * the history), pairs every device through the app client and keeps its token, settles the time zone.
 */
export async function prepare(args: SimArgs, log: Log): Promise<Prepared> {
  const session = await ConsoleSession.signIn(args.url, args.account, args.password);
  const timeZone = args.timeZone ?? (await session.timeZone());
  const sns = Array.from({ length: args.devices }, (_, i) => demoSn(i + 1));
  const historyFrom = (args.until ?? Date.now()) - args.days * DAY;
  const registered = await session.ensureDevices(sns, new Date(historyFrom - DAY));
  const client = { url: args.url, clientId: args.clientId, secret: args.secret };
  const { tokens, released } = await pairDevices(client, session, sns);
  log(
    `paired ${tokens.size} devices through the app client ${args.clientId}` +
      (released ? ` (${released} were paired before: released and paired again)` : ""),
  );
  log(
    `${args.url}: ${sns.length} devices (${sns[0]}..${sns.at(-1)}), ${registered} newly registered; time zone ${timeZone}`,
  );
  return {
    target: { url: args.url, tokens },
    sns,
    timeZone,
    registered,
  };
}

const fmt = (n: number) => n.toLocaleString("en-US");

/** One progress line: devices done, readings sent and stored, and the rate. */
export function progressLine(t: SendTotals, devices: number, ms: number): string {
  const rate = t.readings / Math.max(ms / 1000, 0.001);
  return (
    `devices ${t.devicesDone}/${devices}, readings sent ${fmt(t.readings)}, items stored ${fmt(t.stored)}` +
    ` (${fmt(t.duplicates)} already there), ${fmt(Math.round(rate))} readings/s, ${t.batches} batches`
  );
}

/**
 * Sends `days` of history up to `now` (on the minute, so the same command run again within the minute
 * sends the very same batches). Progress at most every `everyMs`, and at the end.
 */
export async function sendHistory(
  p: Prepared,
  args: Pick<SimArgs, "days" | "intervalMinutes">,
  now: number,
  log: Log,
  everyMs = 2000,
): Promise<{ totals: SendTotals; to: number }> {
  const to = Math.floor(now / MINUTE) * MINUTE;
  const from = to - Math.round(args.days * 1440) * MINUTE;
  const started = Date.now();
  let shown = started;
  let shownBatches = -1;
  const totals = await sendPlan(
    p.target,
    {
      sns: p.sns,
      from,
      to,
      intervalMinutes: args.intervalMinutes,
      timeZone: p.timeZone,
      prefix: "sim",
      adjust: p.adjust,
    },
    (t) => {
      if (Date.now() - shown < everyMs) return;
      shown = Date.now();
      shownBatches = t.batches;
      log(progressLine(t, p.sns.length, shown - started));
    },
  );
  if (totals.batches !== shownBatches) log(progressLine(totals, p.sns.length, Date.now() - started));
  if (totals.rejected) log(`${fmt(totals.rejected)} items refused, e.g. ${totals.firstError ?? "?"}`);
  return { totals, to };
}

/** One live tick: every device's items in [from, to) (a reading per interval, and any events). */
export function liveTick(
  p: Prepared,
  intervalMinutes: number,
  from: number,
  to: number,
): Promise<SendTotals> {
  return sendPlan(p.target, {
    sns: p.sns,
    from,
    to,
    intervalMinutes,
    timeZone: p.timeZone,
    prefix: "sim-live",
    adjust: p.adjust,
  });
}
