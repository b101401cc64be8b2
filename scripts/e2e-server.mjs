#!/usr/bin/env node
// The server the end-to-end tests drive: the built app on a fresh embedded database with demo data.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { API_NODE_FLAGS } from "./api-node-flags.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-e2e-"));
const child = spawn(
  process.execPath,
  [...API_NODE_FLAGS, "--import", "tsx", path.join(root, "api/src/main.ts")],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: process.env.E2E_PORT ?? "4310", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  },
);
const stop = () => child.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
