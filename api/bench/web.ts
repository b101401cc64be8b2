import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";

/** JavaScript one route loads on a fresh visit, as it arrived on the wire (compressed where it was). */
export interface RouteBytes {
  bytes: number;
  files: number;
  /** Content-Encoding values seen on those scripts ("identity" for none). */
  encodings: string[];
  /** The same scripts asked for with `Accept-Encoding: gzip` alone: their bytes on the wire. */
  gzipBytes: number;
}

export interface WebFigures {
  entry: { path: string; bytes: number; encoding: string };
  signIn: RouteBytes;
  deviceList: RouteBytes;
}

export const WEB_DIST = path.resolve(
  process.env.WEB_DIST || new URL("../../web/dist", import.meta.url).pathname,
);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-sync"];

/**
 * Builds the web into web/dist when the benchmark is to measure it and there is no build yet, so that a
 * fresh clone's `npm run bench` measures every part. A WEB_DIST of the caller's is never built.
 * Returns what it did, for the log, or null when nothing was needed.
 */
export function buildWebIfMissing(): string | null {
  if (process.env.WEB_DIST || fs.existsSync(path.join(WEB_DIST, "index.html"))) return null;
  const root = new URL("../../", import.meta.url).pathname;
  const began = performance.now();
  const run = spawnSync("npm", ["run", "build", "--workspace", "web"], { cwd: root, encoding: "utf8" });
  if (run.status !== 0) return `web build failed (npm run build --workspace web): ${run.stderr.slice(-400)}`;
  return `built the web into ${WEB_DIST} in ${((performance.now() - began) / 1000).toFixed(1)} s (there was none)`;
}

/** Why the web part cannot run here, or null when it can. */
export function webUnavailable(): string | null {
  if (!fs.existsSync(path.join(WEB_DIST, "index.html"))) return `no web build in ${WEB_DIST} (npm run build)`;
  if (!fs.existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`;
  return null;
}

/** Sums the encoded body sizes of the scripts a page loads until `visit` resolves and the network is idle. */
async function scriptsOf(page: Page, visit: () => Promise<void>): Promise<RouteBytes> {
  const sizes: Promise<{ bytes: number; encoding: string; url: string }>[] = [];
  page.on("requestfinished", (req) => {
    if (req.resourceType() !== "script") return;
    sizes.push(
      Promise.all([req.sizes(), req.response()]).then(async ([s, res]) => ({
        bytes: s.responseBodySize,
        encoding: (await res?.headerValue("content-encoding")) ?? "identity",
        url: req.url(),
      })),
    );
  });
  await visit();
  await page.waitForLoadState("networkidle");
  const all = await Promise.all(sizes);
  return {
    bytes: all.reduce((sum, s) => sum + s.bytes, 0),
    files: all.length,
    encodings: [...new Set(all.map((s) => s.encoding))].sort(),
    gzipBytes: (await Promise.all(all.map((s) => gzipSize(s.url)))).reduce((sum, n) => sum + n, 0),
  };
}

/** A file's bytes on the wire, and their encoding, when the client accepts `encodings`. */
async function onWire(url: string, encodings: string): Promise<{ bytes: number; encoding: string }> {
  const res = await fetch(url, { headers: { "accept-encoding": encodings } });
  // fetch() decompresses: the wire size is the Content-Length of the encoded answer.
  const body = await res.arrayBuffer();
  return {
    bytes: Number(res.headers.get("content-length")) || body.byteLength,
    encoding: res.headers.get("content-encoding") ?? "identity",
  };
}

/** A script's size on the wire when the client accepts gzip alone (what issue 14.7 counts). */
const gzipSize = async (url: string) => (await onWire(url, "gzip")).bytes;

/**
 * The compressed JavaScript the sign-in route and the device list load, each on a fresh visit with an
 * empty cache, in headless Chromium against the running server (which serves WEB_DIST).
 */
export async function benchWeb(base: string, account: string, password: string): Promise<WebFigures> {
  // playwright-core comes with the end-to-end tests' install (the benchmark is a developer tool).
  const { chromium } = await import("playwright-core");
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const html = await (await fetch(`${base}/`)).text();
    const entryPath = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1] ?? "";
    const entryFigures = { path: entryPath, ...(await onWire(`${base}${entryPath}`, "br, gzip")) };

    const first = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const login = await first.newPage();
    const signIn = await scriptsOf(login, async () => {
      await login.goto(`${base}/#/login`);
      await login.getByTestId("login-submit").waitFor();
    });
    await login.getByTestId("field-account").fill(account);
    await login.getByTestId("field-password").fill(password);
    await login.getByTestId("login-submit").click();
    await login.getByTestId("layout").waitFor();
    const state = await first.storageState();
    await first.close();

    const second = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: state });
    const list = await second.newPage();
    const deviceList = await scriptsOf(list, async () => {
      await list.goto(`${base}/#/cgm-list`);
      await list.getByTestId("row").first().waitFor();
    });
    await second.close();
    return { entry: entryFigures, signIn, deviceList };
  } finally {
    await browser.close();
  }
}
