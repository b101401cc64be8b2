import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from "graphql";

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
  /** Writes one protocol message (JSON text) on the subscriber's connection. */
  send(message: string): void;
}

interface Shared {
  result: ExecutionResult | Promise<ExecutionResult>;
  /** The result as JSON, once someone wrote it. */
  json?: string;
}

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
  let key: string | null = null;
  const sharedOf = (event: object): Shared => {
    key ??= `${args.operationName ?? ""}\n${JSON.stringify(args.variableValues ?? null)}\n${print(args.document)}`;
    let byOperation = results.get(event);
    if (!byOperation) results.set(event, (byOperation = new Map()));
    let shared = byOperation.get(key);
    if (!shared) byOperation.set(key, (shared = { result: execute({ ...args, rootValue: event }) }));
    return shared;
  };
  const done = { done: true as const, value: undefined };
  const it: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      for (;;) {
        const n = await events.next();
        if (n.done) return done;
        const event: unknown = n.value;
        if (typeof event !== "object" || event === null || !sharedEvents.has(event))
          return { done: false, value: await execute({ ...args, rootValue: event }) };
        const shared = sharedOf(event);
        const result = await shared.result;
        if (!sink || result.errors?.length) return { done: false, value: result };
        shared.json ??= JSON.stringify(result);
        sink.send(`${prefix}${shared.json}}`);
      }
    },
    async return() {
      await events.return?.();
      return done;
    },
    async throw(error: unknown) {
      await events.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return it;
    },
  };
  return it;
}
