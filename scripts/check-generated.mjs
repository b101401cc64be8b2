#!/usr/bin/env node
// Fails when schema.graphql or the web's codegen output (web/src/gql) is not what the code generates.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-generated-"));
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) {
    process.stderr.write(r.stdout?.toString() ?? "");
    process.exit(r.status ?? 1);
  }
};

const schemaOut = path.join(tmp, "schema.graphql");
run(process.execPath, ["--import", "tsx", "api/src/emit-schema.ts", schemaOut]);
const stale = [];
if (fs.readFileSync(schemaOut, "utf8") !== fs.readFileSync(path.join(root, "schema.graphql"), "utf8")) {
  stale.push("schema.graphql");
}
const gqlOut = path.join(tmp, "gql") + path.sep;
run("npx", ["graphql-codegen", "--config", "codegen.ts", "--silent"], { CODEGEN_OUT: gqlOut });
run(process.execPath, ["scripts/split-documents.mjs", gqlOut]);
const committed = path.join(root, "web/src/gql");
const list = (d) =>
  fs.readdirSync(d, { recursive: true }).filter((f) => fs.statSync(path.join(d, f)).isFile());
const names = new Set([...list(gqlOut), ...list(committed)]);
for (const name of names) {
  const a = path.join(gqlOut, name);
  const b = path.join(committed, name);
  if (!fs.existsSync(a) || !fs.existsSync(b) || fs.readFileSync(a, "utf8") !== fs.readFileSync(b, "utf8")) {
    stale.push(`web/src/gql/${name}`);
  }
}
fs.rmSync(tmp, { recursive: true, force: true });
if (stale.length) {
  process.stderr.write(
    `Generated files are stale: ${stale.join(", ")}. Run \`npm run codegen\` and commit.\n`,
  );
  process.exit(1);
}
process.stdout.write("schema.graphql and web/src/gql are current.\n");
