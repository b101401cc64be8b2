import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { storedFiles, type Db } from "@cgm/db";
import { extensionOf, isFileKind } from "@cgm/domain";
import { KIND_POLICY } from "./kinds";
import { Refusal } from "./refusal";
import { HEAD_BYTES, type Probe } from "./sniff";
import type { FileStorage } from "./store";

async function readAll(stream: NodeJS.ReadableStream & AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

function probeOf(storage: FileStorage, id: string, size: number, head: Buffer): Probe {
  return {
    size,
    head,
    read: async (start, end) => {
      const s = Math.max(0, start);
      const e = Math.min(size, end);
      return e > s ? readAll(storage.read(id, { start: s, end: e })) : Buffer.alloc(0);
    },
  };
}

async function sha256Of(storage: FileStorage, id: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const part of storage.read(id)) hash.update(part as Buffer);
  return hash.digest("hex");
}

/**
 * Completes an upload whose bytes have all arrived: checks the content against the extension (a
 * mismatch deletes the file and its row, and is refused with 415), computes the SHA-256 and records
 * both with the completion time. Answers the SHA-256.
 */
export async function completeUpload(db: Db, storage: FileStorage, id: string): Promise<string> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  if (!row || !isFileKind(row.kind)) throw new Refusal(404, "NOT_FOUND", "There is no such upload");
  const sniff = KIND_POLICY[row.kind].sniff[extensionOf(row.originalName)];
  const head = await probeOf(storage, id, row.size, Buffer.alloc(0)).read(0, HEAD_BYTES);
  const contentType = sniff ? await sniff(probeOf(storage, id, row.size, head)) : null;
  if (!contentType) {
    await storage.remove(id);
    await db.delete(storedFiles).where(eq(storedFiles.id, id));
    throw new Refusal(
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      `The content of ${row.originalName} does not match its extension`,
      "content",
    );
  }
  const sha256 = await sha256Of(storage, id);
  await db
    .update(storedFiles)
    .set({ sha256, contentType, completedAt: new Date() })
    .where(eq(storedFiles.id, id));
  return sha256;
}
