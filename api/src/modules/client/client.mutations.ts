import { and, eq, sql } from "drizzle-orm";
import { clientCountries, clients, dictionaries, type Db } from "@cgm/db";
import { CLIENT_TYPE_DICTIONARY, clientSchema, validateWith } from "@cgm/domain";
import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { badInput } from "../../common/errors";
import { idOrNotFound, parseId } from "../../common/ids";
import { isForeignKeyViolation } from "../../common/listing";
import { existingCountries } from "../country/country.service";
import { assertCenterVisible } from "../center/center.scope";
import { principalOf } from "../center/center.service";
import { clientById } from "./client.service";
import { lockClient } from "./client.scope";
import { unknownClientType, unknownCountry } from "./client.errors";
import { newClientId, newSecret, secretHash } from "./client.secrets";
import { forgetClient } from "../../auth/device";
import type { Client, ClientCredentials, ClientInput, ClientStatus } from "./client.types";

function clean(input: ClientInput) {
  const countryIds = [...new Set((input.countryIds ?? []).map((id) => parseId(id) ?? -1))];
  const r = validateWith(clientSchema, {
    ...input,
    centerId: input.centerId == null ? undefined : (parseId(input.centerId) ?? -1),
    countryIds,
  });
  if (!r.ok) throw badInput(r.fieldErrors);
  const v = r.value;
  return {
    name: v.clientName,
    type: v.clientType,
    centerId: v.centerId,
    countryIds: v.countryIds,
    remark: v.remark || null,
  };
}
type Clean = ReturnType<typeof clean>;

/** The code of the client-type dictionary's item matching `type` (ignoring case), or null. */
export async function clientTypeCode(db: Db, type: string): Promise<string | null> {
  const [row] = await db
    .select({ code: dictionaries.code })
    .from(dictionaries)
    .where(
      and(
        sql`${dictionaries.parentId} = (select d.id from ${dictionaries} d where d.parent_id is null and lower(d.key) = lower(${CLIENT_TYPE_DICTIONARY}))`,
        sql`lower(${dictionaries.code}) = lower(${type})`,
      ),
    )
    .limit(1);
  return row?.code ?? null;
}

/** The center must be one the caller sees, the type an item of the dictionary, every country must exist. */
async function check(db: Db, p: Principal, v: Clean): Promise<Clean> {
  await assertCenterVisible(db, p, v.centerId);
  const type = await clientTypeCode(db, v.type);
  if (!type) throw unknownClientType();
  if ((await existingCountries(db, v.countryIds)).length !== v.countryIds.length) throw unknownCountry();
  return { ...v, type };
}

export async function writeCountries(db: Db, clientId: number, countryIds: number[]): Promise<void> {
  await db.delete(clientCountries).where(eq(clientCountries.clientId, clientId));
  if (countryIds.length)
    await db.insert(clientCountries).values(countryIds.map((countryId) => ({ clientId, countryId })));
}

/** A center or country deleted while we saved: the foreign key refuses, and so do we. */
const mapDbError = (e: unknown): never => {
  throw isForeignKeyViolation(e) ? unknownCountry() : e;
};

/** Adds a client with a new client ID and secret; the secret is answered this once. */
export async function createClient(ctx: Context, input: ClientInput): Promise<ClientCredentials> {
  const p = principalOf(ctx);
  const v = clean(input);
  const secret = newSecret();
  const id = await ctx.db
    .transaction(async (tx) => {
      const { countryIds, ...row } = await check(tx, p, v);
      const [made] = await tx
        .insert(clients)
        .values({ ...row, clientId: newClientId(), secretHash: secretHash(secret), createdBy: p.accountId })
        .returning({ id: clients.id, clientId: clients.clientId });
      if (!made) throw new Error("client was not written");
      await writeCountries(tx, made.id, countryIds);
      const after = { ...row, countryIds, clientId: made.clientId };
      await audit(ctx, tx, { action: "client.create", entity: "client", entityId: made.id, after });
      return made.id;
    })
    .catch(mapDbError);
  return { client: await clientById(ctx.db, p, id), secret };
}

export async function updateClient(ctx: Context, id: string, input: ClientInput): Promise<Client> {
  const p = principalOf(ctx);
  const cid = idOrNotFound(id, "The client");
  const v = clean(input);
  await ctx.db
    .transaction(async (tx) => {
      const before = await lockClient(tx, p, cid);
      const { countryIds, ...row } = await check(tx, p, v);
      await tx
        .update(clients)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(clients.id, cid));
      await writeCountries(tx, cid, countryIds);
      const after = { ...row, countryIds };
      await audit(ctx, tx, { action: "client.update", entity: "client", entityId: cid, before, after });
    })
    .catch(mapDbError);
  return clientById(ctx.db, p, cid);
}

/**
 * Enables or disables a client: a disabled client's credentials, and the device tokens paired through
 * it, are refused from now on (auth/device.ts); enabled again, both work again (a suspension: to revoke
 * the tokens, give the client a new secret).
 */
export async function setClientStatus(ctx: Context, id: string, status: ClientStatus): Promise<Client> {
  const p = principalOf(ctx);
  const cid = idOrNotFound(id, "The client");
  const clientId = await ctx.db.transaction(async (tx) => {
    const before = await lockClient(tx, p, cid);
    await tx.update(clients).set({ status, updatedAt: new Date() }).where(eq(clients.id, cid));
    const entry = { action: "client.status", entity: "client", entityId: cid };
    await audit(ctx, tx, { ...entry, before: { status: before.status }, after: { status } });
    return before.clientId;
  });
  forgetClient(clientId);
  return clientById(ctx.db, p, cid);
}

/**
 * Deletes a client: its credentials, and the device tokens paired through it, are refused from now on;
 * its devices are paired through another client only after an operator releases them.
 */
export async function deleteClient(ctx: Context, id: string): Promise<boolean> {
  const p = principalOf(ctx);
  const cid = idOrNotFound(id, "The client");
  const clientId = await ctx.db.transaction(async (tx) => {
    const before = await lockClient(tx, p, cid);
    await tx.delete(clients).where(eq(clients.id, cid));
    await audit(ctx, tx, { action: "client.delete", entity: "client", entityId: cid, before });
    return before.clientId;
  });
  forgetClient(clientId);
  return true;
}
