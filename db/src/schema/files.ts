import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt } from "./common";
import { devices } from "./devices";

/**
 * Files received through the storage module (api/src/files): a row from the moment an upload is
 * created (its id is the upload's random id), completed with its SHA-256 and sniffed content type when
 * the last byte arrives. A record that uses a file attaches it (`attached_to` names the record); rows
 * never attached are removed with their bytes a day after they were created.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    /** The kind of file (country icon, app package, ...): its limits and who may read it. */
    kind: varchar("kind", { length: 32 }).notNull(),
    originalName: varchar("original_name", { length: 255 }).notNull(),
    /** Length in bytes declared at creation; the upload cannot exceed it. */
    size: bigint("size", { mode: "number" }).notNull(),
    /** Set when complete: the type the content was recognised as. */
    contentType: varchar("content_type", { length: 100 }),
    /** Hex SHA-256 of the bytes, computed by the server when the upload completes. */
    sha256: varchar("sha256", { length: 64 }),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    /** A device app's upload (an app log): the device whose token created it; createdBy is then null. */
    createdByDevice: integer("created_by_device").references(() => devices.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    /** The record using the file, e.g. "country:12". */
    attachedTo: varchar("attached_to", { length: 100 }),
  },
  (t) => [
    index("stored_files_unattached_idx")
      .on(t.createdAt)
      .where(sql`${t.attachedAt} IS NULL`),
  ],
);
