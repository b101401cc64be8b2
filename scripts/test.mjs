#!/usr/bin/env node
// npm test: generated files current, typecheck, lint, unit and integration tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), then the end-to-end tests in Chromium.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const steps = [
  ["generated files", "npm", ["run", "check:generated"]],
  ["typecheck", "npx", ["turbo", "run", "typecheck", "--output-logs=errors-only"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit and integration tests", "npx", ["turbo", "run", "test", "--concurrency=1", "--output-logs=full"]],
  ["web build", "npm", ["run", "build", "--workspace", "web"]],
  ["end-to-end tests", "npm", ["run", "e2e", "--workspace", "tests"]],
];
if (!process.env.TEST_DATABASE_URL) {
  process.stdout.write("TEST_DATABASE_URL is not set: integration tests run on PGlite only.\n");
}
for (const [name, cmd, args] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const started = Date.now();
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  });
  if (r.status !== 0) {
    process.stderr.write(`\n${name} failed.\n`);
    process.exit(r.status ?? 1);
  }
  process.stdout.write(`(${name}: ${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
}
