import { afterAll, describe, expect, it } from "vitest";
import { startInstance, type Instance } from "./processes";

/**
 * The API process stops on SIGTERM (docker stop, a supervisor): main.ts stops the server and closes the
 * database, then exits 0. On the embedded database the server's own steps take no time, and Apollo's
 * signal handler, racing main.ts's, left the process running for ever.
 */
describe("stopping the API process", () => {
  let api: Instance | undefined;
  afterAll(() => void api?.child.kill("SIGKILL"));

  it("exits 0 soon after SIGTERM, on the embedded database", async () => {
    api = await startInstance({});
    const exited = new Promise<number | null>((resolve) => api!.child.once("exit", (code) => resolve(code)));
    api.child.kill("SIGTERM");
    const late = new Promise<"still running">((resolve) =>
      setTimeout(() => resolve("still running"), 10_000),
    );
    expect(await Promise.race([exited, late])).toBe(0);
  }, 70_000);
});
