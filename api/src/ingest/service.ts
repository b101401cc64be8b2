import { sql } from "drizzle-orm";
import { bulkTransaction, sqlState, type BulkTx, type DbHandle } from "@cgm/db";
import type { ItemError, ParsedBatch } from "./validate";
import { NotAllNew, SERIES, arrayLiteral, insertFromCopy, type Upload, type Value } from "./series";
import { FIRST_STATEMENT, FIRST_STATEMENT_PAIRED, SMALL_SERIES, summaryColumns } from "./first-statement";

export interface IngestResult {
  batchId: string;
  /** Items newly stored. */
  stored: number;
  /** Valid items already stored before (a replay). */
  duplicates: number;
  /** Invalid items, each with where and why; the valid ones were kept. */
  rejected: number;
  errors: ItemError[];
  /** True when this batch id had been acknowledged before: the first answer is returned, nothing stored. */
  replayed: boolean;
}

/** Per-device summary after a batch, for the live channel: "device X has new readings up to t". */
export interface DeviceProgress {
  deviceId: number;
  lastReadingAt: Date | null;
  anomalies: number;
  /** The earliest time among the batch's anomalies of the device (a late upload may hold old ones). */
  anomaliesFrom?: Date;
  /**
   * The readings themselves, when the batch was a live upload of a few readings stored whole (none
   * was there already): handed to this process's subscribers without a query. Never sent on the wire.
   */
  readings?: { ts: number; mmol: number }[];
}

/**
 * Called inside the ingest transaction once the batch is stored, to announce it with the commit (a
 * NOTIFY sent with tx.atCommit); returns false when it did not and the caller must publish after the
 * commit.
 */
export type Announce = (tx: BulkTx, progress: DeviceProgress[]) => boolean;

/**
 * Thrown inside the ingest transaction (rolling it back) when a device the batch was authorised for is
 * no longer writable by its token: released, or its client disabled, deleted or given a new secret
 * since the token was checked. The caller checks the tokens again and answers from that.
 */
export class StalePairing extends Error {
  constructor(readonly sns: string[]) {
    super(`the pairing of ${sns.join(", ")} changed while the batch was being stored`);
  }
}

/**
 * Stores a checked batch in one transaction, acknowledged (returned) only after the commit.
 * - The first statement locks the devices, stores the small series and updates the devices
 *   (first-statement.ts).
 * - Many rows of a series go in by binary COPY (insertFromCopy in series.ts): first straight into their
 *   tables, as rows none of which is stored yet; when some are (NotAllNew), the transaction is rolled
 *   back and the batch stored again, those rows through a staging table.
 * - The batch id and its answer are recorded last, with the COMMIT. A replay (or a copy sent while the
 *   first is still being stored, which waits for it) fails that insert: everything is rolled back and
 *   the first answer returned.
 * - BEGIN goes with the first statement and COMMIT with the last: a live upload of a few readings
 *   costs two round trips.
 * - `paired`: the hashes of the device tokens that authorised a device app's batch; the first
 *   statement writes only devices still writable by them, else StalePairing (first-statement.ts).
 *   Without it (a trusted writer: the demo data), any registered SN is written.
 */
export async function storeBatch(
  h: DbHandle,
  clientId: string,
  batch: ParsedBatch,
  announce?: Announce,
  paired?: string[],
): Promise<{ result: IngestResult; progress: DeviceProgress[]; announced: boolean }> {
  const attempt = (direct: boolean) =>
    retryDeadlock(() => bulkTransaction(h, (tx) => store(tx, clientId, batch, announce, paired, direct)));
  try {
    return await attempt(true).catch((e: unknown) => {
      if (e instanceof NotAllNew) return attempt(false);
      throw e;
    });
  } catch (e) {
    if (sqlState(e) !== "23505" || constraintOf(e) !== BATCH_KEY) throw e;
    const [seen] = await h.rows<{ result: IngestResult }>(
      sql`select result from ingest_batches where client_id = ${clientId} and batch_id = ${batch.batchId}`,
    );
    if (!seen) throw e;
    return { result: { ...seen.result, replayed: true }, progress: [], announced: false };
  }
}

/**
 * Runs a transaction again (twice at most) when the database broke a deadlock by ending it: two uploads
 * of one device's interleaved readings at once may each hold a quarter hour the other adds to.
 */
async function retryDeadlock<R>(run: () => Promise<R>): Promise<R> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (sqlState(e) !== "40P01" || attempt >= 2) throw e;
    }
  }
}

const BATCH_KEY = "ingest_batches_client_id_batch_id_pk";
const constraintOf = (e: unknown) => {
  const x = e as { constraint_name?: unknown; constraint?: unknown } | null;
  return x?.constraint_name ?? x?.constraint;
};

