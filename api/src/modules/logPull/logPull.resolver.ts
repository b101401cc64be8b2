import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context, Principal } from "../../context";
import { forbidden, unauthenticated } from "../../common/errors";
import { PageInput } from "../../common/paging";
import { onLogPull, type LogPullEvent } from "./logPull.events";
import { requestPulls } from "./logPull.request";
import { findPull, getPull, listPulls } from "./logPull.service";
import { LogPull, LogPullFilter, LogPullOutcome, LogPullPage, LogPullSort } from "./logPull.types";

/** The subscriber, holding sys:appLog (the shield guards only each event's resolve: checked here too). */
function subscriber(context: unknown): Principal {
  const p = (context as Context).principal;
  if (!p) throw unauthenticated();
  if (p.kind !== "staff" || !p.codes.has("sys:appLog")) throw forbidden();
  return p;
}

/**
 * The pulls the subscriber sees, as they change: listening from the moment of subscribing, each
 * announced pull loaded under the subscriber's scope (others skipped); `return()` stops listening at
 * once, even while waiting.
 */
function changes(ctx: Context, p: Principal): AsyncIterableIterator<LogPull> {
  const queue: LogPullEvent[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  const off = onLogPull((e) => {
    queue.push(e);
    wake?.();
  });
  const it: AsyncIterableIterator<LogPull> = {
    async next() {
      while (!done) {
        while (!queue.length && !done) await new Promise<void>((r) => (wake = r));
        wake = null;
        const e = queue.shift();
        const pull = e ? await findPull(ctx.db, p, e.pullId) : null;
        if (pull && !done) return { value: pull, done: false };
      }
      return { value: undefined, done: true };
    },
    async return() {
      done = true;
      off();
      wake?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return it;
    },
  };
  return it;
}

@Resolver(() => LogPull)
export class LogPullResolver {
  @Query(() => LogPullPage, {
    description: "App log pulls of devices in your data scope, newest pull first unless sorted otherwise",
  })
  logPulls(
    @Arg("filter", () => LogPullFilter, { nullable: true, description: "Filters" })
    filter: LogPullFilter | null,
    @Arg("sort", () => LogPullSort, { nullable: true, description: "Sort order" }) sort: LogPullSort | null,
    @Arg("page", () => PageInput, { nullable: true, description: "Page (limit at most 100)" })
    page: PageInput | null,
    @Ctx() ctx: Context,
  ): Promise<LogPullPage> {
    return listPulls(ctx, filter, sort, page);
  }

  @Query(() => LogPull, { description: "One app log pull of a device in your data scope" })
  logPull(@Arg("id", () => ID, { description: "Log pull record id" }) id: string, @Ctx() ctx: Context) {
    return getPull(ctx, id);
  }

  @Mutation(() => [LogPullOutcome], {
    description:
      "Asks the apps of these devices for their logs of the last periodDays days (1, 2, 3 or 7): one " +
      "pull per SN, each with its outcome (the pull, or why none was made). At most 100 SNs.",
  })
  requestLogPulls(
    @Arg("sns", () => [String], { description: "The SNs (12 or 13 characters each)" }) sns: string[],
    @Arg("periodDays", () => Int, { description: "The period: 1, 2, 3 or 7 (days)" }) periodDays: number,
    @Ctx() ctx: Context,
  ): Promise<LogPullOutcome[]> {
    return requestPulls(ctx, sns, periodDays);
  }

  @Subscription(() => LogPull, {
    description:
      "App log pulls of devices in your data scope as they are made or change status (retrieving, " +
      "uploaded, failed, expired); scope checked at subscribe and for every event",
    subscribe: ({ context }) => changes(context as Context, subscriber(context)),
  })
  logPullChanged(@Root() pull: LogPull): LogPull {
    return pull;
  }
}
