import { expect, test } from "@playwright/test";

// Issue 16.5: `npm start` sent the JavaScript uncompressed (the entry script was 555 kB on the wire).
test("the built app's entry script arrives brotli- or gzip-compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const entry = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  for (const [accept, encoding] of [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
  ] as const) {
    const res = await request.get(entry!, { headers: { "accept-encoding": accept } });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-encoding"]).toBe(encoding);
    expect(res.headers().vary).toMatch(/accept-encoding/i);
    expect(res.headers()["content-type"]).toMatch(/javascript/);
  }
});
