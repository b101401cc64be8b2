import { fastTimeOfBytes, parseTime } from "./time";
import { doubled } from "./readings";

/**
 * A device entry's `readings`, read straight from the body's bytes into columns (body.ts) instead of
 * one JavaScript object per reading: the validator reads them as it reads the objects JSON.parse gives.
 * - `ts[j]`: epoch milliseconds as validate.ts derives them from the item's `ts` (parseTime of a text,
 *   `new Date(n).getTime()` of a number); NaN when the item has none, or null, true or false.
 * - `value[j]`: the item's `value` when it is a number; NaN when it has none, or null, true or false.
 * - `unit[j]`: UNIT_MMOL for none or "mmol/L", UNIT_MGDL for "mg/dL", UNIT_OTHER for any other text.
 */
export class ReadingColumns {
  length = 0;
  ts = new Float64Array(256);
  value = new Float64Array(256);
  unit = new Uint8Array(256);

  /** Room for one more item, set to "nothing given" (NaN, NaN, mmol/L); returns its index. */
  add(): number {
    if (this.length === this.ts.length) {
      this.ts = doubled(this.ts);
      this.value = doubled(this.value);
      this.unit = doubled(this.unit);
    }
    const j = this.length++;
    this.ts[j] = NaN;
    this.value[j] = NaN;
    this.unit[j] = UNIT_MMOL;
    return j;
  }
}

export const UNIT_MMOL = 0;
export const UNIT_MGDL = 1;
export const UNIT_OTHER = 2;

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
/** Exact powers of ten: a decimal of at most 15 digits divided by one is the correctly rounded double. */
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

/** `","value":` between a reading's time and its value. */
const VALUE_KEY = Buffer.from(`","value":`, "latin1");
/** JSON whitespace. */
export const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isDigit = (c: number) => c >= ZERO && c <= 0x39;

/** Thrown by ReadingParser where the bytes are not what it reads: the caller falls back to JSON.parse. */
export class NotFast extends Error {}
const notFast = new NotFast("not the fast form");

/**
 * Parses a JSON array of reading objects at `pos` of `b` (which must be `[`) whose items are objects with
 * the keys `ts`, `value` and `unit` only, in any order, each a JSON text (ASCII, no escapes), number,
 * null, true or false; whitespace as JSON allows. Anything else (another key, an escape, a nested value,
 * a byte that is not valid JSON there) throws NotFast, so the caller reads the body with JSON.parse: what
 * this accepts is exactly valid JSON, read as JSON.parse reads it.
 */
export class ReadingParser {
  private pos = 0;
  constructor(private readonly b: Buffer) {}

  /** The array at `start`, into `out`; returns the index just past its `]`. */
  parse(start: number, out: ReadingColumns): number {
    this.pos = start + 1;
    if (this.next() === 0x5d) return ++this.pos;
    for (;;) {
      this.item(out);
      const c = this.next();
      this.pos++;
      if (c === 0x5d) return this.pos;
      if (c !== COMMA) throw notFast;
    }
  }

  /** The next byte that is not whitespace, left unread. */
  private next(): number {
    const b = this.b;
    let p = this.pos;
    while (p < b.length && isSpace(b[p]!)) p++;
    this.pos = p;
    if (p >= b.length) throw notFast;
    return b[p]!;
  }

  private expect(c: number): void {
    if (this.next() !== c) throw notFast;
    this.pos++;
  }

  private item(out: ReadingColumns): void {
    const j = out.add();
    if (this.plain(out, j)) return;
    this.expect(0x7b);
    if (this.next() === 0x7d) {
      this.pos++;
      return;
    }
    for (;;) {
      const key = this.key();
      this.expect(COLON);
      if (key === 1) out.ts[j] = this.time();
      else if (key === 2) out.value[j] = this.numberOrNaN();
      else out.unit[j] = this.unit();
      const c = this.next();
      this.pos++;
      if (c === 0x7d) return;
      if (c !== COMMA) throw notFast;
    }
  }

