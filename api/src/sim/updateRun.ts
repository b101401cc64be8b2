/**
 * --updates in the simulator's run (cli.ts): the fleet's state, its rounds after the history and at
 * live ticks, and what the uploads show of them.
 */
import type { SimArgs } from "./args";
import { ConsoleSession } from "./console";
import { fleetAdjust } from "./faults";
import { loadFleet, type Fleet } from "./fleet";
import { resumeFirmware } from "./fleetResume";
import type { Prepared } from "./run";
import type { UpdateArgs } from "./updateArgs";
import { roundLine, updateRound, type UpdateRound } from "./updates";

type Log = (line: string) => void;

export class SimUpdates {
  private last = -Infinity;
  private constructor(
    readonly fleet: Fleet,
    readonly opts: UpdateArgs,
    private readonly prepared: Prepared,
    private readonly log: Log,
  ) {}

  /** Loads what each device runs and makes the uploads show it (prepared.adjust). */
  static async start(prepared: Prepared, args: SimArgs, opts: UpdateArgs, log: Log): Promise<SimUpdates> {
    const session = await ConsoleSession.signIn(args.url, args.account, args.password);
    const fleet = await loadFleet(session, prepared.sns, args.clientId);
    const resumed = await resumeFirmware(session, fleet);
    prepared.adjust = fleetAdjust(fleet, opts.badFirmware);
    const products = [...new Set([...fleet.values()].map((d) => `${d.productCode} on ${d.firmware}`))];
    log(
      `updates: ${fleet.size} devices (${products.join(", ")}) ask for ${opts.kinds.join(", ")} upgrades; ` +
        `${Math.round(opts.failRate * 100)}% of installs fail` +
        (opts.badFirmware ? `; firmware ${opts.badFirmware} raises anomalies` : "") +
        (resumed ? `; ${resumed} run firmware installed in an earlier run` : ""),
    );
    return new SimUpdates(fleet, opts, prepared, log);
  }

  /** Whether a round is due at `now` (every opts.everyMs). */
  due(now = Date.now()): boolean {
    return now - this.last >= this.opts.everyMs;
  }

  /** One round; logs what it did (each failure with its reason) and answers it. */
  async round(now = Date.now()): Promise<UpdateRound> {
    this.last = now;
    const r = await updateRound(this.prepared.target, this.fleet, this.opts, now);
    for (const e of r.events)
      if (e.outcome !== "DOWNLOADED")
        this.log(
          `  ${e.sn} ${e.kind} #${e.id}: ${e.outcome} ${e.version}${e.reason ? ` (${e.reason})` : ""}`,
        );
    this.log(roundLine(r, this.fleet));
    return r;
  }
}
