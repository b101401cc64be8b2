import { FILE_KINDS, fileProblem, type FileKind } from "@cgm/domain";

/** What the upload endpoint answered when it refused a file. */
export interface Refusal {
  status: number | null;
  body: string;
}

export interface UploadMessage {
  id: string;
  values?: Record<string, string | number>;
}

/** The file's extensions for an `accept` attribute and for messages: ".png,.jpg". */
export const acceptOf = (kind: FileKind) => FILE_KINDS[kind].extensions.map((e) => `.${e}`).join(",");

/** Why a chosen file will not be sent (checked again, with its content, by the server), or null. */
export function localProblem(kind: FileKind, file: { name: string; size: number }): UploadMessage | null {
  const problem = fileProblem(kind, file.name, file.size);
  if (problem === "type")
    return { id: "upload.wrongType", values: { types: acceptOf(kind).replace(/,/g, ", ") } };
  if (problem === "empty") return { id: "upload.empty" };
  if (problem === "size") return { id: "upload.tooLarge" };
  return null;
}

/** The message for a refused or failed upload, from the status and JSON body `{ error, reason }`. */
export function refusalMessage(kind: FileKind, r: Refusal): UploadMessage {
  let reason = "";
  try {
    reason = String((JSON.parse(r.body) as { reason?: unknown }).reason ?? "");
  } catch {
    // not JSON: a proxy's page or an empty body
  }
  switch (r.status) {
    case null:
    case 0:
      return { id: "error.network" };
    case 401:
      return { id: "error.sessionExpired" };
    case 403:
      return { id: "error.forbidden" };
    case 413:
      return { id: reason === "quota" ? "upload.quota" : "upload.tooLarge" };
    case 415:
      return reason === "content"
        ? { id: "upload.contentMismatch" }
        : { id: "upload.wrongType", values: { types: acceptOf(kind).replace(/,/g, ", ") } };
    default:
      return { id: "upload.failed" };
  }
}

/**
 * Transfer speed in bytes per second over the last `windowMs` of progress samples (time in ms, bytes
 * sent so far); 0 until two samples span some time. Drops samples older than the window.
 */
export class SpeedMeter {
  private samples: { at: number; bytes: number }[] = [];
  constructor(private readonly windowMs = 3000) {}

  add(at: number, bytes: number): number {
    this.samples.push({ at, bytes });
    while (this.samples.length > 2 && at - this.samples[0]!.at > this.windowMs) this.samples.shift();
    const first = this.samples[0]!;
    const span = at - first.at;
    return span > 0 ? Math.max(0, ((bytes - first.bytes) * 1000) / span) : 0;
  }

  reset(): void {
    this.samples = [];
  }
}

/** Where an upload stands. */
export type UploadPhase = "idle" | "uploading" | "paused" | "offline" | "done" | "error";
