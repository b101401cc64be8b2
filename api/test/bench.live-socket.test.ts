import { createHash } from "node:crypto";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { openLiveSocket } from "../bench/live-socket";
import { frameHeadLength, writeFrameHead } from "../src/live/sink";

/**
 * The live benchmark's hand-written WebSocket client (bench/live-socket.ts) against a server that
 * writes its frames byte by byte: what it counts as arrived must be exactly what was sent.
 */
const GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";

/** An unmasked server frame. */
function frame(opcode: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(frameHeadLength(payload.length));
  writeFrameHead(head, opcode, payload.length, false);
  return Buffer.concat([head, payload]);
}

/** The client frames in `buf` (masked), unmasked: opcode and payload of each complete one. */
function clientFrames(buf: Buffer): { opcode: number; text: string }[] {
  const out: { opcode: number; text: string }[] = [];
  let off = 0;
  while (off + 6 <= buf.length) {
    expect(buf[off + 1]! & 0x80).toBe(0x80);
    const n = buf[off + 1]! & 0x7f;
    expect(n).toBeLessThan(126);
    const mask = buf.subarray(off + 2, off + 6);
    const payload = Buffer.from(buf.subarray(off + 6, off + 6 + n)).map((b, i) => b ^ mask[i & 3]!);
    out.push({ opcode: buf[off]! & 0x0f, text: Buffer.from(payload).toString("utf8") });
    off += 6 + n;
  }
  return out;
}

let server: net.Server | undefined;
afterEach(() => server?.close());

describe("the live benchmark's subscriber socket", () => {
  it("upgrades, subscribes once acknowledged, answers pings and reads frames however they are split", async () => {
    const big = JSON.stringify({ type: "next", payload: { data: "x".repeat(70_000) } });
    const mid = JSON.stringify({ type: "next", payload: { data: "y".repeat(300) } });
    const small = JSON.stringify({ type: "next", id: "1" });
    let fromClient = Buffer.alloc(0);
    const serverSide = new Promise<net.Socket>((resolve) => {
      server = net.createServer((s) => resolve(s)).listen(0, "127.0.0.1");
    });
    await new Promise((r) => server!.once("listening", r));
    const port = (server!.address() as net.AddressInfo).port;

    const messages: string[] = [];
    let acks = 0;
    let errors = 0;
    const client = openLiveSocket(`http://127.0.0.1:${port}`, "sid=abc", '{"type":"subscribe"}', {
      acked: () => acks++,
      message: (_at, data) => messages.push(data.toString("utf8")),
      error: () => errors++,
    });
    const s = await serverSide;
    const until = async (ok: () => boolean) => {
      for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
      expect(ok()).toBe(true);
    };
    s.on("data", (c: Buffer) => (fromClient = Buffer.concat([fromClient, c])));
    await until(() => fromClient.includes("\r\n\r\n"));
    const request = fromClient.toString("latin1");
    expect(request).toMatch(/^GET \/graphql HTTP\/1\.1\r\n/);
    expect(request).toContain("Sec-WebSocket-Protocol: graphql-transport-ws\r\n");
    expect(request).toContain("Cookie: sid=abc\r\n");
    const key = /Sec-WebSocket-Key: (\S+)/.exec(request)![1]!;
    fromClient = Buffer.alloc(0);
    const accept = createHash("sha1")
      .update(key + GUID)
      .digest("base64");
    // The upgrade's answer, then the acknowledgement.
    s.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    await until(() => clientFrames(fromClient).length === 1);
    expect(clientFrames(fromClient)[0]).toEqual({ opcode: 1, text: '{"type":"connection_init"}' });
    s.write(frame(1, Buffer.from('{"type":"connection_ack"}')));
    await until(() => clientFrames(fromClient).length === 2);
    expect(clientFrames(fromClient)[1]).toEqual({ opcode: 1, text: '{"type":"subscribe"}' });
    expect(acks).toBe(1);

    // Three messages (7-, 16- and 64-bit lengths) and a ping, the first 400 bytes one per write.
    const rest = Buffer.concat([
      frame(1, Buffer.from(small)),
      frame(1, Buffer.from(mid)),
      frame(0x9, Buffer.from("are you there")),
      frame(1, Buffer.from(big)),
    ]);
    for (let i = 0; i < 400; i++) s.write(rest.subarray(i, i + 1));
    s.write(rest.subarray(400));
    await until(() => messages.length === 3);
    expect(messages).toEqual([small, mid, big]);
    await until(() => clientFrames(fromClient).length === 3);
    expect(clientFrames(fromClient)[2]).toEqual({ opcode: 0xa, text: "are you there" });
    expect(errors).toBe(0);

    // A masked frame from a server is an error, and ends the connection.
    const closed = new Promise((r) => client.once("close", r));
    s.write(Buffer.from([0x81, 0x80 | 1, 0, 0, 0, 0, 0x41]));
    await closed;
    expect(errors).toBe(1);
    s.destroy();
  });
});
