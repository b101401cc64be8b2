import { afterAll, describe, expect, it } from "vitest";
import { startInstance, type Instance } from "./processes";

/**
 * The API process stops on SIGTERM (docker stop, a supervisor): main.ts stops the server and closes the
 * database, then exits 0. On the embedded database the server's own steps take no time, and Apollo's
 * signal handler, racing main.ts's, left the process running for ever. The signal is sent as soon as the
 * process says it is running: main.ts printed that line before it installed its handlers, and the
 * default action killed the process (by SIGTERM, exit code null) in about one start in two.
 */
describe("stopping the API process", () => {
  let api: Instance | undefined;
  afterAll(() => void api?.child.kill("SIGKILL"));

  it("exits 0 soon after SIGTERM, on the embedded database, each of three starts", async () => {
    // Three starts: the signal used to win the race about one start in two.
    for (let start = 1; start <= 3; start++) {
      api = await startInstance({});
      const exited = new Promise<string>((resolve) =>
        api!.child.once("exit", (code, signal) => resolve(`code ${code}, signal ${signal}`)),
      );
      api.child.kill("SIGTERM");
      const late = new Promise<"still running">((resolve) =>
        setTimeout(() => resolve("still running"), 10_000),
      );
      expect(`start ${start}: ${await Promise.race([exited, late])}`).toBe(
        `start ${start}: code 0, signal null`,
      );
    }
  }, 120_000);
});
