import { useCallback, useEffect, useRef, useState } from "react";
import { DetailedError, Upload } from "tus-js-client";
import type { FileKind } from "@cgm/domain";
import {
  SpeedMeter,
  localProblem,
  refusalMessage,
  type UploadMessage,
  type UploadPhase,
} from "./uploadModel";

export const UPLOAD_ENDPOINT = "/files/v1/uploads";

/** A file the server stored: the id a record attaches, and what the form may show of it. */
export interface UploadedFile {
  id: string;
  name: string;
  size: number;
  sha256: string;
}

export interface UploadState {
  phase: UploadPhase;
  file: File | null;
  sent: number;
  total: number;
  /** Bytes per second, recent. */
  speed: number;
  message: UploadMessage | null;
}

const IDLE: UploadState = { phase: "idle", file: null, sent: 0, total: 0, speed: 0, message: null };

/**
 * One resumable upload through tus-js-client: start, pause, resume, cancel. A dropped connection is
 * retried with back-off; after the retries it waits for the browser to be online again and resumes
 * from the offset the server kept. A file chosen again after a reload resumes too (its fingerprint,
 * by kind, name, size and date, is kept in local storage until the upload succeeds).
 */
export function useTusUpload(kind: FileKind, onUploaded: (f: UploadedFile) => void) {
  const [state, setState] = useState<UploadState>(IDLE);
  const upload = useRef<Upload | null>(null);
  const meter = useRef(new SpeedMeter());
  const done = useRef(onUploaded);
  useEffect(() => {
    done.current = onUploaded;
  }, [onUploaded]);

  const resume = useCallback(() => {
    if (!upload.current) return;
    setState((s) => ({ ...s, phase: "uploading", message: null }));
    meter.current.reset();
    upload.current.start();
  }, []);

  const start = useCallback(
    (file: File) => {
      void upload.current?.abort();
      const problem = localProblem(kind, file);
      if (problem) {
        upload.current = null;
        setState({ ...IDLE, phase: "error", file, message: problem });
        return;
      }
      meter.current.reset();
      setState({ ...IDLE, phase: "uploading", file, total: file.size });
      const u = new Upload(file, {
        endpoint: UPLOAD_ENDPOINT,
        metadata: { kind, filename: file.name },
        chunkSize: 8 * 1024 * 1024,
        retryDelays: [0, 1000, 3000, 5000, 10000],
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        fingerprint: async (f: File) => ["cgm", kind, f.name, f.size, f.lastModified].join("|"),
        onProgress: (sent, total) =>
          setState((s) => ({ ...s, sent, total, speed: meter.current.add(performance.now(), sent) })),
        onSuccess: ({ lastResponse }) => {
          const id = lastResponse.getHeader("Upload-File-Id") ?? (u.url ?? "").split("/").pop() ?? "";
          const sha256 = lastResponse.getHeader("Upload-Sha256") ?? "";
          setState((s) => ({ ...s, phase: "done", sent: file.size, speed: 0 }));
          done.current({ id, name: file.name, size: file.size, sha256 });
        },
        onError: (err) => {
          const res = err instanceof DetailedError ? err.originalResponse : null;
          const status = res ? res.getStatus() : null;
          const offline = status === null && typeof navigator !== "undefined" && !navigator.onLine;
          setState((s) => ({
            ...s,
            phase: offline ? "offline" : "error",
            speed: 0,
            message: offline ? null : refusalMessage(kind, { status, body: res?.getBody() ?? "" }),
          }));
        },
      });
      upload.current = u;
      void u.findPreviousUploads().then((previous) => {
        if (upload.current !== u) return;
        if (previous[0]) u.resumeFromPreviousUpload(previous[0]);
        u.start();
      });
    },
    [kind],
  );

  const pause = useCallback(() => {
    void upload.current?.abort();
    setState((s) => ({ ...s, phase: "paused", speed: 0 }));
  }, []);

  /** Stops and discards the upload on the server too. */
  const cancel = useCallback(() => {
    const u = upload.current;
    upload.current = null;
    setState(IDLE);
    if (u?.url) void u.abort(true).catch(() => undefined);
    else void u?.abort();
  }, []);

  // Back online: carry on where the server stopped.
  useEffect(() => {
    if (state.phase !== "offline") return;
    window.addEventListener("online", resume);
    return () => window.removeEventListener("online", resume);
  }, [state.phase, resume]);

  // Leaving the form stops sending (the server keeps what it has; choosing the file again resumes).
  useEffect(() => () => void upload.current?.abort(), []);

  return { state, start, pause, resume, cancel, reset: () => setState(IDLE) };
}
