import { and, eq } from "drizzle-orm";
import { devices, organisations } from "@cgm/db";
import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { badInput, notFound } from "../../common/errors";
import { parseId } from "../../common/ids";
import { deviceScope, organisationScope } from "../../common/scope";
import { enqueueCallback } from "../callback/callback.events";
import { findDevice } from "./device.service";
import type { Device } from "./device.types";

/**
 * Moves a device of the caller's scope to another organisation of the caller's scope, in the operation
 * log, with a `device.moved` callback to the partners of both trees (written in the same transaction).
 */
export async function moveDevice(ctx: Context, p: Principal, id: string, orgId: number): Promise<Device> {
  const deviceId = parseId(id);
  if (deviceId === null) throw notFound("The device");
  await ctx.db.transaction(async (tx) => {
    const [d] = await tx
      .select({ id: devices.id, sn: devices.sn, orgId: devices.orgId })
      .from(devices)
      .where(and(eq(devices.id, deviceId), deviceScope(tx, p)))
      .for("update");
    if (!d) throw notFound("The device");
    const orgs = await tx
      .select({ id: organisations.id, number: organisations.number, name: organisations.name })
      .from(organisations)
      .where(and(eq(organisations.id, parseId(orgId) ?? 0), organisationScope(tx, p)));
    const to = orgs[0];
    if (!to) throw badInput({ orgId: "device.orgOutOfScope" });
    if (to.id === d.orgId) return;
    const [from] = await tx
      .select({ id: organisations.id, number: organisations.number, name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, d.orgId));
    await tx.update(devices).set({ orgId: to.id, updatedAt: new Date() }).where(eq(devices.id, d.id));
    await audit(ctx, tx, {
      action: "device.move",
      entity: "device",
      entityId: d.id,
      before: { sn: d.sn, orgId: d.orgId, organisation: from?.name },
      after: { sn: d.sn, orgId: to.id, organisation: to.name },
    });
    const ref = (o: typeof to | undefined) => (o ? { id: o.id, number: o.number } : null);
    await enqueueCallback(tx, {
      type: "device.moved",
      deviceId: d.id,
      fromOrgId: d.orgId,
      data: { fromOrganisation: ref(from), toOrganisation: ref(to) },
    });
  });
  return findDevice(ctx, p, { id: deviceId });
}
