import net from "node:net";

/** The error of every query refused or cut off while the database is unreachable. */
export class DatabaseUnavailableError extends Error {
  readonly code = "DATABASE_UNAVAILABLE";
  constructor(reason = "the database is unreachable") {
    super(`Database unavailable: ${reason}`);
  }
}

/** What postgres.js passes to its `socket` option (its type declarations omit the option). */
interface SocketOptions {
  host: string[];
  port: number[];
  path?: string | false;
}

/**
 * The sockets of a postgres.js client, and a circuit breaker over them. postgres.js has no query timeout:
 * a query sent on a connection to a server that stopped answering waits for TCP to give up (minutes),
 * and after a few refused connects its reconnect backoff grows to 20 s. The health probe (watch.ts)
 * opens the breaker when the server stops answering: every socket is destroyed, so waiting queries fail
 * at once, and while it is open a new connection fails at once instead of trying the server. The probe
 * closes it when the server answers again.
 *
 * Sockets are made with TCP_NODELAY, as libpq does: with Nagle's algorithm on, the message ending a COPY
 * waits for the server's delayed ACK (~40 ms added to every ingest batch). The first host of the URL only
 * (this project names one).
 */
export class ConnectionBreaker {
  private reason: string | null = null;
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly gated = true) {}

  get isOpen(): boolean {
    return this.reason !== null;
  }

  /** postgres.js's `socket` option. */
  readonly socket = (o: SocketOptions): net.Socket => {
    if (this.gated && this.reason !== null) return refusedSocket(this.reason);
    const s = o.path
      ? net.connect(o.path)
      : net.connect({ host: o.host[0], port: o.port[0] ?? 5432, noDelay: true });
    this.sockets.add(s);
    s.once("close", () => this.sockets.delete(s));
    return s;
  };

  /** Opens the breaker: cuts every connection (their queries fail now) and refuses new ones. */
  open(reason: string): void {
    this.reason = reason;
    this.cut(reason);
  }

  /**
   * Destroys every connection, so whatever waits on them fails now. Deferred by one turn: postgres.js
   * sends what a query wrote in a setImmediate, and a connection that closes with such a send pending
   * never sends again (it clears the timer but keeps its handle), so pending sends go out first.
   */
  cut(reason: string): void {
    const sockets = [...this.sockets];
    this.sockets.clear();
    setImmediate(() => {
      for (const s of sockets) s.destroy(new DatabaseUnavailableError(reason));
    });
  }

  close(): void {
    this.reason = null;
  }
}

const UNAVAILABLE_CODES = new Set([
  "DATABASE_UNAVAILABLE",
  // postgres.js
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  // Node sockets
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ERR_SOCKET_CLOSED",
  // PostgreSQL: query_canceled (statement_timeout), admin/crash shutdown, cannot connect now,
  // too many connections
  "57014",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** Errors of a connection that is gone (its socket closed, or its backend terminated). */
const LOST_CODES = new Set([
  "DATABASE_UNAVAILABLE",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ERR_SOCKET_CLOSED",
  "57P01",
  "57P02",
]);

/** The `code`s of an error and its causes (drizzle: `cause`, graphql-js: `originalError`). */
function* codesOf(e: unknown): Generator<{ code: unknown; error: object }> {
  for (let i = 0, cur = e; i < 6 && cur && typeof cur === "object"; i++) {
    yield { code: (cur as { code?: unknown }).code, error: cur };
    const next = cur as { cause?: unknown; originalError?: unknown };
    cur = next.originalError ?? next.cause;
  }
}

/**
 * True when a statement failed because its connection is gone: postgres.js never answers a statement
 * sent on such a connection afterwards (a ROLLBACK would wait forever), and a reserved connection
 * released in that state is handed out again without a socket.
 */
export function isConnectionLost(e: unknown): boolean {
  for (const { code } of codesOf(e)) if (typeof code === "string" && LOST_CODES.has(code)) return true;
  return false;
}

/**
 * True when an error (or one of its causes) says the database cannot
 * be reached or did not answer in time, as opposed to a fault of the query itself.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  for (const { code, error } of codesOf(e)) {
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (error instanceof Error && error.message === "PGlite is closed") return true;
  }
  return false;
}

/**
 * A socket that fails on postgres.js's first write (the startup message), so the connection attempt
 * fails at once with the breaker's reason. Failing on the write, not before it, matters: see cut().
 */
function refusedSocket(reason: string): net.Socket {
  const s = new net.Socket();
  const fail = () => {
    if (!s.destroyed) s.destroy(new DatabaseUnavailableError(reason));
  };
  s.write = (() => {
    process.nextTick(fail);
    return false;
  }) as typeof s.write;
  return s;
}
