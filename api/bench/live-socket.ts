import { createHash, randomBytes } from "node:crypto";
import net from "node:net";
import { frameHeadLength, writeFrameHead } from "../src/live/sink";
import { clock } from "./stats";

/**
 * The live benchmark's subscriber socket: graphql-transport-ws over a WebSocket (RFC 6455) spoken on a
 * plain TCP socket, no client library. The subscribers run on the machine the server runs on and take
 * their share of its two cores: a client library's stream and event machinery per message (ws: a
 * Writable per socket, a parse loop and a `message` event) is work the server would not compete with
 * when its browsers are elsewhere. This reads each chunk where it lands, and copies a message's bytes.
 * It answers the server's pings (graphql-ws ends a connection whose pongs stop), sends masked frames as
 * a client must, and counts anything it does not expect (a fragmented or masked frame, a refused
 * upgrade) as an error.
 */
export interface LiveSocketEvents {
  /** The connection was acknowledged (connection_ack); the subscription is sent next. */
  acked(): void;
  /** A text message after the acknowledgement: its bytes (valid during the call only), and when it came. */
  message(at: number, data: Buffer): void;
  /** A protocol error message, a frame not expected, or a socket error. */
  error(): void;
}

const GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
const TEXT = 0x1;
const CLOSE = 0x8;
const PING = 0x9;
const PONG = 0xa;

/** A final client frame (masked, as RFC 6455 5.3 requires of clients). */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const head = frameHeadLength(length);
  const frame = Buffer.allocUnsafe(head + 4 + length);
  writeFrameHead(frame, opcode, length, true);
  const mask = randomBytes(4);
  mask.copy(frame, head);
  for (let i = 0; i < length; i++) frame[head + 4 + i] = payload[i]! ^ mask[i & 3]!;
  return frame;
}

/** Opens `${base}/graphql`, sends connection_init, then `subscribe` (its JSON) once acknowledged. */
export function openLiveSocket(
  base: string,
  cookie: string,
  subscribe: string,
  on: LiveSocketEvents,
): net.Socket {
  const url = new URL("/graphql", base);
  const key = randomBytes(16).toString("base64");
  const accept = createHash("sha1")
    .update(key + GUID)
    .digest("base64");
  const socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
  const send = (opcode: number, payload: Buffer) => socket.write(clientFrame(opcode, payload));
  const sendText = (text: string) => send(TEXT, Buffer.from(text));
  socket.on("connect", () =>
    socket.write(
      `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n` +
        `Sec-WebSocket-Protocol: graphql-transport-ws\r\nCookie: ${cookie}\r\n\r\n`,
    ),
  );
  let upgraded = false;
  let acked = false;
  /** Bytes of a frame (or of the upgrade answer) not complete yet. */
  let pending: Buffer | null = null;

  const fail = () => {
    on.error();
    socket.destroy();
  };
  const control = (at: number, text: string) => {
    const m = JSON.parse(text) as { type: string };
    if (m.type === "connection_ack" && !acked) {
      acked = true;
      on.acked();
      sendText(subscribe);
    } else if (m.type === "ping") sendText(JSON.stringify({ type: "pong" }));
    else if (m.type === "error") on.error();
    else if (m.type !== "pong") on.message(at, Buffer.from(text));
  };
  /** Reads the frames in `buf`; returns the bytes of an incomplete last one. */
  const frames = (at: number, buf: Buffer): Buffer | null => {
    let off = 0;
    while (buf.length - off >= 2) {
      const b0 = buf[off]!;
      const b1 = buf[off + 1]!;
      let length = b1 & 0x7f;
      let head = 2;
      if (length === 126) {
        if (buf.length - off < 4) break;
        length = buf.readUInt16BE(off + 2);
        head = 4;
      } else if (length === 127) {
        if (buf.length - off < 10) break;
        length = Number(buf.readBigUInt64BE(off + 2));
        head = 10;
      }
      if (buf.length - off < head + length) break;
      const payload = buf.subarray(off + head, off + head + length);
      off += head + length;
      const opcode = b0 & 0x0f;
      if (!(b0 & 0x80) || b1 & 0x80) {
        fail();
        return null;
      }
      if (opcode === TEXT) {
        if (acked) on.message(at, payload);
        else control(at, payload.toString("utf8"));
      } else if (opcode === PING) send(PONG, payload);
      else if (opcode === CLOSE) socket.end();
      else if (opcode !== PONG) {
        fail();
        return null;
      }
    }
    return off === buf.length ? null : Buffer.from(buf.subarray(off));
  };
  socket.on("data", (chunk: Buffer) => {
    const at = clock();
    let buf = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    if (!upgraded) {
      const end = buf.indexOf("\r\n\r\n");
      if (end < 0) {
        pending = Buffer.from(buf);
        return;
      }
      const [status = "", ...headers] = buf.toString("latin1", 0, end).split("\r\n");
      const accepted = headers.some(
        (h) => /^sec-websocket-accept:/i.test(h) && h.slice(21).trim() === accept,
      );
      if (!status.startsWith("HTTP/1.1 101 ") || !accepted) return fail();
      upgraded = true;
      sendText(JSON.stringify({ type: "connection_init" }));
      buf = buf.subarray(end + 4);
    }
    pending = frames(at, buf);
  });
  socket.on("error", () => on.error());
  return socket;
}
