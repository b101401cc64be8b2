import { Arg, Ctx, ID, Mutation, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { notFound, unauthenticated } from "../../common/errors";
import { Device } from "../device/device.types";
import { releaseDevicePairing } from "./pairing.service";

@Resolver()
export class PairingResolver {
  @Mutation(() => Device, {
    description:
      "Releases a device's pairing with its phone app: its device token stops writing, and the SN may be " +
      "paired again (a device of the caller's data scope; CONFLICT when it is not paired)",
  })
  releaseDevicePairing(@Ctx() ctx: Context, @Arg("id", () => ID, { description: "Device id" }) id: string) {
    if (!ctx.principal) throw unauthenticated();
    const n = Number(id);
    if (!Number.isSafeInteger(n) || n <= 0) throw notFound("The device");
    return releaseDevicePairing(ctx, ctx.principal, n);
  }
}
