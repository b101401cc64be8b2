import { HELP, parseSimArgs } from "./args";
import { SimError } from "./console";
import { liveTick, prepare, sendHistory } from "./run";
import { answerLogCommands } from "./logs";
import { SimUpdates } from "./updateRun";

/**
 * npm run simulate -- --devices N --days D --interval 1|3|5 [--live] [--url http://localhost:4000]
 * Signs in to the console as an administrator (--account, --password; default admin and ADMIN_PASSWORD
 * or admin123), registers the devices CGM202600001.. it lacks, pairs them through the app client
 * (--client, --secret) and sends realistic CGM streams for them through the real ingest endpoint, each
 * device's data with its device token, meals in the console's time zone (or --tz). With --live it then
 * sends each device's new readings and events every interval (or --tick seconds) until stopped.
 */
const log = (line: string) => process.stdout.write(`${line}\n`);
const fail = (e: unknown): never => {
  process.stderr.write(
    `simulate: ${e instanceof SimError ? e.message : e instanceof Error ? e.stack : String(e)}\n`,
  );
  process.exit(e instanceof SimError ? 2 : 1);
};

async function main() {
  const args = parseSimArgs(process.argv.slice(2));
  if (args === "help") {
    log(HELP);
    return;
  }
  const prepared = await prepare(args, log);
  const updates = args.updates && (await SimUpdates.start(prepared, args, args.updates, log));
  const { to } = await sendHistory(prepared, args, args.until ?? Date.now(), log);
  const answerLogs = async () => {
    const a = await answerLogCommands(prepared.target, args.logs, args.logOut);
    if (a.uploaded || a.failed) log(`log pulls: ${a.uploaded} logs uploaded, ${a.failed} failures reported`);
  };
  await answerLogs();
  if (updates && (await updates.round()).installed && !args.live) {
    // The uploads carry the versions the devices run: send the minutes since the history with them.
    await liveTick(prepared, args.intervalMinutes, to, Date.now());
  }
  if (!args.live) return;

  log(
    `live: each device's new readings every ${args.tickMs / 1000} s (a reading per ${args.intervalMinutes} min); Ctrl+C to stop`,
  );
  let cursor = to;
  let busy = false;
  let readings = 0;
  const started = Date.now();
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    const until = Date.now();
    liveTick(prepared, args.intervalMinutes, cursor, until)
      .then(async (t) => {
        cursor = until;
        readings += t.readings;
        const events = t.items - t.readings;
        const minutes = (Date.now() - started) / 60_000;
        log(
          `live ${new Date(until).toISOString()}: +${t.readings} readings, +${events} events, ` +
            `${t.stored} stored for ${prepared.sns.length} devices (${(readings / Math.max(minutes, 1 / 60)).toFixed(1)} readings/min)`,
        );
        await answerLogs();
        if (updates && updates.due()) await updates.round();
      })
      .catch((e: unknown) => {
        // The window is sent again at the next tick: nothing is lost while the server is away.
        process.stderr.write(`live: ${e instanceof Error ? e.message : String(e)}; retrying\n`);
      })
      .finally(() => {
        busy = false;
      });
  }, args.tickMs);
  const stop = () => {
    clearInterval(timer);
    log("live: stopped");
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch(fail);
