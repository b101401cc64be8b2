import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveWeb } from "../src/http/web";

const SCRIPT = `console.log(${JSON.stringify("x".repeat(4000))});\n`;

/** One raw GET (no automatic decompression): status, headers and the bytes as sent. */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject);
    },
  );
}

// Issue 16.5: the console's JavaScript went out uncompressed (the entry script was 555 kB on the wire).
describe("web delivery", () => {
  let dir: string;
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgm-web-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>t</title>");
    const file = path.join(dir, "assets", "index-abc123.js");
    fs.writeFileSync(file, SCRIPT);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(SCRIPT));
    const app = express();
    serveWeb(app, dir, pino({ level: "silent" }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const addr = server.address();
    base = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends the brotli file to a browser that takes brotli, whatever order it lists", async () => {
    const res = await get(`${base}/assets/index-abc123.js`, "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toMatch(/immutable/);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it("sends gzip to a client without brotli, and the plain file to one that takes neither", async () => {
    const gz = await get(`${base}/assets/index-abc123.js`, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get(`${base}/assets/index-abc123.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("still serves the page itself at /", async () => {
    const res = await get(`${base}/`, "br");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain("<title>t</title>");
  });
});
