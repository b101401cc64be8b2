import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The app on a fresh embedded database of its own (scripts/e2e-server.mjs on a free port), for a spec
 * that adds data the shared server's specs count (the demo's 60 devices) or needs settings of its own
 * (`env`, e.g. a short LOG_PULL_EXPIRY): resolves once /readyz answers.
 */
export async function startOwnServer(
  timeoutMs = 150_000,
  env: Record<string, string> = {},
): Promise<{ baseURL: string; stop(): Promise<void> }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, "scripts/e2e-server.mjs")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env, E2E_PORT: String(port) },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`own e2e server exited with ${child.exitCode}`);
    const ready = await fetch(`${baseURL}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`own e2e server not ready at ${baseURL} after ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
