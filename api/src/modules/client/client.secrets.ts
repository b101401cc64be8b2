import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { clients } from "@cgm/db";
import type { Context } from "../../context";
import { audit } from "../../common/audit";
import { idOrNotFound } from "../../common/ids";
import { hashToken, newToken } from "../../auth/tokens";
import { forgetClient } from "../../auth/device";
import { principalOf } from "../center/center.service";
import { clientById } from "./client.service";
import { lockClient } from "./client.scope";
import type { ClientCredentials } from "./client.types";

/** A client ID: 96 random bits (unique by the table's index, and by chance many times over). */
export const newClientId = () => `cgm-${randomBytes(12).toString("hex")}`;
/** A client secret: 256 random bits, URL-safe. */
export const newSecret = () => `cs_${newToken()}`;
/** Only this digest of a secret is stored (as for sessions and device tokens). */
export const secretHash = hashToken;

/**
 * Gives a client a new secret, answered this once; the old one is refused from now on, and so are the
 * device tokens paired with it (a new secret generation): its apps pair their devices again with the
 * new secret (auth/device.pairing.ts), without an operator's release.
 */
export async function rotateClientSecret(ctx: Context, id: string): Promise<ClientCredentials> {
  const p = principalOf(ctx);
  const cid = idOrNotFound(id, "The client");
  const secret = newSecret();
  const clientId = await ctx.db.transaction(async (tx) => {
    // FOR UPDATE: waits for the ingest transactions writing with this client's tokens (FOR KEY SHARE).
    const before = await lockClient(tx, p, cid);
    await tx
      .update(clients)
      .set({
        secretHash: secretHash(secret),
        secretGeneration: sql`${clients.secretGeneration} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(clients.id, cid));
    await audit(ctx, tx, { action: "client.rotateSecret", entity: "client", entityId: cid });
    return before.clientId;
  });
  forgetClient(clientId);
  return { client: await clientById(ctx.db, p, cid), secret };
}
