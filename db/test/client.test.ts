import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/index";

// A server that accepts connections and closes them at once (a proxy or a port mapping whose database
// is down): postgres.js reconnects for ever and its connect_timeout never fires.
describe("opening a server database that closes every connection", () => {
  let server: net.Server;
  let port = 0;
  beforeAll(async () => {
    server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => new Promise((resolve) => server.close(resolve)));

  it("fails with a clear reason instead of waiting for ever", { timeout: 20_000 }, async () => {
    const started = Date.now();
    await expect(openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/x` })).rejects.toThrow(
      `127.0.0.1:${port} did not answer within 10 s`,
    );
    expect(Date.now() - started).toBeLessThan(12_000);
  });
});
