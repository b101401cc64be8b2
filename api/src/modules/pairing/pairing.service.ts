import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { conflict } from "../../common/errors";
import { releasePairing } from "../../auth/device.pairing";
import { findDevice } from "../device/device.service";
import type { Device } from "../device/device.types";

/**
 * An operator releases a device's pairing, so that the SN can be paired again (a new phone): only a
 * device of the caller's data scope (else NOT_FOUND, as if it did not exist); the device token stops
 * writing at once. Written to the operation log with the pairing released.
 */
export async function releaseDevicePairing(ctx: Context, p: Principal, id: number): Promise<Device> {
  const device = await findDevice(ctx, p, { id });
  await ctx.db.transaction(async (tx) => {
    const released = await releasePairing(tx, id);
    if (!released) throw conflict("The device is not paired", "device.notPaired");
    await audit(ctx, tx, {
      action: "device.releasePairing",
      entity: "device",
      entityId: id,
      before: { sn: device.sn, pairedAt: released.pairedAt, pairedClient: released.pairedClient },
      after: { sn: device.sn, pairedAt: null, pairedClient: null },
    });
  });
  return findDevice(ctx, p, { id });
}
