import { Resolver, Root, Subscription } from "type-graphql";
import type { Context, Principal } from "../../context";
import { affects, onAccessChanged, type AccessChange } from "../../live/access";

/** Changes that concern the subscriber, as an async iterator (ends when the client unsubscribes). */
async function* changesFor(p: Principal): AsyncGenerator<AccessChange> {
  const queue: AccessChange[] = [];
  let wake: (() => void) | null = null;
  const off = onAccessChanged((c) => {
    if (!affects(c, p)) return;
    queue.push(c);
    wake?.();
  });
  try {
    for (;;) {
      while (queue.length) yield queue.shift()!;
      await new Promise<void>((r) => (wake = r));
      wake = null;
    }
  } finally {
    off();
  }
}

@Resolver()
export class AccessResolver {
  @Subscription(() => Boolean, {
    description:
      "True each time the subscriber's role, account or organisation access changes: reload menus and codes",
    subscribe: ({ context }) => {
      const p = (context as Context).principal;
      if (!p || p.kind !== "staff") throw new Error("unauthenticated"); // onSubscribe refuses these first
      return changesFor(p);
    },
  })
  accessChanged(@Root() _change: AccessChange): boolean {
    return true;
  }
}
