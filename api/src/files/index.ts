import path from "node:path";
import express, { type Router } from "express";
import type { Logger } from "pino";
import type { DbHandle } from "@cgm/db";
import type { Config } from "../config";
import { scheduleCleanup } from "./cleanup";
import { downloadRouter } from "./download";
import { localStorage, type FileStorage } from "./store";
import { uploadRouter } from "./tus";

export { attachFile, releaseFile } from "./attach";
export type { FileStorage } from "./store";

/**
 * The file storage module's routes (uploads at /files/v1/uploads, downloads at /files/v1/:id) over the
 * local disk under DATA_DIR/files unless a storage is given, and the hourly cleanup of files no record
 * uses; `stop` ends the cleanup.
 */
export function fileRoutes(
  h: DbHandle,
  config: Config,
  log: Logger,
  storage: FileStorage = localStorage(path.join(config.dataDir, "files")),
): { router: Router; storage: FileStorage; stop: () => Promise<void> } {
  const router = express.Router();
  router.use(uploadRouter(h, config, storage, log));
  router.use(downloadRouter(h, config, storage));
  return { router, storage, stop: scheduleCleanup(h, storage, log) };
}
