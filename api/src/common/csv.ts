import Papa from "papaparse";

/** One record of a CSV text. */
export interface CsvRecord {
  /** The line of the text the record starts on (1 = the first line). */
  line: number;
  cells: string[];
}

/** A quote left open: the line of the text it opened on. */
export class UnclosedQuote extends Error {
  constructor(readonly line: number) {
    super(`A quoted field opened on line ${line} is never closed`);
  }
}

/**
 * A quoted field (at the start of the text or after a comma or line break: a quote inside an unquoted
 * field is a plain character, as papaparse reads it) or a CRLF or lone CR outside one.
 */
const QUOTED_OR_BREAK = /(?<=^|[,\r\n])("(?:[^"]|"")*")|\r\n?/g;
const LINE_BREAK = /\r\n|\r|\n/g;

const breaksIn = (s: string) => s.match(LINE_BREAK)?.length ?? 0;

/**
 * Reads CSV text (RFC 4180) with papaparse: quoted fields may hold commas, doubled quotes and line
 * breaks (kept as written); records end with CRLF, LF or CR, even mixed in one text (papaparse takes one
 * line end per text, so the ones outside quoted fields are made LF first); a leading BOM is dropped;
 * records whose cells are all blank are skipped. A quote left open throws UnclosedQuote with its line.
 */
export function parseCsv(text: string): CsvRecord[] {
  const src = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(
    QUOTED_OR_BREAK,
    (m, quoted: string | undefined) => quoted ?? "\n",
  );
  const out: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  let unclosedAt = -1;
  Papa.parse<string[]>(src, {
    delimiter: ",",
    newline: "\n",
    quoteChar: '"',
    escapeChar: '"',
    step: (row) => {
      const missing = row.errors.find((e) => e.code === "MissingQuotes");
      if (missing && unclosedAt < 0) unclosedAt = Math.max(0, (missing.index ?? start) - 1);
      const end = row.meta.cursor;
      if (row.data.some((c) => c.trim())) out.push({ line, cells: row.data });
      line += breaksIn(src.slice(start, end));
      start = end;
    },
  });
  if (unclosedAt >= 0) throw new UnclosedQuote(breaksIn(src.slice(0, unclosedAt)) + 1);
  return out;
}

const WRITE = { newline: "\r\n", quoteChar: '"', escapeFormulae: /^[=+\-@\t\r]/ } as const;

/**
 * CSV lines (RFC 4180, CRLF between them, none after the last) written by papaparse: cells holding a
 * comma, quote or line break are quoted; a leading = + - @ tab or CR is neutralised with a ' so
 * spreadsheets never run it as a formula. Values are written as their text (null and undefined empty).
 */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return Papa.unparse(
    rows.map((r) => r.map((v) => (v == null ? "" : String(v)))),
    WRITE,
  );
}
