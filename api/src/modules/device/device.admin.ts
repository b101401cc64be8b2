import { and, eq, inArray } from "drizzle-orm";
import { devices, organisations, sqlState, type Db } from "@cgm/db";
import { MSG, deviceSchema, validateWith } from "@cgm/domain";
import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { conflict, badInput } from "../../common/errors";
import { organisationScope } from "../../common/scope";
import { findDevice } from "./device.service";
import type { Device } from "./device.types";
import { csvError, parseCsv } from "./device.csv";
import { snUnavailable, spendSnChecks, takenSns } from "./device.snguard";

export interface NewDevice {
  sn: string;
  goodsCode: string;
  orgId: number;
  canUseDay: number;
  isSales: boolean;
  inventoryAt: Date | null;
}

/** An SN as registered: trimmed and upper-cased, so "cgm…" and "CGM…" are one device. */
export const normaliseSn = (sn: string) => sn.trim().toUpperCase();

const snTaken = () => conflict("A device with this SN already exists", "device.snTaken");

/** A unique violation from either driver (drizzle wraps the driver's error in `cause`). */
const isUniqueViolation = (e: unknown) =>
  sqlState(e) === "23505" || sqlState((e as { cause?: unknown } | null)?.cause) === "23505";

/**
 * Registers one device by form, in an organisation the caller can see. The input has passed the
 * domain's device schema (DeviceInput.schema), the same rule every import row is checked with.
 */
export async function createDevice(ctx: Context, p: Principal, input: NewDevice): Promise<Device> {
  const sn = normaliseSn(input.sn);
  const goodsCode = input.goodsCode.trim();
  await spendSnChecks(ctx, p, [sn]);
  try {
    await ctx.db.transaction(async (tx) => {
      const [org] = await tx
        .select({ id: organisations.id })
        .from(organisations)
        .where(and(eq(organisations.id, input.orgId), organisationScope(tx, p)));
      if (!org) throw badInput({ orgId: "device.orgOutOfScope" });
      const taken = (await takenSns(tx, p, [sn])).get(sn);
      if (taken) throw taken === "device.snTaken" ? snTaken() : snUnavailable();
      const [row] = await tx
        .insert(devices)
        .values({
          ...input,
          sn,
          goodsCode,
          inventoryAt: input.inventoryAt ?? new Date(),
          createdBy: p.accountId,
        })
        .returning();
      await audit(ctx, tx, { action: "device.create", entity: "device", entityId: row!.id, after: row });
    });
  } catch (e) {
    // Another insert won the race: where that device lives is not the caller's to learn.
    throw isUniqueViolation(e) ? snUnavailable() : e;
  }
  return findDevice(ctx, p, sn);
}

export type ImportField = "sn" | "goodsCode" | "organisation";

export interface ImportRow {
  /** The line of the file the record starts on (the header is line 1). */
  line: number;
  sn: string;
  goodsCode: string;
  organisation: string;
  /** Each field's problem as a message id; empty when the row can be imported. */
  errors: { field: ImportField; message: string }[];
}

export const IMPORT_MAX_ROWS = 5000;

/** The form's rule for the two fields an inventory row shares with it. */
const rowSchema = deviceSchema.pick(["sn", "goodsCode"]);

/**
 * Checks every row with the form's rule (SN 12 or 13 letters and digits, product code), the SN unused
 * in the database and earlier in the file (ignoring case), and the organisation number in the caller's
 * scope. Returns the importable rows with their organisation id.
 */
async function check(db: Db, p: Principal, rows: ImportRow[]) {
  const numbers = [...new Set(rows.map((r) => r.organisation).filter(Boolean))];
  const orgs = numbers.length
    ? await db
        .select({ id: organisations.id, number: organisations.number })
        .from(organisations)
        .where(and(inArray(organisations.number, numbers), organisationScope(db, p)))
    : [];
  const orgOf = new Map(orgs.map((o) => [o.number, o.id]));
  const taken = await takenSns(db, p, [...new Set(rows.map((r) => r.sn).filter(Boolean))]);
  const seen = new Set<string>();
  const valid: { row: ImportRow; orgId: number }[] = [];
  for (const r of rows) {
    const checked = validateWith(rowSchema, { sn: r.sn, goodsCode: r.goodsCode });
    const fe: Partial<Record<ImportField, string>> = checked.ok ? {} : checked.fieldErrors;
    if (!fe.sn && taken.has(r.sn)) fe.sn = taken.get(r.sn);
    else if (!fe.sn && seen.has(r.sn)) fe.sn = "device.snRepeated";
    if (!r.organisation) fe.organisation = MSG.required;
    else if (!orgOf.has(r.organisation)) fe.organisation = "device.orgOutOfScope";
    if (r.sn) seen.add(r.sn);
    r.errors = (["sn", "goodsCode", "organisation"] as const).flatMap((field) =>
      fe[field] ? [{ field, message: fe[field] }] : [],
    );
    if (!r.errors.length) valid.push({ row: r, orgId: orgOf.get(r.organisation)! });
  }
  return valid;
}

/**
 * Inventory import: CSV (RFC 4180) with the columns SN, goodsCode, organisation (its number), a header
 * row first. With commit=false nothing is written (the preview). With commit=true the rows are checked
 * again and the valid ones inserted in one transaction: all of them or, when anything fails, none; the
 * invalid rows are skipped and reported, as the preview said.
 */
export async function importDevices(ctx: Context, p: Principal, csv: string, commit: boolean) {
  const [head, ...body] = parseCsv(csv);
  if (!head || head.cells[0]?.trim().toLowerCase() !== "sn" || head.cells.length < 3)
    throw csvError("device.importHeader");
  if (body.length > IMPORT_MAX_ROWS) throw csvError("device.importTooMany", { limit: IMPORT_MAX_ROWS });
  const rows: ImportRow[] = body.map(({ line, cells: [sn = "", goodsCode = "", organisation = ""] }) => ({
    line,
    sn: normaliseSn(sn),
    goodsCode: goodsCode.trim(),
    organisation: organisation.trim(),
    errors: [],
  }));
  await spendSnChecks(ctx, p, rows.map((r) => r.sn).filter(Boolean));
  const result = (valid: number, imported: number) => ({
    rows,
    valid,
    invalid: rows.length - valid,
    imported,
  });
  if (!commit) return result((await check(ctx.db, p, rows)).length, 0);
  try {
    return await ctx.db.transaction(async (tx) => {
      const valid = await check(tx, p, rows);
      if (valid.length) {
        for (let i = 0; i < valid.length; i += 1000) {
          await tx.insert(devices).values(
            valid.slice(i, i + 1000).map(({ row, orgId }) => ({
              sn: row.sn,
              goodsCode: row.goodsCode,
              orgId,
              createdBy: p.accountId,
            })),
          );
        }
        await audit(ctx, tx, {
          action: "device.import",
          entity: "device",
          after: { count: valid.length, sns: valid.map((v) => v.row.sn).slice(0, 100) },
        });
      }
      return result(valid.length, valid.length);
    });
  } catch (e) {
    throw isUniqueViolation(e) ? snUnavailable() : e;
  }
}
