import { index, integer, pgTable, primaryKey, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./common";
import { clients } from "./clients";
import { languages } from "./localisation";

/**
 * Version releases (Version release management): one app version of a client for one terminal type.
 * `terminalType` is an item code of the terminalType dictionary (as the API stores it, in the
 * dictionary's spelling). A version number is unique per client and terminal type (the last line behind
 * the API's check). Deleting a client deletes its releases.
 */
export const versionReleases = pgTable(
  "version_releases",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    terminalType: varchar("terminal_type", { length: 50 }).notNull(),
    versionNum: varchar("version_num", { length: 30 }).notNull(),
    versionName: varchar("version_name", { length: 50 }).notNull(),
    remark: varchar("remark", { length: 200 }),
    createdBy: integer("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("version_releases_client_type_num_idx").on(t.clientId, t.terminalType, t.versionNum),
    index("version_releases_created_idx").on(t.clientId, t.terminalType, t.createdAt),
  ],
);

/** The languages of a version release (many to many); a language in use cannot be deleted. */
export const versionReleaseLanguages = pgTable(
  "version_release_languages",
  {
    releaseId: integer("release_id")
      .notNull()
      .references(() => versionReleases.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.languageId] }),
    index("version_release_languages_language_idx").on(t.languageId),
  ],
);
