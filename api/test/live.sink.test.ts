import { describe, expect, it } from "vitest";
import * as ws from "ws";
import { textFrame } from "../src/live/sink";

// ws's own frame reader (a client's), as a browser would read the frames (@types/ws does not declare it).
const { Receiver } = ws as unknown as {
  Receiver: new (o: { isServer: boolean; maxPayload: number }) => NodeJS.WritableStream & {
    on(event: "message", f: (data: Buffer, isBinary: boolean) => void): void;
    on(event: "error", f: (e: Error) => void): void;
  };
};

function read(frames: Buffer[]): { text: string; binary: boolean }[] {
  const got: { text: string; binary: boolean }[] = [];
  const receiver = new Receiver({ isServer: false, maxPayload: 0 });
  receiver.on("message", (data, binary) => void got.push({ text: data.toString("utf8"), binary }));
  receiver.on("error", (e) => {
    throw e;
  });
  for (const f of frames) receiver.write(f);
  return got;
}

describe("live events' WebSocket frames (live/sink.ts)", () => {
  it.each([0, 1, 125, 126, 65_535, 65_536, 300_000])(
    "frames a %i-byte message in parts as one text message a client reads whole",
    (n) => {
      const body = Buffer.from("é".repeat(Math.floor(n / 2)) + "x".repeat(n % 2));
      expect(body.length).toBe(n);
      const parts = [Buffer.from('{"id":"1","payload":'), body, Buffer.from("}")];
      const frame = textFrame(parts);
      const header = n + 21 < 126 ? 2 : n + 21 < 65_536 ? 4 : 10;
      expect(frame.length).toBe(header + n + 21);
      expect(read([frame, textFrame([Buffer.from("next")])])).toEqual([
        { text: Buffer.concat(parts).toString("utf8"), binary: false },
        { text: "next", binary: false },
      ]);
    },
  );
});
