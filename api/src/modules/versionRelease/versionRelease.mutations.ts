import { and, eq, inArray, ne } from "drizzle-orm";
import { languages, versionReleaseLanguages, versionReleases, type Db } from "@cgm/db";
import { validateWith, versionReleaseSchema } from "@cgm/domain";
import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { badInput } from "../../common/errors";
import { idOrNotFound, parseId } from "../../common/ids";
import { isForeignKeyViolation, isUniqueViolation } from "../../common/listing";
import { principalOf } from "../center/center.service";
import { clientTypeCode } from "../client/client.mutations";
import { releaseById } from "./versionRelease.service";
import { lockRelease, visibleClient } from "./versionRelease.scope";
import { numberTaken, unknownClient, unknownLanguage, unknownTerminalType } from "./versionRelease.errors";
import type { VersionRelease, VersionReleaseInput } from "./versionRelease.types";

function clean(input: VersionReleaseInput) {
  const languageIdList = [...new Set((input.languageIdList ?? []).map((id) => parseId(id) ?? -1))];
  const r = validateWith(versionReleaseSchema, {
    ...input,
    clientId: input.clientId == null ? undefined : (parseId(input.clientId) ?? -1),
    languageIdList,
  });
  if (!r.ok) throw badInput(r.fieldErrors);
  const v = r.value;
  return {
    clientId: v.clientId,
    terminalType: v.terminalType,
    versionNum: v.versionNum,
    versionName: v.versionName,
    remark: v.remark || null,
    languageIds: v.languageIdList,
  };
}
type Clean = ReturnType<typeof clean>;

/**
 * The client must be one the caller sees, the terminal type an item of the dictionary (stored in the
 * dictionary's spelling), every language must exist, and the number be free for the client and type.
 */
async function check(db: Db, p: Principal, v: Clean, exceptId: number | null): Promise<Clean> {
  const client = await visibleClient(db, p, v.clientId);
  if (!client) throw unknownClient();
  const terminalType = await clientTypeCode(db, v.terminalType);
  if (!terminalType) throw unknownTerminalType();
  const found = await db
    .select({ id: languages.id })
    .from(languages)
    .where(inArray(languages.id, v.languageIds));
  if (found.length !== v.languageIds.length) throw unknownLanguage();
  const same = and(
    eq(versionReleases.clientId, v.clientId),
    eq(versionReleases.terminalType, terminalType),
    eq(versionReleases.versionNum, v.versionNum),
  );
  const [hit] = await db
    .select({ id: versionReleases.id })
    .from(versionReleases)
    .where(exceptId === null ? same : and(same, ne(versionReleases.id, exceptId)))
    .limit(1);
  if (hit) throw numberTaken();
  return { ...v, terminalType };
}

async function writeLanguages(db: Db, releaseId: number, languageIds: number[]): Promise<void> {
  await db.delete(versionReleaseLanguages).where(eq(versionReleaseLanguages.releaseId, releaseId));
  if (languageIds.length)
    await db
      .insert(versionReleaseLanguages)
      .values(languageIds.map((languageId) => ({ releaseId, languageId })));
}

/** The constraint a database error names (postgres.js: constraint_name; PGlite: constraint). */
function constraintOf(e: unknown): string {
  for (let cur = e, depth = 0; cur && typeof cur === "object" && depth < 4; depth++) {
    const c = cur as { constraint_name?: unknown; constraint?: unknown; cause?: unknown };
    const name = c.constraint_name ?? c.constraint;
    if (typeof name === "string") return name;
    cur = c.cause;
  }
  return "";
}

/**
 * A concurrent save got past the checks: the same number saved at once (the unique index), or a client
 * or language deleted meanwhile (a foreign key). Each is the field error the check gives.
 */
const mapDbError = (e: unknown): never => {
  if (isUniqueViolation(e)) throw numberTaken();
  if (isForeignKeyViolation(e))
    throw constraintOf(e).includes("language") ? unknownLanguage() : unknownClient();
  throw e;
};

const nameOf = (v: { versionNum: string; versionName: string }) => `${v.versionName} (${v.versionNum})`;

export async function createRelease(ctx: Context, input: VersionReleaseInput): Promise<VersionRelease> {
  const p = principalOf(ctx);
  const v = clean(input);
  const id = await ctx.db
    .transaction(async (tx) => {
      const { languageIds, ...row } = await check(tx, p, v, null);
      const [made] = await tx
        .insert(versionReleases)
        .values({ ...row, createdBy: p.accountId })
        .returning({ id: versionReleases.id });
      if (!made) throw new Error("version release was not written");
      await writeLanguages(tx, made.id, languageIds);
      const after = { ...row, languageIds };
      const entry = { entity: "versionRelease", entityId: made.id, entityName: nameOf(row) };
      await audit(ctx, tx, { action: "versionRelease.create", ...entry, after });
      return made.id;
    })
    .catch(mapDbError);
  return releaseById(ctx.db, p, id);
}

export async function updateRelease(
  ctx: Context,
  id: string,
  input: VersionReleaseInput,
): Promise<VersionRelease> {
  const p = principalOf(ctx);
  const rid = idOrNotFound(id, "The version release");
  const v = clean(input);
  await ctx.db
    .transaction(async (tx) => {
      const before = await lockRelease(tx, p, rid);
      const { languageIds, ...row } = await check(tx, p, v, rid);
      await tx
        .update(versionReleases)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(versionReleases.id, rid));
      await writeLanguages(tx, rid, languageIds);
      const entry = { entity: "versionRelease", entityId: rid, entityName: nameOf(row) };
      await audit(ctx, tx, {
        action: "versionRelease.update",
        ...entry,
        before,
        after: { ...row, languageIds },
      });
    })
    .catch(mapDbError);
  return releaseById(ctx.db, p, rid);
}

export async function deleteRelease(ctx: Context, id: string): Promise<boolean> {
  const p = principalOf(ctx);
  const rid = idOrNotFound(id, "The version release");
  await ctx.db.transaction(async (tx) => {
    const before = await lockRelease(tx, p, rid);
    await tx.delete(versionReleases).where(eq(versionReleases.id, rid));
    const entry = { entity: "versionRelease", entityId: rid, entityName: nameOf(before) };
    await audit(ctx, tx, { action: "versionRelease.delete", ...entry, before });
  });
  return true;
}
