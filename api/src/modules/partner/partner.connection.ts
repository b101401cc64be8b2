import { eq } from "drizzle-orm";
import { organisations } from "@cgm/db";
import { Arg, Ctx, ID, Mutation, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { audit } from "../../common/audit";
import { unauthenticated } from "../../common/errors";
import { idOrNotFound } from "../../common/ids";
import { publishAccessChanged } from "../../live/access";
import { findVisible, getOrganisation } from "../organisation/organisation.service";
import { Organisation } from "../organisation/organisation.types";

/**
 * Removes an organisation's ERP connection: the authorization key (the partner's HTTP requests and open
 * WebSockets stop at once), the ERP number, e-mails and callback URL. Staff only; a row outside the
 * caller's data scope is NOT_FOUND. Written to the operation log.
 */
export async function removeErpConnection(ctx: Context, id: number): Promise<Organisation> {
  const p = ctx.principal;
  if (!p) throw unauthenticated();
  await ctx.db.transaction(async (tx) => {
    const before = await findVisible(tx, p, id);
    await tx
      .update(organisations)
      .set({
        erpKeyHash: null,
        erpKeyCreatedAt: null,
        erpKeyCreatedBy: null,
        erpNumber: null,
        emails: "",
        callbackUrl: null,
        updatedAt: new Date(),
      })
      .where(eq(organisations.id, id));
    await audit(ctx, tx, {
      action: "organisation.removeErpConnection",
      entity: "organisation",
      entityId: id,
      before: {
        erpNumber: before.erpNumber,
        emails: before.emails,
        callbackUrl: before.callbackUrl,
        hadKey: Boolean(before.erpKeyHash),
      },
      after: { erpNumber: null, emails: "", callbackUrl: null, hadKey: false },
    });
  });
  // Open WebSocket connections of the key are checked again, find no key, and close.
  publishAccessChanged({ orgIds: [id] });
  return getOrganisation(ctx, p, id);
}

@Resolver()
export class PartnerConnectionResolver {
  @Mutation(() => Organisation, {
    description:
      "Removes the organisation's ERP connection: its authorization key stops working at once (HTTP and open " +
      "WebSockets), and its ERP number, e-mails and callback URL are cleared",
  })
  removeErpConnection(
    @Ctx() ctx: Context,
    @Arg("id", () => ID, { description: "The organisation's id" }) id: string,
  ) {
    return removeErpConnection(ctx, idOrNotFound(id, "The organisation"));
  }
}
