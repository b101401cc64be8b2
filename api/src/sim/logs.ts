import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { syntheticLog } from "./logText";
import type { IngestTarget } from "./upload";

/** How the simulated apps answer app log pulls: upload the log, report a failure, or stay silent. */
export type LogMode = "answer" | "fail" | "silent";
export const LOG_MODES: LogMode[] = ["answer", "fail", "silent"];
export const SIMULATED_FAILURE = "Simulated failure: the app's log storage is unavailable";

interface Command {
  id: string;
  sn: string;
  periodDays: number;
  from: string;
  requestedAt: string;
}

export interface LogAnswers {
  uploaded: number;
  failed: number;
  /** What each uploaded log held, by command id (tests compare it with the download). */
  sent: Map<string, Buffer>;
}

async function call(url: string, token: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string> | undefined) },
  });
  if (!res.ok && res.status !== 204)
    throw new Error(`${init.method ?? "GET"} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** Uploads the bytes as an app log through the resumable upload endpoint; answers the file id. */
async function uploadLog(base: string, token: string, name: string, bytes: Buffer): Promise<string> {
  const meta = (k: string, v: string) => `${k} ${Buffer.from(v).toString("base64")}`;
  const tus = { "tus-resumable": "1.0.0" };
  const created = await call(`${base}/files/v1/uploads`, token, {
    method: "POST",
    headers: {
      ...tus,
      "upload-length": String(bytes.length),
      "upload-metadata": `${meta("kind", "appLog")},${meta("filename", name)}`,
    },
  });
  const location = new URL(created.headers.get("location") ?? "", base).href;
  const done = await call(location, token, {
    method: "PATCH",
    headers: { ...tus, "content-type": "application/offset+octet-stream", "upload-offset": "0" },
    body: bytes,
  });
  return done.headers.get("upload-file-id") ?? location.split("/").pop()!;
}

/**
 * Every simulated device asks for its pending log commands (GET /device/v1/log-commands) and answers
 * each as `mode` says: a synthetic log of the command's period uploaded and attached with its SHA-256,
 * a failure with a reason, or nothing (the pull then expires). With `outDir`, each uploaded log is also
 * written there as `<command id>.log` once the console accepted it.
 */
export async function answerLogCommands(
  target: IngestTarget,
  mode: LogMode,
  outDir?: string,
): Promise<LogAnswers> {
  if (outDir) await mkdir(outDir, { recursive: true });
  const out: LogAnswers = { uploaded: 0, failed: 0, sent: new Map() };
  for (const [sn, token] of target.tokens) {
    const res = await call(`${target.url}/device/v1/log-commands`, token);
    const { commands } = (await res.json()) as { commands: Command[] };
    for (const c of commands) {
      const at = `${target.url}/device/v1/log-commands/${c.id}`;
      const json = { "content-type": "application/json" };
      if (mode === "silent") continue;
      if (mode === "fail") {
        await call(`${at}/failure`, token, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ reason: SIMULATED_FAILURE }),
        });
        out.failed++;
        continue;
      }
      const bytes = Buffer.from(syntheticLog(sn, Date.parse(c.from), Date.parse(c.requestedAt)));
      const fileId = await uploadLog(target.url, token, `${sn}-${c.periodDays}d.log`, bytes);
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      await call(`${at}/upload`, token, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ fileId, sha256 }),
      });
      out.uploaded++;
      out.sent.set(c.id, bytes);
      if (outDir) await writeFile(path.join(outDir, `${c.id.replace(/[^0-9a-zA-Z_-]/g, "")}.log`), bytes);
    }
  }
  return out;
}
