import { and, eq, inArray } from "drizzle-orm";
import { devices, organisations } from "@cgm/db";
import { MSG, SN_PATTERN } from "@cgm/domain";
import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { conflict, badInput } from "../../common/errors";
import { organisationScope } from "../../common/scope";
import { findDevice } from "./device.service";
import type { Device } from "./device.types";

export interface NewDevice {
  sn: string;
  goodsCode: string;
  orgId: number;
  canUseDay: number;
  isSales: boolean;
  inventoryAt: Date | null;
}

/** Registers one device by form, in an organisation the caller can see. */
export async function createDevice(ctx: Context, p: Principal, input: NewDevice): Promise<Device> {
  await ctx.db.transaction(async (tx) => {
    const [org] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.id, input.orgId), organisationScope(tx, p)));
    if (!org) throw badInput({ orgId: "device.orgOutOfScope" });
    const [clash] = await tx.select({ id: devices.id }).from(devices).where(eq(devices.sn, input.sn));
    if (clash) throw conflict("A device with this SN already exists", "device.snTaken");
    const [row] = await tx
      .insert(devices)
      .values({ ...input, inventoryAt: input.inventoryAt ?? new Date(), createdBy: p.accountId })
      .returning();
    await audit(ctx, tx, { action: "device.create", entity: "device", entityId: row!.id, after: row });
  });
  return findDevice(ctx, p, input.sn);
}

export interface ImportRow {
  line: number;
  sn: string;
  goodsCode: string;
  organisation: string;
  /** Message id of the row's problem, or null when it can be imported. */
  error: string | null;
}

/** Splits one CSV line (double quotes allowed, "" inside them). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cur += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === "," && !quoted) {
      out.push(cur.trim());
      cur = "";
    } else {
      cur += c;
    }
  }
  out.push(cur.trim());
  return out;
}

export const IMPORT_MAX_ROWS = 5000;

/**
 * Inventory import: CSV with the columns SN, goodsCode, organisation (its number), a header row first.
 * Every row is checked (SN 12 or 13 characters and unused, product code, organisation in the caller's
 * scope); with commit=false nothing is written (the preview), with commit=true the valid rows are
 * inserted in one transaction and the invalid ones reported.
 */
export async function importDevices(ctx: Context, p: Principal, csv: string, commit: boolean) {
  const lines = csv
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .map((l, i) => [i + 1, l] as const)
    .filter(([, l]) => l.trim());
  const body = lines.slice(1);
  if (!lines.length || !/^\s*"?sn"?\s*,/i.test(lines[0]![1])) throw badInput({ csv: "device.importHeader" });
  if (body.length > IMPORT_MAX_ROWS) throw badInput({ csv: "device.importTooMany" });
  const rows: ImportRow[] = body.map(([line, text]) => {
    const [sn = "", goodsCode = "", organisation = ""] = cells(text);
    return { line, sn, goodsCode, organisation, error: null };
  });
  const numbers = [...new Set(rows.map((r) => r.organisation).filter(Boolean))];
  const orgs = numbers.length
    ? await ctx.db
        .select({ id: organisations.id, number: organisations.number })
        .from(organisations)
        .where(and(inArray(organisations.number, numbers), organisationScope(ctx.db, p)))
    : [];
  const orgOf = new Map(orgs.map((o) => [o.number, o.id]));
  const sns = rows.map((r) => r.sn).filter((s) => SN_PATTERN.test(s));
  const taken = new Set(
    sns.length
      ? (await ctx.db.select({ sn: devices.sn }).from(devices).where(inArray(devices.sn, sns))).map(
          (d) => d.sn,
        )
      : [],
  );
  const seen = new Set<string>();
  for (const r of rows) {
    if (!r.sn) r.error = MSG.required;
    else if (r.sn.length !== 12 && r.sn.length !== 13) r.error = MSG.snLength;
    else if (!SN_PATTERN.test(r.sn)) r.error = MSG.specialChars;
    else if (taken.has(r.sn) || seen.has(r.sn)) r.error = "device.snTaken";
    else if (!r.goodsCode || r.goodsCode.length > 32) r.error = "device.goodsCodeInvalid";
    else if (!orgOf.has(r.organisation)) r.error = "device.orgOutOfScope";
    seen.add(r.sn);
  }
  const valid = rows.filter((r) => !r.error);
  if (commit && valid.length) {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(devices).values(
        valid.map((r) => ({
          sn: r.sn,
          goodsCode: r.goodsCode,
          orgId: orgOf.get(r.organisation)!,
          createdBy: p.accountId,
        })),
      );
      await audit(ctx, tx, {
        action: "device.import",
        entity: "device",
        after: { count: valid.length, sns: valid.map((r) => r.sn).slice(0, 100) },
      });
    });
  }
  return {
    rows,
    valid: valid.length,
    invalid: rows.length - valid.length,
    imported: commit ? valid.length : 0,
  };
}
