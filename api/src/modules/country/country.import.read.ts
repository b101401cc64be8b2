import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { AppError } from "../../common/errors";
import { UnclosedQuote, parseCsv } from "../../common/csv";

/** The most data rows one import file holds (the header row not counted); more is refused. */
export const IMPORT_MAX_ROWS = 5000;

/** The columns of an import file, named in its header row (any order, other columns ignored). */
export const IMPORT_COLUMNS = ["countryCode", "languageCode", "name"] as const;
type Column = (typeof IMPORT_COLUMNS)[number];

/** One data row as the file has it (cells trimmed). */
export interface SheetRow {
  /** The row's number in the file: the spreadsheet's row, or the CSV line it starts on (header: 1). */
  row: number;
  countryCode: string;
  languageCode: string;
  name: string;
}

/** A BAD_USER_INPUT about the whole file: field "fileId", with placeholder values for the message. */
export const fileError = (messageId: string, message: string, values: Record<string, number> = {}) => {
  const e = new AppError("BAD_USER_INPUT", message, { messageId, fieldErrors: { fileId: messageId } });
  Object.assign(e.extensions, { values });
  return e;
};

const tooManyRows = () =>
  fileError("countryImport.tooManyRows", `The file has more than ${IMPORT_MAX_ROWS} rows`, {
    limit: IMPORT_MAX_ROWS,
  });

/** Where each column is, from the header row's cells; refused unless each is named exactly once. */
function columnsOf(header: string[]): Record<Column, number> {
  const at: Partial<Record<Column, number>> = {};
  header.forEach((cell, i) => {
    const col = IMPORT_COLUMNS.find((c) => c.toLowerCase() === cell.trim().toLowerCase());
    if (col && at[col] === undefined) at[col] = i;
    else if (col) at[col] = -1; // named twice
  });
  if (IMPORT_COLUMNS.some((c) => at[c] === undefined || at[c] < 0))
    throw fileError(
      "countryImport.header",
      "The first row must name the columns countryCode, languageCode and name, once each",
    );
  return at as Record<Column, number>;
}

/** Data rows from the header and the records after it; blank records are left out. */
function rowsOf(records: { row: number; cells: string[] }[]): SheetRow[] {
  const [head, ...body] = records;
  const at = columnsOf(head?.cells ?? []);
  const data = body.filter((r) => r.cells.some((c) => c.trim()));
  if (data.length > IMPORT_MAX_ROWS) throw tooManyRows();
  const cell = (r: { cells: string[] }, c: Column) => (r.cells[at[c]] ?? "").trim();
  return data.map((r) => ({
    row: r.row,
    countryCode: cell(r, "countryCode"),
    languageCode: cell(r, "languageCode"),
    name: cell(r, "name"),
  }));
}

/** A CSV file: UTF-8 (a BOM allowed), read by papaparse. */
function readCsvFile(bytes: Buffer): SheetRow[] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw fileError("countryImport.notUtf8", "The CSV file must be UTF-8 text");
  }
  try {
    return rowsOf(parseCsv(text).map((r) => ({ row: r.line, cells: r.cells })));
  } catch (e) {
    if (!(e instanceof UnclosedQuote)) throw e;
    throw fileError("countryImport.unclosedQuote", `A quote opened on line ${e.line} is never closed`, {
      line: e.line,
    });
  }
}

/** The text of a spreadsheet cell: rich text, formulas' results and hyperlinks as what they show. */
function cellText(cell: ExcelJS.Cell): string {
  return cell.value == null ? "" : cell.text;
}

/**
 * An XLSX file's first worksheet, read by exceljs as a stream that stops once more than
 * IMPORT_MAX_ROWS data rows have come (its unpacked size was bounded when it was uploaded).
 */
async function readXlsxFile(bytes: Buffer): Promise<SheetRow[]> {
  const records: { row: number; cells: string[] }[] = [];
  let over = false;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
      sharedStrings: "cache",
      hyperlinks: "ignore",
      styles: "ignore",
      worksheets: "emit",
    });
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (c, col) => (cells[col - 1] = cellText(c)));
        const filled = Array.from(cells, (c) => c ?? "");
        if (!filled.some((c) => c.trim())) continue;
        records.push({ row: row.number, cells: filled });
        if (records.length > IMPORT_MAX_ROWS + 1) {
          over = true;
          break;
        }
      }
      break; // the first worksheet only
    }
  } catch {
    throw fileError("countryImport.unreadable", "The spreadsheet cannot be read");
  }
  if (over) throw tooManyRows();
  return rowsOf(records);
}

/** The rows of an import file of the given extension ("csv" or "xlsx"). */
export function readImportFile(bytes: Buffer, extension: string): Promise<SheetRow[]> | SheetRow[] {
  if (extension === "xlsx") return readXlsxFile(bytes);
  if (extension === "csv") return readCsvFile(bytes);
  throw fileError("countryImport.unreadable", "The spreadsheet cannot be read");
}