  /**
   * The form device apps send, read in one go: `{"ts":"<time>","value":<number>}` with no whitespace, the
   * time as parseTime's fast form takes it, the number of at most 15 digits without an exponent. False
   * (nothing read) for anything else, which item() then reads field by field.
   */
  private plain(out: ReadingColumns, j: number): boolean {
    const b = this.b;
    let p = this.pos;
    while (isSpace(b[p]!)) p++;
    if (b[p] !== 0x7b || b[p + 1] !== QUOTE || b[p + 2] !== 0x74 || b[p + 3] !== 0x73) return false;
    if (b[p + 4] !== QUOTE || b[p + 5] !== COLON || b[p + 6] !== QUOTE) return false;
    p += 7;
    const n = b[p + 24] === QUOTE ? 24 : 20;
    const ts = fastTimeOfBytes(b, p, n);
    if (ts !== ts) return false;
    p += n;
    for (let k = 0; k < VALUE_KEY.length; k++) if (b[p + k] !== VALUE_KEY[k]) return false;
    p += VALUE_KEY.length;
    let mantissa = 0;
    const first = p;
    if (b[p] === ZERO) p++;
    else while (isDigit(b[p]!)) mantissa = mantissa * 10 + (b[p++]! - ZERO);
    if (p === first) return false;
    let scale = 0;
    if (b[p] === DOT) {
      const dot = ++p;
      while (isDigit(b[p]!)) mantissa = mantissa * 10 + (b[p++]! - ZERO);
      scale = p - dot;
      if (!scale) return false;
    }
    // Leading zeros are counted too: then the general reading takes it, exactly.
    if (p - first - (scale ? 1 : 0) > 15 || b[p] !== 0x7d) return false;
    out.ts[j] = ts;
    out.value[j] = mantissa / POW10[scale]!;
    this.pos = p + 1;
    return true;
  }

  /** The start and end of a text's bytes (between its quotes), at `pos`; throws NotFast on an escape. */
  private text(): [number, number] {
    this.expect(QUOTE);
    const b = this.b;
    const start = this.pos;
    const end = b.indexOf(QUOTE, start);
    if (end < 0) throw notFast;
    for (let p = start; p < end; p++) {
      const c = b[p]!;
      if (c === BACKSLASH || c < 0x20 || c > 0x7e) throw notFast;
    }
    this.pos = end + 1;
    return [start, end];
  }

  /** 1 for "ts", 2 for "value", 3 for "unit". */
  private key(): number {
    const [s, e] = this.text();
    const b = this.b;
    const n = e - s;
    if (n === 2 && b[s] === 0x74 && b[s + 1] === 0x73) return 1;
    if (n === 5 && b.toString("latin1", s, e) === "value") return 2;
    if (n === 4 && b.toString("latin1", s, e) === "unit") return 3;
    throw notFast;
  }

  /** A literal null, true or false at `pos`: consumed; false when there is none. */
  private literal(): boolean {
    const b = this.b;
    const p = this.pos;
    const c = b[p];
    const word = c === 0x6e ? "null" : c === 0x74 ? "true" : c === 0x66 ? "false" : null;
    if (!word || b.toString("latin1", p, p + word.length) !== word) return false;
    this.pos = p + word.length;
    return true;
  }

  private time(): number {
    const c = this.next();
    if (c === QUOTE) {
      const [s, e] = this.text();
      return parseTime(this.b.toString("latin1", s, e));
    }
    if (c === MINUS || isDigit(c)) return new Date(this.number()).getTime();
    if (this.literal()) return NaN;
    throw notFast;
  }

  private numberOrNaN(): number {
    const c = this.next();
    if (c === MINUS || isDigit(c)) return this.number();
    if (this.literal()) return NaN;
    throw notFast;
  }

  private unit(): number {
    if (this.next() !== QUOTE) throw notFast;
    const [s, e] = this.text();
    const u = this.b.toString("latin1", s, e);
    return u === "mmol/L" ? UNIT_MMOL : u === "mg/dL" ? UNIT_MGDL : UNIT_OTHER;
  }

  /** A JSON number at `pos`, as JSON.parse reads it; throws NotFast where it is not one. */
  private number(): number {
    const b = this.b;
    const start = this.pos;
    let p = start;
    const negative = b[p] === MINUS;
    if (negative) p++;
    let mantissa = 0;
    let digits = 0;
    let scale = 0;
    if (b[p] === ZERO) p++;
    else if (p < b.length && isDigit(b[p]!)) {
      while (p < b.length && isDigit(b[p]!)) {
        mantissa = mantissa * 10 + (b[p]! - ZERO);
        digits++;
        p++;
      }
    } else throw notFast;
    if (b[p] === DOT) {
      p++;
      if (!(p < b.length && isDigit(b[p]!))) throw notFast;
      while (p < b.length && isDigit(b[p]!)) {
        mantissa = mantissa * 10 + (b[p]! - ZERO);
        if (mantissa !== 0) digits++;
        scale++;
        p++;
      }
    }
    let exact = digits <= 15 && scale <= 22;
    if (b[p] === 0x65 || b[p] === 0x45) {
      p++;
      if (b[p] === 0x2b || b[p] === MINUS) p++;
      if (!(p < b.length && isDigit(b[p]!))) throw notFast;
      while (p < b.length && isDigit(b[p]!)) p++;
      exact = false;
    }
    this.pos = p;
    // Up to 15 digits and 22 decimals, both the digits and the power of ten are exact doubles, and their
    // quotient is the correctly rounded value, as JSON.parse gives; otherwise Number() of the same text.
    const v = exact ? mantissa / POW10[scale]! : Number(b.toString("latin1", start, p));
    return negative && exact ? -v : v;
  }
}
