import { describe, expect, it } from "vitest";
import {
  GraphQLError,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionResult,
} from "graphql";
import { sharedEvent, subscribeSharing, type DirectSource } from "../src/live/shared";

/**
 * subscribeSharing hands shared events over as a DirectSource gives them: written to the sink in order,
 * one execution per event for all subscribers; an event with errors, or one not shared, goes the ordinary
 * way (returned by next(), for graphql-ws to mask and send), and everything after it through next() too.
 */
type Event = { value: string; fail?: boolean };

/** A source like live/readings.ts's: events offered to `take` while the consumer waits, else queued. */
function source(): DirectSource & AsyncIterableIterator<unknown> & { push(e: unknown): void } {
  const queue: unknown[] = [];
  let wake: (() => void) | null = null;
  let take: ((e: unknown) => boolean) | null = null;
  let ended = false;
  const it = {
    push(e: unknown) {
      if (ended) return;
      if (wake && !queue.length && take?.(e)) return;
      queue.push(e);
      wake?.();
    },
    direct(f: (e: unknown) => boolean) {
      take = f;
    },
    requeue(events: unknown[]) {
      queue.unshift(...events);
      if (events.length) wake?.();
    },
    async next() {
      while (!queue.length) await new Promise<void>((r) => (wake = r));
      wake = null;
      return { value: queue.shift(), done: false as const };
    },
    async return() {
      ended = true;
      return { value: undefined, done: true as const };
    },
    [Symbol.asyncIterator]() {
      return it;
    },
  };
  return it;
}

let executions = 0;
function schemaOf(src: ReturnType<typeof source>, sync = false): GraphQLSchema {
  const query = new GraphQLObjectType({ name: "Query", fields: { x: { type: GraphQLString } } });
  const subscription = new GraphQLObjectType({
    name: "Subscription",
    fields: {
      feed: {
        type: GraphQLString,
        subscribe: () => src,
        resolve: (e: Event) => {
          executions++;
          if (e.fail) throw new GraphQLError("no");
          return sync ? e.value : Promise.resolve(e.value);
        },
      },
    },
  });
  return new GraphQLSchema({ query, subscription });
}

const tick = () => new Promise((r) => setTimeout(r, 5));

async function subscriber(src: ReturnType<typeof source>, id: string, sync = false) {
  const sent: string[] = [];
  const iterator = (await subscribeSharing({
    schema: schemaOf(src, sync),
    document: parse("subscription { feed }"),
    contextValue: {
      liveSink: {
        id,
        send: (m: string | readonly Buffer[]) =>
          sent.push(typeof m === "string" ? m : Buffer.concat(m).toString()),
      },
    },
  })) as AsyncIterableIterator<ExecutionResult>;
  const ordinary: ExecutionResult[] = [];
  const pending = iterator.next().then(function more(n): Promise<void> | void {
    if (n.done) return;
    ordinary.push(n.value);
    return iterator.next().then(more);
  });
  void pending;
  await tick();
  return { sent, ordinary, iterator };
}

describe("shared live events handed over as they come", () => {
  it("writes them in order, executing each event once for every subscriber", async () => {
    const src = source();
    const a = await subscriber(src, "1");
    executions = 0;
    const events = ["a", "b", "c"].map((value) => sharedEvent<Event>({ value }));
    for (const e of events) src.push(e);
    await tick();
    expect(a.sent).toEqual(
      events.map((e) => `{"id":"1","type":"next","payload":{"data":{"feed":"${e.value}"}}}`),
    );
    expect(a.ordinary).toEqual([]);
    expect(executions).toBe(3);
  });

  it("writes an event whose execution needs no waiting within the push, to every subscriber", async () => {
    const sources = [source(), source()];
    const subs = [await subscriber(sources[0]!, "1", true), await subscriber(sources[1]!, "2", true)];
    executions = 0;
    const event = sharedEvent<Event>({ value: "now" });
    for (const src of sources) src.push(event);
    // No await: written while the source hands the event over, one execution for both.
    expect(subs.map((x) => x.sent.length)).toEqual([1, 1]);
    expect(executions).toBe(1);
  });

  it("takes an event with errors, and everything after it, through next(), in order", async () => {
    const src = source();
    const a = await subscriber(src, "7");
    src.push(sharedEvent<Event>({ value: "a" }));
    src.push(sharedEvent<Event>({ value: "b", fail: true }));
    src.push(sharedEvent<Event>({ value: "c" }));
    await tick();
    src.push(sharedEvent<Event>({ value: "d" }));
    await tick();
    // The error is returned for graphql-ws to send; the shared events after it are written as next()
    // reaches them, after it.
    const feed = (v: string) => `{"id":"7","type":"next","payload":{"data":{"feed":"${v}"}}}`;
    expect(a.sent).toEqual([feed("a"), feed("c"), feed("d")]);
    expect(a.ordinary.map((r) => r.errors?.[0]?.message)).toEqual(["no"]);
  });

  it("takes an event that is not shared through next()", async () => {
    const src = source();
    const a = await subscriber(src, "2");
    src.push(sharedEvent<Event>({ value: "a" }));
    src.push({ value: "plain" });
    src.push(sharedEvent<Event>({ value: "c" }));
    await tick();
    expect(a.sent.map((m) => (JSON.parse(m) as { payload: ExecutionResult }).payload.data?.feed)).toEqual([
      "a",
      "c",
    ]);
    expect(a.ordinary.map((r) => r.data?.feed)).toEqual(["plain"]);
  });

  it("writes nothing once the subscription has ended", async () => {
    const src = source();
    const a = await subscriber(src, "3");
    src.push(sharedEvent<Event>({ value: "a" }));
    await a.iterator.return?.();
    src.push(sharedEvent<Event>({ value: "b" }));
    await tick();
    expect(a.sent.length).toBe(0);
  });
});
