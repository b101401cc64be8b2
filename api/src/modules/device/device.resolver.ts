import { isValidTimeZone } from "@cgm/domain";
import { Arg, Ctx, Query, Resolver } from "type-graphql";
import type { Context, Principal } from "../../context";
import { badInput, unauthenticated } from "../../common/errors";
import { PageInput } from "../../common/paging";
import {
  BluetoothEvent,
  Device,
  DeviceEventPage,
  DeviceFilter,
  DevicePage,
  DeviceSort,
  GlucoseCurve,
  GlucoseStats,
  PermissionStatus,
} from "./device.types";
import * as svc from "./device.service";
import { listDevices } from "./device.list";
import { systemTimeZone } from "../settings/settings.service";
import { DeviceExportFormat, exportDevicesCsv } from "./device.csv";
import { glucoseCurve } from "./device.curve";

const who = (ctx: Context): Principal => {
  if (!ctx.principal) throw unauthenticated();
  return ctx.principal;
};
/** The device (in scope) and a checked range. */
async function deviceRange(ctx: Context, sn: string, from: Date, to: Date) {
  svc.checkRange(from, to);
  return Number((await svc.findDevice(ctx, who(ctx), sn)).id);
}

@Resolver()
export class DeviceResolver {
  @Query(() => DevicePage, { description: "CGM devices in the caller's data scope" })
  devices(
    @Ctx() ctx: Context,
    @Arg("filter", () => DeviceFilter, { nullable: true }) filter?: DeviceFilter,
    @Arg("sort", () => DeviceSort, { nullable: true }) sort?: DeviceSort,
    @Arg("page", () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return listDevices(ctx, who(ctx), filter, sort, page);
  }

  @Query(() => String, {
    description:
      "The filtered, sorted list of the data scope as a CSV file (UTF-8 with BOM) in the given format; " +
      "more than 50,000 rows is refused (BAD_USER_INPUT, messageId device.exportTooMany)",
  })
  exportDevices(
    @Ctx() ctx: Context,
    @Arg("format", () => DeviceExportFormat) format: DeviceExportFormat,
    @Arg("filter", () => DeviceFilter, { nullable: true }) filter?: DeviceFilter,
    @Arg("sort", () => DeviceSort, { nullable: true }) sort?: DeviceSort,
  ) {
    return exportDevicesCsv(ctx, who(ctx), filter, sort, format);
  }

  @Query(() => Device)
  device(@Ctx() ctx: Context, @Arg("sn", () => String) sn: string) {
    return svc.findDevice(ctx, who(ctx), sn);
  }

  @Query(() => GlucoseCurve, { description: "At most ~2,000 points; buckets keep their minimum and maximum" })
  async glucoseCurve(
    @Ctx() ctx: Context,
    @Arg("sn", () => String) sn: string,
    @Arg("from", () => Date) from: Date,
    @Arg("to", () => Date) to: Date,
  ) {
    return glucoseCurve(ctx, await deviceRange(ctx, sn, from, to), from, to);
  }

  @Query(() => GlucoseStats)
  async glucoseStats(
    @Ctx() ctx: Context,
    @Arg("sn", () => String) sn: string,
    @Arg("from", () => Date) from: Date,
    @Arg("to", () => Date) to: Date,
    @Arg("timeZone", () => String, { nullable: true }) timeZone?: string,
  ) {
    const id = await deviceRange(ctx, sn, from, to);
    if (timeZone && !isValidTimeZone(timeZone)) throw badInput({ timeZone: "validation.timeZone.invalid" });
    const tz = timeZone ?? (await systemTimeZone(ctx.db));
    return svc.glucoseStats(ctx, id, from, to, tz);
  }

  @Query(() => DeviceEventPage, { description: "Abnormal events of the range, newest first" })
  async anomalyEvents(
    @Ctx() ctx: Context,
    @Arg("sn", () => String) sn: string,
    @Arg("from", () => Date) from: Date,
    @Arg("to", () => Date) to: Date,
    @Arg("page", () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    const id = await deviceRange(ctx, sn, from, to);
    return svc.pageDeviceEvents(ctx.db, "anomalies", id, { from, to }, page);
  }

  @Query(() => [BluetoothEvent], {
    description:
      "Bluetooth connection changes of the range, preceded by the last change before it (the state at its start)",
  })
  async bluetoothEvents(
    @Ctx() ctx: Context,
    @Arg("sn", () => String) sn: string,
    @Arg("from", () => Date) from: Date,
    @Arg("to", () => Date) to: Date,
  ) {
    return svc.listBluetooth(ctx.db, await deviceRange(ctx, sn, from, to), from, to);
  }

  @Query(() => PermissionStatus, { nullable: true, description: "The latest permission snapshot" })
  async permissionStatus(@Ctx() ctx: Context, @Arg("sn", () => String) sn: string) {
    return svc.latestPermissions(ctx.db, Number((await svc.findDevice(ctx, who(ctx), sn)).id));
  }

  @Query(() => DeviceEventPage, { description: "Terminal usage records of the range, newest first" })
  async usageRecords(
    @Ctx() ctx: Context,
    @Arg("sn", () => String) sn: string,
    @Arg("from", () => Date) from: Date,
    @Arg("to", () => Date) to: Date,
    @Arg("page", () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    const id = await deviceRange(ctx, sn, from, to);
    return svc.pageDeviceEvents(ctx.db, "usage", id, { from, to }, page);
  }
}
