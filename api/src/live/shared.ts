import {
  GraphQLError,
  createSourceEventStream,
  execute,
  print,
  type ExecutionArgs,
  type ExecutionResult,
} from "graphql";

/**
 * Subscription events that resolve the same for every subscriber who may receive them: their fields
 * read the event alone (no context, no scope: the scope was checked when subscribing). A thousand
 * viewers of one device then cost one execution and one serialisation per event and operation, and a
 * socket write each.
 */
const sharedEvents = new WeakSet<object>();

export function sharedEvent<T extends object>(event: T): T {
  sharedEvents.add(event);
  return event;
}

/** Where a WebSocket subscription's messages go: its id, and its connection. */
export interface LiveSink {
  id: string;
  /** Writes one protocol message (JSON text, or its UTF-8 bytes, in parts) on the subscriber's connection. */
  send(message: string | readonly Buffer[]): void;
}

interface Shared {
  result: ExecutionResult | Promise<ExecutionResult>;
  /** The result, once there. */
  done?: ExecutionResult;
  /** Called once the result is there. */
  then: (() => void)[];
  /** The result as JSON, once someone wrote it. */
  json?: string;
  /** The same, in UTF-8. */
  bytes?: Buffer;
}

const CLOSE = Buffer.from("}");

/**
 * A subscription's source stream that can also hand its events over as they come (live/readings.ts):
 * while its consumer waits in next() with nothing queued, each event is first offered to `take`, and one
 * it takes is not queued (so a taken event never overtakes one given by next()). `requeue` puts events
 * back for next(), ahead of any later one.
 */
export interface DirectSource {
  direct(take: (event: unknown) => boolean): void;
  requeue(events: unknown[]): void;
}

const isDirect = (v: unknown): v is DirectSource =>
  typeof (v as Partial<DirectSource>).direct === "function" &&
  typeof (v as Partial<DirectSource>).requeue === "function";

/** Results of shared events, per operation (document, operation name and variables). */
const results = new WeakMap<object, Map<string, Shared>>();

const isAsyncIterable = (v: unknown): v is AsyncIterable<unknown> =>
  typeof v === "object" && v !== null && Symbol.asyncIterator in v;

/**
 * graphql-js's subscribe (the source stream, then one execution per event), except for events marked
 * with sharedEvent: executed once per operation, serialised once, and written by the subscription's
 * LiveSink (`contextValue.liveSink`) straight to its socket as a graphql-transport-ws `next` message,
 * instead of going through graphql-ws's per-message work (execution, masking, serialisation, promises
 * per step). Results with errors take the ordinary way, so the server's error masking applies.
 */
export async function subscribeSharing(
  args: ExecutionArgs,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!isAsyncIterable(source)) return source;
  const events = source[Symbol.asyncIterator]();
  const sink = (args.contextValue as { liveSink?: LiveSink } | undefined)?.liveSink;
  const prefix = sink ? `{"id":${JSON.stringify(sink.id)},"type":"next","payload":` : "";
  const prefixBytes = Buffer.from(prefix);
  let key: string | null = null;
  const sharedOf = (event: object): Shared => {
    key ??= `${args.operationName ?? ""}\n${JSON.stringify(args.variableValues ?? null)}\n${print(args.document)}`;
    let byOperation = results.get(event);
    if (!byOperation) results.set(event, (byOperation = new Map()));
    let shared = byOperation.get(key);
    if (!shared) {
      const result = execute({ ...args, rootValue: event });
      const made: Shared = (shared = { result, then: [] });
      const settle = (r: ExecutionResult) => {
        made.done = r;
        for (const f of made.then.splice(0)) f();
      };
      if (result instanceof Promise)
        result.then(settle, (e: unknown) =>
          settle({ errors: [e instanceof GraphQLError ? e : new GraphQLError(String(e))] }),
        );
      else made.done = result;
      byOperation.set(key, shared);
    }
    return shared;
  };
  // Shared events handed over as they come: one execution per event and operation, then a write per
  // subscriber in one synchronous loop (no promise per subscriber and event). In order; anything else (an
  // event not shared, a result with errors) switches this subscription to the ordinary way for good.
  let ordinary = !sink || !isDirect(source);
  const taken: { event: object; shared: Shared }[] = [];
  const flush = (): void => {
    while (taken.length && !ordinary) {
      const { shared } = taken[0]!;
      if (!shared.done) {
        shared.then.push(flush);
        return;
      }
      if (shared.done.errors?.length) break;
      taken.shift();
      shared.json ??= JSON.stringify(shared.done);
      shared.bytes ??= Buffer.from(shared.json);
      // One copy of the result's bytes per subscriber, none encoded again.
      sink!.send([prefixBytes, shared.bytes, CLOSE]);
    }
    if (taken.length) giveUp();
  };
  const giveUp = (...more: object[]): void => {
    ordinary = true;
    (source as unknown as DirectSource).requeue([...taken.splice(0).map((t) => t.event), ...more]);
  };
  if (!ordinary)
    (source as unknown as DirectSource).direct((event) => {
      if (ordinary) return false;
      if (typeof event !== "object" || event === null || !sharedEvents.has(event)) {
        giveUp(...(event && typeof event === "object" ? [event] : []));
        return typeof event === "object" && event !== null;
      }
      taken.push({ event, shared: sharedOf(event) });
      if (taken.length === 1) flush();
      return true;
    });
  const done = { done: true as const, value: undefined };
  const it: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      for (;;) {
        const n = await events.next();
        if (n.done) return done;
        const event: unknown = n.value;
        if (typeof event !== "object" || event === null || !sharedEvents.has(event)) {
          ordinary = true;
          return { done: false, value: await execute({ ...args, rootValue: event }) };
        }
        const shared = sharedOf(event);
        const result = await shared.result;
        if (!sink || result.errors?.length) {
          ordinary = true;
          return { done: false, value: result };
        }
        shared.json ??= JSON.stringify(result);
        sink.send(`${prefix}${shared.json}}`);
      }
    },
    async return() {
      // Nothing more is written for this subscription once it ends, taken or not.
      ordinary = true;
      taken.length = 0;
      await events.return?.();
      return done;
    },
    async throw(error: unknown) {
      ordinary = true;
      taken.length = 0;
      await events.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return it;
    },
  };
  return it;
}
