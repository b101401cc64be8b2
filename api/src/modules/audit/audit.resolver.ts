import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL } from "drizzle-orm";
import { accounts, auditLog } from "@cgm/db";
import { GraphQLJSON } from "graphql-scalars";
import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { unauthenticated } from "../../common/errors";
import { PageInput, pageOf } from "../../common/paging";
import { accountScope } from "../../common/scope";
import { namesOfOlderEntries } from "../../common/audit.names";
import { AuditEntry, AuditFilter, AuditPage } from "./audit.types";
import { changesOf, filterOf, rowsOf, verbOf } from "./audit.view";
import { recordExport } from "./audit.export";
import { listFields, namedSnapshot, refNamesOf, type RefNames } from "./audit.refs";

type Row = typeof auditLog.$inferSelect;

/**
 * An entry as the log shows it: its verb, its name (stored, else the object's current name), and its
 * diff and filter with the records they point at named.
 */
function entryOf(r: Row, names: Map<string, string>, refs: RefNames): AuditEntry {
  const verb = verbOf(r.action, r.entity, r.after);
  const named = (snapshot: unknown) => namedSnapshot(r.entity, snapshot, refs);
  return {
    ...r,
    id: String(r.id),
    entityName: r.entityName ?? names.get(`${r.entity}:${r.entityId}`) ?? null,
    verb,
    changes: changesOf(verb, named(r.before), named(r.after), listFields(r.entity)),
    rows: rowsOf(r.after),
    filter: named(filterOf(r.after)) as Record<string, unknown> | null,
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

@Resolver()
export class AuditResolver {
  /**
   * The operation log, newest first. Within the data scope: rows whose actor is an account the caller
   * can see; rows without an account (unknown names at sign-in) only for callers who see all data.
   */
  @Query(() => AuditPage, { description: "The operation log, newest first, within the caller's data scope" })
  async auditLog(
    @Ctx() ctx: Context,
    @Arg("filter", () => AuditFilter, { nullable: true }) filter?: AuditFilter,
    @Arg("page", () => PageInput, { nullable: true }) page?: PageInput,
  ): Promise<AuditPage> {
    const p = ctx.principal;
    if (!p) throw unauthenticated();
    const { offset, limit } = pageOf(page);
    const conds: (SQL | undefined)[] = [];
    if (p.dataScope !== "ALL") {
      conds.push(
        inArray(
          auditLog.actorId,
          ctx.db.select({ id: accounts.id }).from(accounts).where(accountScope(ctx.db, p)),
        ),
      );
    }
    if (filter?.actor?.trim()) conds.push(ilike(auditLog.actor, `%${escapeLike(filter.actor.trim())}%`));
    if (filter?.entity?.trim()) conds.push(eq(auditLog.entity, filter.entity.trim()));
    if (filter?.action?.trim()) conds.push(ilike(auditLog.action, `${escapeLike(filter.action.trim())}%`));
    if (filter?.from) conds.push(gte(auditLog.at, filter.from));
    if (filter?.to) conds.push(lte(auditLog.at, filter.to));
    const where = and(...conds);
    const [rows, total] = await Promise.all([
      ctx.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
      ctx.db.select({ n: count() }).from(auditLog).where(where),
    ]);
    const [names, refs] = await Promise.all([namesOfOlderEntries(ctx.db, rows), refNamesOf(ctx.db, rows)]);
    return { items: rows.map((r) => entryOf(r, names, refs)), total: total[0]?.n ?? 0 };
  }

  /**
   * Logs an export the web made itself of a list it may read (the list kit's CSV): which list, the
   * filter and how many rows.
   */
  @Mutation(() => Boolean, {
    description: "Logs a CSV export of a list made in the browser: the list, its filter and the row count",
  })
  async recordExport(
    @Ctx() ctx: Context,
    @Arg("resource", () => String, {
      description: "The list exported: language, country, center, client, dictionary, dictionaryItem, ...",
    })
    resource: string,
    @Arg("rows", () => Int, { description: "How many rows the file holds (0 to 10,000)" }) rows: number,
    @Arg("filter", () => GraphQLJSON, {
      nullable: true,
      description: "The list's filter: at most 20 fields of short text, numbers or short lists",
    })
    filter?: unknown,
  ): Promise<boolean> {
    return recordExport(ctx, resource, filter, rows);
  }
}
