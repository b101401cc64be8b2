import ExcelJS from "exceljs";
import Papa from "papaparse";
import { expect } from "vitest";
import type { Caller, GqlResult } from "./harness";
import { TusCaller } from "./files.helpers";

export const IMPORT = `mutation($fileId: ID!, $commit: Boolean!) {
  importCountryTranslations(fileId: $fileId, commit: $commit) {
    created updated unchanged invalid committed
    rows { row countryCode languageCode name outcome errors { field message } }
  }
}`;

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  invalid: number;
  committed: boolean;
  rows: {
    row: number;
    countryCode: string;
    languageCode: string;
    name: string;
    outcome: string;
    errors: { field: string; message: string }[];
  }[];
}
export type Imported = GqlResult<{ importCountryTranslations: ImportResult }>;

/** A CSV file's bytes (papaparse), its first row the header. */
export const csvOf = (rows: string[][]) => Buffer.from(Papa.unparse(rows, { newline: "\r\n" }));

/** An XLSX workbook's bytes (exceljs) with the rows on its first sheet. */
export async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Sheet 1");
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rows of an XLSX workbook's first sheet as text. */
export async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer); // exceljs's typing wants a Buffer of its own
  const out: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (c, i) => (cells[i - 1] = c.text));
    out.push(Array.from(cells, (c) => c ?? ""));
  });
  return out;
}

/** Uploads a file through tus as the caller; answers the stored file's id (the upload must succeed). */
export async function uploaded(c: Caller, base: string, kind: string, name: string, bytes: Buffer) {
  const { res } = await new TusCaller(base, c.cookie).upload(kind, name, bytes);
  expect(res.status, await res.clone().text()).toBe(204);
  return res.headers.get("upload-file-id") ?? "";
}

/** A real 1x1 PNG. */
export const ICON_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Uploads a country icon (a real PNG) as the caller; answers its stored file id, for a country's input. */
export const uploadedIcon = (c: Caller, base: string, name = "flag.png") =>
  uploaded(c, base, "countryIcon", name, ICON_PNG);

/** Uploads a file through tus and answers the refusal's status and body (the upload must fail). */
export async function refused(c: Caller, base: string, kind: string, name: string, bytes: Buffer) {
  const tus = new TusCaller(base, c.cookie);
  const created = await tus.create(kind, name, bytes.length);
  if (created.status !== 201) return { status: created.status, body: await created.json() };
  const res = await tus.patch(created.headers.get("location") ?? "", 0, bytes);
  return { status: res.status, body: await res.json() };
}

/** [row, outcome, { field: message }] of each row. */
export const outcomes = (r: Imported) =>
  r.data!.importCountryTranslations.rows.map((x) => [
    x.row,
    x.outcome,
    Object.fromEntries(x.errors.map((e) => [e.field, e.message])),
  ]);
