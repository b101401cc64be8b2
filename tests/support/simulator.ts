import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A running simulator (npm run simulate), and how to stop it. */
export interface Simulator {
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the device simulator against the e2e server: it pairs the first `devices` demo devices through
 * the demo app client (they have no device tokens of their own), sends their recent readings, and then,
 * live every second, answers app log pulls as `logs` says. Resolves once it is live.
 */
export async function startSimulator(
  baseURL: string,
  opts: { logs: "answer" | "fail" | "silent"; logOut?: string; devices?: number },
  timeoutMs = 60_000,
): Promise<Simulator> {
  const args = [
    "--import",
    "tsx",
    path.join(root, "api/src/sim/cli.ts"),
    ...["--devices", String(opts.devices ?? 1), "--days", "0.01", "--live", "--tick", "1"],
    ...["--url", baseURL, "--logs", opts.logs],
    ...(opts.logOut ? ["--log-out", opts.logOut] : []),
  ];
  const child: ChildProcess = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (b: Buffer) => (out += b.toString()));
  child.stderr!.on("data", (b: Buffer) => (out += b.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (!out.includes("live:")) {
    if (child.exitCode !== null) throw new Error(`simulator exited with ${child.exitCode}: ${out}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`simulator not live after ${timeoutMs} ms: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { output: () => out, stop };
}
