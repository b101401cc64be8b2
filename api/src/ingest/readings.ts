/** A copy of a typed array in one twice its length (the columns of a list that grows). */
export function doubled<T extends Float64Array | Int32Array | Uint8Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

/**
 * A device's valid readings of one upload, in columns: epoch milliseconds and mmol/L (rounded to 0.01),
 * in upload order. A batch may hold 200,000; an object per reading was most of the garbage an ingest
 * left for the collector, and these stay alive until the batch is stored.
 */
export class Readings {
  length = 0;
  ts: Float64Array;
  mmol: Float64Array;

  constructor(capacity = 16) {
    this.ts = new Float64Array(Math.max(capacity, 1));
    this.mmol = new Float64Array(Math.max(capacity, 1));
  }

  /** A set of readings given as objects (tests, small callers). */
  static of(items: readonly { ts: number; mmol: number }[]): Readings {
    const r = new Readings(items.length);
    for (const { ts, mmol } of items) r.push(ts, mmol);
    return r;
  }

  push(ts: number, mmol: number): void {
    if (this.length === this.ts.length) {
      this.ts = doubled(this.ts);
      this.mmol = doubled(this.mmol);
    }
    this.ts[this.length] = ts;
    this.mmol[this.length++] = mmol;
  }

  /** Earliest and latest time, or null when there is none. */
  span(): [number, number] | null {
    if (!this.length) return null;
    let lo = Infinity;
    let hi = -Infinity;
    for (let j = 0; j < this.length; j++) {
      const t = this.ts[j]!;
      if (t < lo) lo = t;
      if (t > hi) hi = t;
    }
    return [lo, hi];
  }

  /**
   * Index of the earliest reading (the first of equal times), -1 when there is none. This loop and the
   * others over a batch's readings are functions of their own, apart from the once-a-batch code that
   * calls them: optimising that code whole for the sake of its loop cost the compiler 60-120 ms a time,
   * again after each of its deoptimisations (a `--trace-opt` of the benchmark's first ingest runs), on
   * the cores the database uses.
   */
  earliest(): number {
    let k = -1;
    for (let j = 0; j < this.length; j++) if (k < 0 || this.ts[j]! < this.ts[k]!) k = j;
    return k;
  }

  /** Index of the latest reading (the last of equal times), -1 when there is none. */
  latest(): number {
    let k = -1;
    for (let j = 0; j < this.length; j++) if (k < 0 || this.ts[j]! >= this.ts[k]!) k = j;
    return k;
  }

  /** The readings as objects (a few, for the live channel). */
  toArray(): { ts: number; mmol: number }[] {
    return Array.from({ length: this.length }, (_, j) => ({ ts: this.ts[j]!, mmol: this.mmol[j]! }));
  }
}
