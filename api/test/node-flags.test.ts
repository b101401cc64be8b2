import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { API_NODE_FLAGS } from "../../scripts/api-node-flags.mjs";
import { startInstance, type Instance } from "./processes";

const root = fileURLToPath(new URL("../../", import.meta.url));
const read = (file: string) => fs.readFileSync(`${root}${file}`, "utf8");

/**
 * Every way an API process starts passes Node the flags of scripts/api-node-flags.mjs: the files that
 * spell them out, and a process started the way the tests and the live benchmark start one.
 */
describe("Node's flags of the API process", () => {
  let api: Instance | undefined;
  // Killed: this check needs no orderly stop.
  afterAll(() => void api?.child.kill("SIGKILL"));

  it("are given by the Docker image, the API's start and benchmark scripts and the start scripts", () => {
    expect(API_NODE_FLAGS.length).toBeGreaterThan(0);
    const cmd = /^CMD (\[.*\])$/m.exec(read("Dockerfile"))?.[1];
    const scripts = (JSON.parse(read("api/package.json")) as { scripts: Record<string, string> }).scripts;
    expect(JSON.parse(cmd ?? "[]")).toEqual([
      "node",
      ...API_NODE_FLAGS,
      "--import",
      "tsx",
      "api/src/main.ts",
    ]);
    for (const flag of API_NODE_FLAGS) {
      expect(scripts.start?.split(" ")).toContain(flag);
      expect(scripts.bench?.split(" ")).toContain(flag);
    }
    for (const script of ["scripts/start.mjs", "scripts/e2e-server.mjs"])
      expect(read(script)).toMatch(
        /spawn\(\s*process\.execPath,\s*\[\.\.\.API_NODE_FLAGS, "--import", "tsx"/,
      );
  });

  it("reach a started API process", async () => {
    api = await startInstance({});
    const argv = fs.readFileSync(`/proc/${api.child.pid}/cmdline`, "utf8").split("\0");
    for (const flag of API_NODE_FLAGS) expect(argv).toContain(flag);
  });
});
