/** An answer the tus server sends as is: its status and a JSON body `{ error, message, reason? }`. */
export class Refusal extends Error {
  readonly body: string;
  constructor(
    readonly status_code: number,
    error: string,
    message: string,
    reason?: "kind" | "name" | "type" | "size" | "content" | "quota",
  ) {
    super(message);
    this.body = JSON.stringify({ error, message, ...(reason ? { reason } : {}) });
  }
}
