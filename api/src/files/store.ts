import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { FileStore } from "@tus/file-store";
import type { DataStore } from "@tus/server";

/**
 * Where the bytes live. The tus server writes uploads through `datastore`; the rest of the module reads,
 * serves and removes them through this interface only, so a store on S3 (`@tus/s3-store` as datastore,
 * ranged GetObject for read and send) can replace the local disk without touching the routes.
 */
export interface FileStorage {
  readonly datastore: DataStore;
  /** Bytes [start, end) of a stored file (the whole file without a range). */
  read(id: string, range?: { start: number; end: number }): Readable;
  /** Answers a download of the file, honouring Range and conditional headers; headers set before stay. */
  send(id: string, req: Request, res: Response, next: NextFunction): void;
  /** Removes the file; a file already gone is not an error. */
  remove(id: string): Promise<void>;
}

/** Files on the local disk under `directory` (DATA_DIR/files by default), with tus's FileStore. */
export function localStorage(directory: string): FileStorage {
  const dir = path.resolve(directory);
  // Created here, synchronously: FileStore's own attempt throws outside any caller on failure.
  fs.mkdirSync(dir, { recursive: true, mode: 0o750 });
  const datastore = new FileStore({ directory: dir });
  const fileOf = (id: string) => {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new Error(`not a stored file id: ${id}`);
    return path.join(dir, id);
  };
  return {
    datastore,
    read: (id, range) =>
      fs.createReadStream(fileOf(id), range ? { start: range.start, end: range.end - 1 } : {}),
    send: (id, _req, res, next) =>
      res.sendFile(fileOf(id), { acceptRanges: true, cacheControl: false, lastModified: true }, (err) => {
        if (err) next(err);
      }),
    remove: async (id) => {
      await fs.promises.rm(fileOf(id), { force: true });
      await fs.promises.rm(`${fileOf(id)}.json`, { force: true });
    },
  };
}