async function store(
  tx: BulkTx,
  clientId: string,
  batch: ParsedBatch,
  announce: Announce | undefined,
  paired: string[] | undefined,
  direct: boolean,
): Promise<{ result: IngestResult; progress: DeviceProgress[]; announced: boolean }> {
  const named = batch.devices.filter((d) => d.sn);
  const sns = [...new Set(named.map((d) => d.sn))].sort();
  const isSmall = SERIES.map((s) => named.reduce((n, d) => n + s.count(d), 0) <= SMALL_SERIES);
  const bySn = named.map((d) => ({ key: d.sn, d }));
  const params: Value[] = [arrayLiteral(sns)];
  SERIES.forEach((s, i) => {
    const cols = s.columnsOf(isSmall[i] ? bySn : []);
    params.push(...cols.map(arrayLiteral));
  });
  params.push(...summaryColumns(named));
  if (paired) params.push(arrayLiteral(paired));
  const first = await tx.query<Record<string, unknown>>(
    paired ? FIRST_STATEMENT_PAIRED : FIRST_STATEMENT,
    params,
  );
  const row = first.rows[0] ?? {};
  const idOf = new Map(
    (JSON.parse(String(row.devices ?? "[]")) as [number, string][]).map(([id, sn]) => [sn, id]),
  );
  const stale = paired ? sns.filter((sn) => !idOf.has(sn)) : [];
  if (stale.length) throw new StalePairing(stale);

  const errors = [...batch.errors];
  const uploads: Upload[] = [];
  let unknownItems = 0;
  for (const d of batch.devices) {
    const id = idOf.get(d.sn);
    if (id === undefined) {
      if (d.sn)
        errors.push({ path: `${d.path}.sn`, code: "UNKNOWN_SN", message: "SN number does not exist" });
      unknownItems += SERIES.reduce((n, s) => n + s.count(d), 0);
    } else uploads.push({ id, d });
  }
  let valid = 0;
  let stored = 0;
  for (const [i, s] of SERIES.entries()) {
    valid += uploads.reduce((n, u) => n + s.count(u.d), 0);
    stored += isSmall[i] ? Number(row[`s${i}`] ?? 0) : await insertFromCopy(tx, s, uploads, direct);
  }
  const result: IngestResult = {
    batchId: batch.batchId,
    stored,
    duplicates: valid - stored,
    rejected: batch.errors.length + unknownItems + batch.refusedItems,
    errors,
    replayed: false,
  };
  // A plain INSERT: the batch key refuses a replay, and the whole transaction with it.
  tx.atCommit("INSERT INTO ingest_batches (client_id, batch_id, result) VALUES ($1, $2, $3::text::jsonb)", [
    clientId,
    batch.batchId,
    JSON.stringify(result),
  ]);
  const readingsWhole =
    isSmall[0] === true && Number(row.s0 ?? 0) === uploads.reduce((n, u) => n + u.d.readings.length, 0);
  const progress = summarise(uploads, readingsWhole);
  const announced = Boolean(announce && progress.length && announce(tx, progress));
  return { result, progress, announced };
}

/** Latest reading and anomalies of each device of the batch (several entries merged), and its readings. */
function summarise(uploads: Upload[], withReadings: boolean): DeviceProgress[] {
  const byId = new Map<number, DeviceProgress & { last: number; first: number }>();
  for (const { id, d } of uploads) {
    const p = byId.get(id) ?? {
      deviceId: id,
      lastReadingAt: null,
      anomalies: 0,
      last: -Infinity,
      first: Infinity,
    };
    const span = d.readings.span();
    if (span && span[1] > p.last) p.last = span[1];
    for (const a of d.anomalies) if (a.ts < p.first) p.first = a.ts;
    p.anomalies += d.anomalies.length;
    if (withReadings && d.readings.length) p.readings = [...(p.readings ?? []), ...d.readings.toArray()];
    byId.set(id, p);
  }
  return [...byId.values()].map(({ last, first, readings, ...p }) => ({
    ...p,
    lastReadingAt: last === -Infinity ? null : new Date(last),
    ...(first === Infinity ? {} : { anomaliesFrom: new Date(first) }),
    ...(readings ? { readings: sortedUnique(readings) } : {}),
  }));
}

/** Readings in time order, one per instant (the first of several at one instant is the one stored). */
function sortedUnique(readings: { ts: number; mmol: number }[]): { ts: number; mmol: number }[] {
  const byTs = new Map<number, { ts: number; mmol: number }>();
  for (const r of readings) if (!byTs.has(r.ts)) byTs.set(r.ts, { ts: r.ts, mmol: r.mmol });
  return [...byTs.values()].sort((a, b) => a.ts - b.ts);
}
