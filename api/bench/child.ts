import { fork, type Serializable } from "node:child_process";

/**
 * Runs a benchmark's clients in a child process (like phones and browsers elsewhere: their work is not
 * on the server's event loop): sends it `job` and resolves with the `figures` it answers.
 */
export function runChild<J extends Serializable, F>(script: URL, job: J, what: string): Promise<F> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { stdio: "inherit" });
    let settled = false;
    child.once("message", (m: { figures?: F; error?: string }) => {
      settled = true;
      if (m.figures) resolve(m.figures);
      else reject(new Error(`${what} failed: ${m.error}`));
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (!settled) reject(new Error(`${what} exited with code ${code}`));
    });
    child.send(job);
  });
}

/** The child's side: runs the job it is sent and answers with its figures or its error. */
export function serveJob<J, F>(run: (job: J) => Promise<F>): void {
  process.once("message", (job: J) => {
    run(job).then(
      (figures) => process.send?.({ figures }, () => process.exit(0)),
      (e: unknown) =>
        process.send?.({ error: e instanceof Error ? e.message : String(e) }, () => process.exit(1)),
    );
  });
}
