import { Arg, Ctx, ID, Mutation, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { unauthenticated } from "../../common/errors";
import { idOrNotFound } from "../../common/ids";
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
    return releaseDevicePairing(ctx, ctx.principal, idOrNotFound(id, "The device"));
  }
}
