import fs from "node:fs";

/**
 * CPU time of processes, read from /proc (Linux): user + system, in milliseconds. The benchmark's
 * server is in this process (process.cpuUsage); the peer is a child; the database is every process
 * named "postgres" on the machine (its backends and background workers), so the figure is meaningful
 * on a quiet machine with a local server only.
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticksOf(pid: number | string): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return 0; // the process ended
  }
}

export function processCpuMs(pid: number): number {
  return ticksOf(pid) * TICK_MS;
}

export function ownCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Whether /proc can tell the database's CPU: a local PostgreSQL server's processes are visible. */
export function databaseProcesses(): number[] {
  if (!fs.existsSync("/proc")) return [];
  const pids: number[] = [];
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (fs.readFileSync(`/proc/${name}/comm`, "utf8").trim() === "postgres") pids.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** CPU of the database's processes now; backends started meanwhile count from zero. */
export function databaseCpuMs(): Map<number, number> {
  return new Map(databaseProcesses().map((pid) => [pid, processCpuMs(pid)]));
}

/** The database CPU spent between two readings (ms). */
export function databaseCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, now] of databaseCpuMs()) total += now - (before.get(pid) ?? 0);
  return total;
}
