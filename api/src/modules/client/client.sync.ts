import { and, asc, eq, ne, sql } from "drizzle-orm";
import { clientCountries, clients } from "@cgm/db";
import { ANDROID_CLIENT_TYPE } from "@cgm/domain";
import type { Context } from "../../context";
import { audit } from "../../common/audit";
import { idOrNotFound } from "../../common/ids";
import { principalOf } from "../center/center.service";
import { clientById } from "./client.service";
import { clientScope, lockClient } from "./client.scope";
import { noAndroidClient } from "./client.errors";
import { writeCountries } from "./client.mutations";
import type { Client } from "./client.types";

/**
 * Sync Android information: copies the center and support countries of the Android client (the oldest
 * enabled one in the caller's scope other than this client) onto this client.
 */
export async function syncClientFromAndroid(ctx: Context, id: string): Promise<Client> {
  const p = principalOf(ctx);
  const cid = idOrNotFound(id, "The client");
  await ctx.db.transaction(async (tx) => {
    const before = await lockClient(tx, p, cid);
    const [source] = await tx
      .select({ id: clients.id, centerId: clients.centerId })
      .from(clients)
      .where(
        and(
          sql`lower(${clients.type}) = lower(${ANDROID_CLIENT_TYPE})`,
          eq(clients.status, "ACTIVE"),
          ne(clients.id, cid),
          sql`${clients.centerId} is not null`,
          clientScope(tx, p),
        ),
      )
      .orderBy(asc(clients.createdAt), asc(clients.id))
      .limit(1)
      .for("share");
    if (!source) throw noAndroidClient();
    const countryIds = (
      await tx
        .select({ id: clientCountries.countryId })
        .from(clientCountries)
        .where(eq(clientCountries.clientId, source.id))
    ).map((r) => r.id);
    await tx
      .update(clients)
      .set({ centerId: source.centerId, updatedAt: new Date() })
      .where(eq(clients.id, cid));
    await writeCountries(tx, cid, countryIds);
    await audit(ctx, tx, {
      action: "client.syncAndroid",
      entity: "client",
      entityId: cid,
      before: { centerId: before.centerId },
      after: { from: source.id, centerId: source.centerId, countryIds },
    });
  });
  return clientById(ctx.db, p, cid);
}
