import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { EVENTS, Server, type ServerOptions, type Upload } from "@tus/server";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { isDatabaseUnavailable, storedFiles, type DbHandle } from "@cgm/db";
import { FILE_KINDS, extensionOf, isFileKind, type FileKind } from "@cgm/domain";
import type { Config } from "../config";
import { principalOf, staffOnly } from "./access";
import { deviceOfRequest, deviceRefusalBody } from "../auth/device";
import { DEVICE_UPLOAD_KINDS, deviceUploaderOf, setDeviceUploader } from "./deviceUpload";
import { completeUpload } from "./complete";
import { MAX_FILE_BYTES, PENDING_BYTES_PER_ACCOUNT, mayUpload } from "./kinds";
import { reserveUpload } from "./quota";
import { Refusal } from "./refusal";
import type { FileStorage } from "./store";

export const UPLOAD_PATH = "/files/v1/uploads";

type TusRequest = Parameters<NonNullable<ServerOptions["onUploadCreate"]>>[0];

const nodeReq = (req: TusRequest) => {
  const node = req.runtime?.node?.req;
  if (!node) throw new Error("the tus server runs on Node.js here");
  return node;
};

/** A file name as given: a base name without control characters, 1..255 characters. */
function checkName(raw: string | null | undefined): string {
  const name = (raw ?? "").trim();
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (!name || name.length > 255 || /[\u0000-\u001f\u007f/\\]/.test(name))
    throw new Refusal(400, "BAD_REQUEST", "The file name is missing or not valid", "name");
  return name;
}

function checkCreate(kind: string | null | undefined, name: string, size: number | undefined): FileKind {
  if (!isFileKind(kind)) throw new Refusal(400, "BAD_REQUEST", "Unknown file kind", "kind");
  const limits = FILE_KINDS[kind];
  const ext = extensionOf(name);
  if (!(limits.extensions as readonly string[]).includes(ext))
    throw new Refusal(
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      `This kind of file must be one of: ${limits.extensions.map((e) => `.${e}`).join(", ")}`,
      "type",
    );
  if (size === undefined || size <= 0)
    throw new Refusal(400, "BAD_REQUEST", "The upload must declare its length and not be empty", "size");
  if (size > limits.maxBytes)
    throw new Refusal(
      413,
      "PAYLOAD_TOO_LARGE",
      `This kind of file is limited to ${limits.maxBytes} bytes`,
      "size",
    );
  return kind;
}

/**
 * The tus endpoint (resumable uploads): POST /files/v1/uploads creates an upload with metadata `kind`
 * and `filename` and its length; PATCH appends; HEAD tells the offset to resume from; DELETE cancels.
 * Signed-in staff only, each upload only for its creator. On the last byte the content is checked
 * against the extension (refused and deleted when it does not match), its SHA-256 computed and the
 * stored_files row completed; the answer carries `Upload-File-Id` and `Upload-Sha256`.
 */
