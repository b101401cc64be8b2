import Papa from "papaparse";
import type { ApolloClient, TypedDocumentNode } from "@apollo/client";
import type { CellContext, ListColumn } from "./types";
import { csvValue } from "./cells";
import type { ListSort } from "./urlState";

/** The most rows one export fetches; a larger list is refused so the browser stays responsive. */
export const EXPORT_MAX_ROWS = 10_000;
const EXPORT_PAGE = 100;
/**
 * Cells a spreadsheet would run as a formula get a leading quote: anything starting with = @ tab or
 * CR, and + or - unless the rest is a plain number (a phone area code such as +86 stays as it is).
 */
const FORMULA = /^[=@\t\r]|^[+-](?![0-9 .-]*$)/;

export class ExportTooLarge extends Error {
  constructor(readonly total: number) {
    super(`export of ${total} rows refused`);
  }
}

/**
 * Every row of the filtered, sorted list, fetched page by page through the list's own query, so the
 * export holds exactly what the caller's data scope lets the list show.
 */
export async function fetchAllRows<Row, Data>(
  client: ApolloClient,
  query: TypedDocumentNode<Data, Record<string, unknown>>,
  select: (data: Data) => { items: Row[]; total: number },
  variables: { filter: Record<string, unknown>; sort: ListSort | null },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const { data } = await client.query({
      query,
      variables: { ...variables, page: { offset, limit: EXPORT_PAGE } },
      fetchPolicy: "no-cache",
    });
    if (!data) break;
    const page = select(data);
    if (page.total > EXPORT_MAX_ROWS) throw new ExportTooLarge(page.total);
    rows.push(...page.items);
    if (page.items.length < EXPORT_PAGE || rows.length >= page.total) break;
  }
  return rows;
}

/** CSV text (with a byte-order mark, so spreadsheet programs read it as UTF-8) of the given columns. */
export function toCsv<Row>(
  rows: Row[],
  columns: ListColumn<Row>[],
  headerOf: (col: ListColumn<Row>) => string,
  ctx: CellContext,
): string {
  const fields = columns.map(headerOf);
  const data = rows.map((row) => columns.map((c) => csvValue(c, row, ctx) ?? ""));
  return `\uFEFF${Papa.unparse({ fields, data }, { escapeFormulae: FORMULA })}`;
}

/** Starts the browser's download of a text file. */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
