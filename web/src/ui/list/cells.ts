import type { CellContext, ListColumn } from "./types";

type Value = string | number | null | undefined;

/** The row's own value of a column (`row[key]`), when it is one a cell can show. */
function rawValue<Row>(row: Row, key: string): Value {
  const v = (row as Record<string, unknown>)[key];
  return typeof v === "string" || typeof v === "number" ? v : null;
}

/** A column's text for a row, by kind: numbers and dates formatted in the user's language and time zone. */
export function cellText<Row>(col: ListColumn<Row>, row: Row, ctx: CellContext): string {
  const v = rawValue(row, col.key);
  if (v === null || v === undefined || v === "") return "";
  switch (col.kind) {
    case "number":
      return typeof v === "number" ? ctx.fmt.number(v) : String(v);
    case "datetime":
      return ctx.fmt.dateTime(v);
    case "date":
      return ctx.fmt.shortDate(v);
    default:
      return String(v);
  }
}

/** A column's CSV value: its own, else the shown text (numbers stay numbers). */
export function csvValue<Row>(col: ListColumn<Row>, row: Row, ctx: CellContext): Value {
  if (col.csv) return col.csv(row, ctx);
  if (col.kind === "number") return rawValue(row, col.key);
  return cellText(col, row, ctx);
}
