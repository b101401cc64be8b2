#!/usr/bin/env node
// npm start: builds the web app when its build is missing or older than its sources, then runs the API
// (which serves the web app at /). `--dev` also runs Vite's dev server with hot reload on :5173.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { API_NODE_FLAGS } from "./api-node-flags.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

const index = path.join(root, "web/dist/index.html");
const sources = [path.join(root, "web/src"), path.join(root, "domain/src")];
const stale =
  !fs.existsSync(index) ||
  Math.max(...sources.map(newestMtime), fs.statSync(path.join(root, "web/vite.config.ts")).mtimeMs) >
    fs.statSync(index).mtimeMs;
if (!dev && stale) {
  process.stdout.write("Building the web app…\n");
  const r = spawnSync("npm", ["run", "build", "--workspace", "web"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const children = [
  spawn(process.execPath, [...API_NODE_FLAGS, "--import", "tsx", path.join(root, "api/src/main.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "development" },
  }),
];
if (dev) children.push(spawn("npm", ["run", "dev", "--workspace", "web"], { cwd: root, stdio: "inherit" }));

for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => children.forEach((c) => c.kill(sig)));
}
children[0].on("exit", (code) => {
  children.slice(1).forEach((c) => c.kill("SIGTERM"));
  process.exit(code ?? 0);
});
