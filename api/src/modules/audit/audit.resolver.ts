import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL } from "drizzle-orm";
import { accounts, auditLog } from "@cgm/db";
import { Arg, Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { unauthenticated } from "../../common/errors";
import { PageInput, pageOf } from "../../common/paging";
import { accountScope } from "../../common/scope";
import { AuditFilter, AuditPage } from "./audit.types";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

@Resolver()
export class AuditResolver {
  /**
   * The operation log, newest first. Within the data scope: rows whose actor is an account the caller
   * can see; rows without an account (unknown names at sign-in) only for callers who see all data.
   */
  @Query(() => AuditPage)
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
    return { items: rows.map((r) => ({ ...r, id: String(r.id) })), total: total[0]?.n ?? 0 };
  }
}
