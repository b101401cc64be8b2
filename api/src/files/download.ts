import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { eq } from "drizzle-orm";
import { storedFiles, type DbHandle } from "@cgm/db";
import { isFileKind } from "@cgm/domain";
import type { Config } from "../config";
import { audit } from "../common/audit";
import { clientIp } from "../http/cookies";
import { sendError } from "../http/errors";
import { principalOf, staffOnly } from "./access";
import { mayRead } from "./kinds";
import { ownerVisible } from "./ownerScope";
import type { FileStorage } from "./store";

/** Where signed-in staff download a stored file. */
export const downloadPath = (id: string) => `/files/v1/${id}`;

/** Types a browser may show inline; everything else downloads as an attachment. */
const INLINE = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/**
 * GET /files/v1/:id: a complete stored file, for signed-in staff; Range requests answer 206. A file no
 * record uses yet is only its uploader's (the form previewing it); one in use follows its kind's read
 * permission. Anything else is 404, so ids reveal nothing. Each download is in the operation log,
 * except the pictures pages show (icons): a country list would log 22 downloads each time it is drawn.
 */
/** Kinds the console shows as pictures in its pages: fetched by every list, so not logged as downloads. */
const SHOWN_IN_PAGES = new Set(["countryIcon", "appIcon"]);

export function downloadRouter(h: DbHandle, config: Config, storage: FileStorage): Router {
  const router = express.Router();
  router.get(
    "/files/v1/:id",
    staffOnly(h, config),
    async (req: Request, res: Response, next: NextFunction): Promise<void> => {
      const id = String(req.params.id);
      const missing = () => sendError(req, res, 404, "NOT_FOUND", "There is no such file");
      if (!/^[0-9a-f]{32}$/.test(id)) return missing();
      const p = principalOf(req);
      const [row] = await h.db.select().from(storedFiles).where(eq(storedFiles.id, id));
      if (!row?.completedAt || !row.contentType || !isFileKind(row.kind)) return missing();
      if (row.attachedAt ? !mayRead(p, row.kind) : row.createdBy !== p.accountId) return missing();
      if (row.attachedAt && !(await ownerVisible(h.db, p, row.attachedTo))) return missing();
      // Logged once per download: a resumed one (a Range not starting at 0) is the same download.
      if (!SHOWN_IN_PAGES.has(row.kind) && !/^bytes=(?!0-)/.test(req.headers.range ?? "")) {
        const entry = { action: "file.download", entity: "file", entityId: id, entityName: row.originalName };
        await audit({ principal: p, ip: clientIp(req) }, h.db, { ...entry, after: { kind: row.kind } });
      }
      res.attachment(row.originalName);
      if (INLINE.has(row.contentType)) {
        const disposition = String(res.get("Content-Disposition"));
        res.setHeader("Content-Disposition", disposition.replace(/^attachment/, "inline"));
      }
      res.setHeader("Content-Type", row.contentType);
      res.setHeader("Cache-Control", "private, no-cache");
      res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; sandbox");
      if (row.sha256)
        res.setHeader("Repr-Digest", `sha-256=:${Buffer.from(row.sha256, "hex").toString("base64")}:`);
      storage.send(id, req, res, (err?: unknown) => {
        if ((err as { status?: number } | undefined)?.status !== 416) return next(err);
        res.setHeader("Content-Range", `bytes */${row.size}`);
        sendError(req, res, 416, "BAD_REQUEST", "The requested range lies outside the file");
      });
    },
  );
  return router;
}
