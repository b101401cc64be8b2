import { eq } from "drizzle-orm";
import { countries } from "@cgm/db";
import type { Context } from "../../context";
import { audit } from "../../common/audit";
import { idOrNotFound, parseId } from "../../common/ids";
import { isForeignKeyViolation } from "../../common/listing";
import { cleanTranslations, writeTranslations } from "../country/country.translations";
import { unknownCountry } from "./center.errors";
import { lockCenter, supportedAmong } from "./center.mutations";
import { centerById, principalOf } from "./center.service";
import type { Center, CenterTranslationsInput } from "./center.types";

/**
 * Country translation of a center: sets the names per language of some of the countries it supports
 * (the same names Translation setting of Country management shows).
 */
export async function setCenterCountryTranslations(
  ctx: Context,
  id: string,
  input: CenterTranslationsInput,
): Promise<Center> {
  const p = principalOf(ctx);
  const cid = idOrNotFound(id, "The center");
  const list = input.countries ?? [];
  await ctx.db
    .transaction(async (tx) => {
      await lockCenter(tx, p, cid);
      const ids = list.map((c) => parseId(c.countryId) ?? -1);
      const supported = await supportedAmong(tx, cid, ids);
      const bad = ids.findIndex((countryId, i) => !supported.has(countryId) || ids.indexOf(countryId) !== i);
      if (bad >= 0) throw unknownCountry(`countries[${bad}].countryId`);
      for (const [i, c] of list.entries()) {
        const countryId = ids[i] ?? -1;
        const names = await cleanTranslations(tx, c.translations ?? [], `countries[${i}].translations`);
        await tx
          .select({ id: countries.id })
          .from(countries)
          .where(eq(countries.id, countryId))
          .for("update");
        await writeTranslations(tx, countryId, names);
      }
      const after = list.map((c) => ({ countryId: c.countryId, translations: c.translations }));
      await audit(ctx, tx, { action: "center.translate", entity: "center", entityId: cid, after });
    })
    .catch((e: unknown) => {
      throw isForeignKeyViolation(e) ? unknownCountry("countries") : e;
    });
  return centerById(ctx.db, p, cid);
}
