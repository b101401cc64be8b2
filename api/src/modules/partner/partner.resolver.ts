import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { Context, Principal } from "../../context";
import { unauthenticated } from "../../common/errors";
import { PageInput } from "../../common/paging";
import { DevicePage, GlucoseCurve } from "../device/device.types";
import { glucoseCurve } from "../device/device.curve";
import { LogPullFilter, LogPullPage } from "../logPull/logPull.types";
import { listPulls } from "../logPull/logPull.service";
import * as svc from "./partner.service";
import { listChanges } from "./partner.sync";
import {
  PartnerAnomalyPage,
  PartnerChangePage,
  PartnerDeviceFilter,
  PartnerOrganisationPage,
  PartnerReadingPage,
} from "./partner.types";

const who = (ctx: Context): Principal => {
  if (!ctx.principal) throw unauthenticated();
  return ctx.principal;
};

const SCOPE =
  "Partner key only (Authorization: Bearer <key>); the key organisation and its sub-organisations";

/** The partner API: read-only queries of an organisation's authorization key (docs/partner-guide.md). */
@Resolver()
export class PartnerResolver {
  @Query(() => PartnerOrganisationPage, { description: `The key's organisations, parents first. ${SCOPE}` })
  partnerOrganisations(
    @Ctx() ctx: Context,
    @Arg("page", () => PageInput, { nullable: true, description: "Offset and limit (at most 100)" })
    page?: PageInput,
  ) {
    return svc.listOrganisations(ctx, who(ctx), page);
  }

  @Query(() => DevicePage, { description: `CGM devices of the key's tree, by SN. ${SCOPE}` })
  partnerDevices(
    @Ctx() ctx: Context,
    @Arg("filter", () => PartnerDeviceFilter, { nullable: true, description: "SN part, organisation" })
    filter?: PartnerDeviceFilter,
    @Arg("page", () => PageInput, { nullable: true, description: "Offset and limit (at most 100)" })
    page?: PageInput,
  ) {
    return svc.listPartnerDevices(ctx, who(ctx), filter, page);
  }

  @Query(() => PartnerReadingPage, {
    description: `Glucose readings of one device in [from, to) (at most 90 days), oldest first, paged by time. ${SCOPE}`,
  })
  partnerReadings(
    @Ctx() ctx: Context,
    @Arg("sn", () => String, { description: "The device's SN" }) sn: string,
    @Arg("from", () => Date, { description: "Range start (inclusive)" }) from: Date,
    @Arg("to", () => Date, { description: "Range end (exclusive)" }) to: Date,
    @Arg("after", () => Date, { nullable: true, description: "The previous page's nextAfter" })
    after?: Date,
    @Arg("limit", () => Int, { nullable: true, description: "Readings per page, 1 to 5000 (default 1000)" })
    limit?: number,
  ) {
    return svc.pageReadings(ctx, who(ctx), { sn, from, to, after, limit });
  }

  @Query(() => GlucoseCurve, {
    description: `The device curve of [from, to): at most ~2,000 points, buckets keep their minimum and maximum. ${SCOPE}`,
  })
  async partnerGlucoseCurve(
    @Ctx() ctx: Context,
    @Arg("sn", () => String, { description: "The device's SN" }) sn: string,
    @Arg("from", () => Date, { description: "Range start" }) from: Date,
    @Arg("to", () => Date, { description: "Range end" }) to: Date,
  ) {
    return glucoseCurve(ctx, await svc.deviceInRange(ctx, who(ctx), sn, from, to), from, to);
  }

  @Query(() => PartnerAnomalyPage, {
    description: `Anomaly events that happened in [from, to) (at most 90 days), in the order they were stored. ${SCOPE}`,
  })
  partnerAnomalies(
    @Ctx() ctx: Context,
    @Arg("from", () => Date, { description: "Happened at or after" }) from: Date,
    @Arg("to", () => Date, { description: "Happened before" }) to: Date,
    @Arg("sn", () => String, { nullable: true, description: "Only this device" }) sn?: string,
    @Arg("receivedAfter", () => Date, {
      nullable: true,
      description: "Only events stored after this time (the last receivedAt you have)",
    })
    receivedAfter?: Date,
    @Arg("page", () => PageInput, { nullable: true, description: "Offset and limit (at most 100)" })
    page?: PageInput,
  ) {
    return svc.pageAnomalies(ctx, who(ctx), { from, to, sn, receivedAfter, page });
  }

  @Query(() => LogPullPage, { description: `App log pulls of the key's devices, newest first. ${SCOPE}` })
  partnerLogPulls(
    @Ctx() ctx: Context,
    @Arg("filter", () => LogPullFilter, { nullable: true, description: "SN part, status, pulled between" })
    filter?: LogPullFilter,
    @Arg("page", () => PageInput, { nullable: true, description: "Offset and limit (at most 100)" })
    page?: PageInput,
  ) {
    who(ctx);
    return listPulls(ctx, filter ?? null, null, page ?? null);
  }

  @Query(() => PartnerChangePage, {
    description:
      "What changed since the cursor: devices and organisations of the key's tree as they are now, and " +
      "deletions (a device moved out of an organisation is deleted there). No cursor: everything that exists " +
      `now. ${SCOPE}`,
  })
  partnerChanges(
    @Ctx() ctx: Context,
    @Arg("after", () => String, { nullable: true, description: "The cursor of the previous page" })
    after?: string,
    @Arg("limit", () => Int, { nullable: true, description: "Changes per page, 1 to 1000 (default 500)" })
    limit?: number,
  ) {
    return listChanges(ctx, who(ctx), after, limit);
  }
}

export const PARTNER_QUERIES = [
  "partnerOrganisations",
  "partnerDevices",
  "partnerReadings",
  "partnerGlucoseCurve",
  "partnerAnomalies",
  "partnerLogPulls",
  "partnerChanges",
] as const;