export function uploadRouter(h: DbHandle, config: Config, storage: FileStorage, log: Logger): Router {
  const db = h.db;
  const rowOf = async (id: string) => (await db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0];

  const tus = new Server({
    path: UPLOAD_PATH,
    datastore: storage.datastore,
    relativeLocation: true,
    maxSize: MAX_FILE_BYTES,
    allowedOrigins: [], // same origin only: no Access-Control-Allow-Origin
    disableTerminationForFinishedUploads: true,
    exposedHeaders: ["Upload-File-Id", "Upload-Sha256"],

    async onIncomingRequest(req, id) {
      if (req.method === "POST") return;
      const row = await rowOf(id);
      const device = deviceUploaderOf(nodeReq(req));
      const mine = device
        ? row?.createdByDevice === device
        : row?.createdBy === principalOf(nodeReq(req)).accountId;
      if (!row || !mine) throw new Refusal(404, "NOT_FOUND", "There is no such upload");
      // All bytes arrived but their check did not finish (the process stopped, the database was away):
      // finish it now, before the client learns the offset and takes the upload for done.
      if (req.method === "HEAD" && !row.completedAt) {
        const stored = await storage.datastore.getUpload(id);
        if (stored.size !== undefined && stored.offset === stored.size) await completeUpload(db, storage, id);
      }
    },

    async onUploadCreate(req, upload) {
      const name = checkName(upload.metadata?.filename);
      const kind = checkCreate(upload.metadata?.kind, name, upload.size);
      const device = deviceUploaderOf(nodeReq(req));
      if (device) {
        // A device app uploads its logs only, each as large as its kind allows, one at a time or so.
        if (!DEVICE_UPLOAD_KINDS.includes(kind))
          throw new Refusal(403, "FORBIDDEN", "A device app may upload only its logs");
        const file = { id: upload.id, kind, originalName: name, size: upload.size ?? 0 };
        if (!(await reserveUpload(db, { device }, file, 2 * FILE_KINDS.appLog.maxBytes)))
          throw new Refusal(
            413,
            "PAYLOAD_TOO_LARGE",
            "Too many log uploads are waiting; answer a command first",
            "quota",
          );
        return { metadata: { kind, filename: name } };
      }
      const p = principalOf(nodeReq(req));
      if (!mayUpload(p, kind))
        throw new Refusal(403, "FORBIDDEN", "You do not have permission to upload this kind of file");
      // Uploads no record uses yet hold disk until the cleanup: each account gets a bounded share.
      const file = { id: upload.id, kind, originalName: name, size: upload.size ?? 0 };
      if (!(await reserveUpload(db, { account: p.accountId }, file, PENDING_BYTES_PER_ACCOUNT)))
        throw new Refusal(
          413,
          "PAYLOAD_TOO_LARGE",
          "Too many uploads are waiting to be saved; save or remove them first",
          "quota",
        );
      return { metadata: { kind, filename: name } };
    },

    async onUploadFinish(_req, upload: Upload) {
      const sha256 = await completeUpload(db, storage, upload.id);
      return { headers: { "Upload-File-Id": upload.id, "Upload-Sha256": sha256 } };
    },

    onResponseError(_req, err) {
      if (err instanceof Refusal) return undefined;
      const status = "status_code" in err ? err.status_code : 500;
      if (status >= 500) {
        log.error({ err }, "upload failed");
        return isDatabaseUnavailable(err)
          ? {
              status_code: 503,
              body: JSON.stringify({ error: "SERVICE_UNAVAILABLE", message: "Try again shortly" }),
            }
          : {
              status_code: 500,
              body: JSON.stringify({ error: "INTERNAL_SERVER_ERROR", message: "Internal server error" }),
            };
      }
      const error = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 404 ? "NOT_FOUND" : "BAD_REQUEST";
      return {
        status_code: status,
        body: JSON.stringify({ error, message: ("body" in err ? err.body : err.message).trim() }),
      };
    },
  });
  // A cancelled upload (DELETE) leaves no row behind.
  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id: string) => {
    db.delete(storedFiles)
      .where(eq(storedFiles.id, id))
      .catch((err: unknown) => log.warn({ err, id }, "could not remove a cancelled upload's row"));
  });

  const router = express.Router();
  const staff = staffOnly(h, config);
  router.all([UPLOAD_PATH, `${UPLOAD_PATH}/:id`], (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET") return next(); // downloads go through download.ts
    res.setHeader("Content-Type", "application/json; charset=utf-8"); // the bodies of refusals
    // A device app (its device token) uploads its logs; everyone else is signed-in staff.
    if (/^Bearer\s+cgm_dev_/i.test(req.headers.authorization ?? "")) {
      res.setHeader("Cache-Control", "no-store");
      deviceOfRequest(h, req.headers.authorization)
        .then((d) => {
          if ("refused" in d) {
            res.setHeader("WWW-Authenticate", 'Bearer realm="cgm-device"');
            res.status(401).json(deviceRefusalBody(d.refused));
            return;
          }
          setDeviceUploader(req, d.id);
          return tus.handle(req, res);
        })
        .catch(next);
      return;
    }
    staff(req, res, (err?: unknown) => {
      if (err) return next(err);
      tus.handle(req, res).catch(next);
    });
  });
  return router;
}
