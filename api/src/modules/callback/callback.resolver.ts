import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { unauthenticated } from "../../common/errors";
import { PageInput } from "../../common/paging";
import * as svc from "./callback.service";
import {
  CallbackDelivery,
  CallbackDeliveryFilter,
  CallbackDeliveryPage,
  CallbackSecret,
  CallbackSigning,
} from "./callback.types";

const who = (ctx: Context) => {
  if (!ctx.principal) throw unauthenticated();
  return ctx.principal;
};

/** The ERP connection screen's callbacks: delivery log, resend, test event, signing secret. */
@Resolver()
export class CallbackResolver {
  @Query(() => CallbackDeliveryPage, {
    description:
      "An organisation's callback deliveries, newest first (your data scope must cover the organisation and all its sub-organisations)",
  })
  callbackDeliveries(
    @Ctx() ctx: Context,
    @Arg("orgId", () => ID, { description: "The organisation" }) orgId: string,
    @Arg("filter", () => CallbackDeliveryFilter, { nullable: true, description: "Filters" })
    filter: CallbackDeliveryFilter | null,
    @Arg("page", () => PageInput, { nullable: true, description: "Page (limit at most 100)" })
    page: PageInput | null,
  ) {
    return svc.listDeliveries(ctx, who(ctx), orgId, filter, page);
  }

  @Query(() => CallbackSigning, { description: "Whether the organisation has a callback signing secret" })
  callbackSigning(
    @Ctx() ctx: Context,
    @Arg("orgId", () => ID, { description: "The organisation" }) orgId: string,
  ) {
    return svc.callbackSigning(ctx, who(ctx), orgId);
  }

  @Mutation(() => CallbackSecret, {
    description:
      "Makes a new callback signing secret (whsec_...), shown only in this answer; callbacks are signed with it from now on",
  })
  rotateCallbackSecret(
    @Ctx() ctx: Context,
    @Arg("orgId", () => ID, { description: "The organisation" }) orgId: string,
  ) {
    return svc.rotateCallbackSecret(ctx, who(ctx), orgId);
  }

  @Mutation(() => CallbackDelivery, {
    description:
      "Sends a delivery again with the same webhook-id: a delivered or failed one as a new delivery, a pending one now",
  })
  resendCallback(@Ctx() ctx: Context, @Arg("id", () => ID, { description: "The delivery" }) id: string) {
    return svc.resendCallback(ctx, who(ctx), id);
  }

  @Mutation(() => CallbackDelivery, {
    description: "Sends a signed test event to the organisation's callback URL",
  })
  sendTestCallback(
    @Ctx() ctx: Context,
    @Arg("orgId", () => ID, { description: "The organisation" }) orgId: string,
  ) {
    return svc.sendTestCallback(ctx, who(ctx), orgId);
  }
}
