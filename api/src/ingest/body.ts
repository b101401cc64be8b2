import type { NextFunction, Request, Response } from "express";
import { BACKSLASH, NotFast, QUOTE, ReadingColumns, ReadingParser, isSpace } from "./reading-columns";

/** The body is not JSON (400). */
export class BodyError extends Error {}

const OBJECT = 1;
const ARRAY = 2;

/**
 * An upload's body, from its bytes (UTF-8 JSON), as JSON.parse reads it, with one difference: the
 * `readings` list of each object of the top-level `devices` list comes as ReadingColumns when its items
 * are plain reading objects (reading-columns.ts). A batch may hold 200,000 readings; JSON.parse would
 * make an object, a text and a number of each, and they were most of the ingest's time on the server.
 * Everything else, and any body the fast reading does not take, goes through JSON.parse. An empty body
 * is {} and the first character must open an object or a list, as the JSON body parser had it.
 */
export function readBody(bytes: Buffer): unknown {
  // A byte order mark is skipped, as the decoder of the JSON body parser did.
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let first = start;
  while (first < bytes.length && isSpace(bytes[first]!)) first++;
  if (first === bytes.length) return {};
  if (bytes[first] !== 0x7b && bytes[first] !== 0x5b) throw new BodyError("The body is not valid JSON");
  const split = splitReadings(bytes, start);
  const parse = (text: string) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new BodyError("The body is not valid JSON");
    }
  };
  if (split) {
    const body = parse(split.rest);
    if (attach(body, split.columns)) return body;
  }
  return parse(bytes.toString("utf8", start));
}

/** Puts each device's columns where its `readings` list was (left as []); false if one is not there. */
function attach(body: unknown, columns: Map<number, ReadingColumns>): boolean {
  const devices = (body as { devices?: unknown } | null)?.devices;
  if (!Array.isArray(devices)) return columns.size === 0;
  for (const [i, c] of columns) {
    const d = devices[i] as { readings?: unknown } | undefined;
    if (!d || !Array.isArray(d.readings) || d.readings.length) return false;
    d.readings = c;
  }
  return true;
}

/**
 * One pass over the bytes that follows the structure (containers, keys, texts with their escapes) and
 * reads each `devices[i].readings` list with ReadingParser; returns the text without those lists (each
 * left as []) and the columns by device index. Null when the fast reading does not apply: a reading list
 * it does not take, a key written with escapes, `devices` or a device's `readings` given twice, an item of
 * `devices` that is not an object, or bytes it cannot follow (JSON.parse then reports the error).
 */
function splitReadings(
  b: Buffer,
  start: number,
): { rest: string; columns: Map<number, ReadingColumns> } | null {
  const stack: number[] = [];
  const columns = new Map<number, ReadingColumns>();
  const pieces: Buffer[] = [];
  const parser = new ReadingParser(b);
  let copied = start;
  let expectKey = false;
  let inDevices = false;
  let devicesSeen = false;
  let device = -1;
  let readingsSeen = false;
  let readingsNext = false;
  let p = start;
  while (p < b.length) {
    const c = b[p]!;
    const depth = stack.length;
    if (inDevices && depth === 2 && c !== 0x7b && c !== 0x2c && c !== 0x5d && !isSpace(c)) return null;
    if (c === QUOTE) {
      let e = p + 1;
      let escaped = false;
      for (;;) {
        e = b.indexOf(QUOTE, e);
        if (e < 0) return null;
        let k = e - 1;
        while (b[k] === BACKSLASH) k--;
        if ((e - 1 - k) % 2 === 0) break;
        escaped = true;
        e++;
      }
      readingsNext = false;
      if (expectKey && depth === 1) {
        if (escaped) return null;
        inDevices = e - p === 8 && b.toString("latin1", p + 1, e) === "devices";
        if (inDevices && devicesSeen) return null;
        devicesSeen ||= inDevices;
      } else if (expectKey && depth === 3 && inDevices) {
        if (escaped) return null;
        readingsNext = e - p === 9 && b.toString("latin1", p + 1, e) === "readings";
        if (readingsNext && readingsSeen) return null;
        readingsSeen ||= readingsNext;
      }
      expectKey = false;
      p = e + 1;
      continue;
    }
    if (c === 0x5b && readingsNext && depth === 3) {
      const out = new ReadingColumns();
      let end: number;
      try {
        end = parser.parse(p, out);
      } catch (e) {
        if (e instanceof NotFast) return null;
        throw e;
      }
      columns.set(device, out);
      pieces.push(b.subarray(copied, p + 1), b.subarray(end - 1, end));
      copied = end;
      readingsNext = false;
      p = end;
      continue;
    }
    if (c === 0x7b || c === 0x5b) {
      stack.push(c === 0x7b ? OBJECT : ARRAY);
      expectKey = c === 0x7b;
      if (c === 0x7b && inDevices && depth === 2) {
        device++;
        readingsSeen = false;
      }
      if (depth === 1 && c === 0x7b) inDevices = false;
    } else if (c === 0x7d || c === 0x5d) {
      stack.pop();
      expectKey = false;
      if (stack.length === 1) inDevices = false;
    } else if (c === 0x2c) expectKey = stack[stack.length - 1] === OBJECT;
    else if (c === 0x3a || isSpace(c)) {
      p++;
      continue;
    } else expectKey = false;
    readingsNext = false;
    p++;
  }
  pieces.push(b.subarray(copied));
  return { rest: Buffer.concat(pieces).toString("utf8"), columns };
}

/**
 * Refuses a body declared in a character set other than UTF-8 (415), as the JSON body parser did; the
 * bytes are read as UTF-8 (readBody).
 */
export function utf8Only(req: Request, _res: Response, next: NextFunction): void {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(req.headers["content-type"] ?? "")?.[1];
  if (charset && !/^utf-?8$/i.test(charset))
    next(
      Object.assign(new Error(`unsupported charset "${charset}"`), {
        status: 415,
        type: "charset.unsupported",
      }),
    );
  else next();
}
