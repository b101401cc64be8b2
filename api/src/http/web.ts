import fs from "node:fs";
import path from "node:path";
import type express from "express";
import expressStaticGzip from "express-static-gzip";
import type { Logger } from "pino";
import { sendError } from "./errors";

/** Brotli first, then gzip, whatever order the browser lists them in (both are made at build time). */
const ENCODINGS: expressStaticGzip.ExpressStaticGzipOptions = {
  enableBrotli: true,
  orderPreference: ["br", "gzip"],
  index: false,
};

/**
 * The built web app at "/": the `.br` and `.gz` files the web build writes beside each asset are sent
 * with Content-Encoding and `Vary: Accept-Encoding`; hashed assets are cached for a year.
 */
export function serveWeb(app: express.Express, dist: string, log: Logger) {
  const index = path.join(dist, "index.html");
  if (!fs.existsSync(index)) {
    log.warn({ dist }, "web build not found: run `npm run build` (npm start does this)");
    app.get("/", (req, res) => {
      sendError(req, res, 503, "SERVICE_UNAVAILABLE", "The web app is not built yet: run npm run build");
    });
    return;
  }
  app.use(
    "/assets",
    expressStaticGzip(path.join(dist, "assets"), {
      ...ENCODINGS,
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    }),
  );
  app.use(expressStaticGzip(dist, { ...ENCODINGS, serveStatic: { index: false, maxAge: 0 } }));
  app.get("/", (_req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(index);
  });
}
