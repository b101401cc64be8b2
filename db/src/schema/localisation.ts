import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./common";
import { organisations } from "./organisations";
import { storedFiles } from "./files";

/** Languages the platform serves content in (Language management). Codes are unique ignoring case. */
export const languages = pgTable(
  "languages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: varchar("name", { length: 30 }).notNull(),
    code: varchar("code", { length: 10 }).notNull(),
    appCode: varchar("app_code", { length: 10 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("languages_code_lower_idx").on(sql`lower(${t.code})`)],
);

/** Centers (sites): where the platform serves a set of countries, run by one organisation. */
export const centers = pgTable(
  "centers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: varchar("name", { length: 20 }).notNull(),
    code: varchar("code", { length: 20 }).notNull(),
    domain: varchar("domain", { length: 100 }).notNull(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    createdBy: integer("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("centers_code_lower_idx").on(sql`lower(${t.code})`),
    index("centers_org_idx").on(t.orgId),
  ],
);

/** Countries: each belongs to one center and has a default language; `iconFileId` is a stored file. */
export const countries = pgTable(
  "countries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: varchar("name", { length: 30 }).notNull(),
    code: varchar("code", { length: 3 }).notNull(),
    phoneAreaCode: varchar("phone_area_code", { length: 10 }).notNull(),
    iconFileId: varchar("icon_file_id", { length: 64 }).references(() => storedFiles.id, {
      onDelete: "set null",
    }),
    centerId: integer("center_id")
      .notNull()
      .references(() => centers.id),
    defaultLanguageId: integer("default_language_id")
      .notNull()
      .references(() => languages.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("countries_code_lower_idx").on(sql`lower(${t.code})`),
    index("countries_center_idx").on(t.centerId),
    index("countries_default_language_idx").on(t.defaultLanguageId),
  ],
);

/** A country's name in each language (Translation setting). */
export const countryTranslations = pgTable(
  "country_translations",
  {
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.countryId, t.languageId] }),
    index("country_translations_language_idx").on(t.languageId),
  ],
);

/** The countries a center supports (many to many). */
export const centerCountries = pgTable(
  "center_countries",
  {
    centerId: integer("center_id")
      .notNull()
      .references(() => centers.id, { onDelete: "cascade" }),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.centerId, t.countryId] }),
    index("center_countries_country_idx").on(t.countryId),
  ],
);

/**
 * Dictionaries and their items, one table: a dictionary has no parent, its items have it as parent,
 * and an item may hold children of its own (at most three levels, checked by the API). Keys are unique
 * among siblings, ignoring case (a dictionary's key is what the console looks it up by).
 */
export const dictionaries = pgTable(
  "dictionaries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer("parent_id").references((): AnyPgColumn => dictionaries.id),
    key: varchar("key", { length: 100 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    enName: varchar("en_name", { length: 100 }),
    zhName: varchar("zh_name", { length: 100 }),
    code: varchar("code", { length: 50 }).notNull(),
    sort: integer("sort").notNull().default(0),
    remark: varchar("remark", { length: 60 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("dictionaries_key_lower_idx").on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.key})`),
    index("dictionaries_parent_idx").on(t.parentId, t.sort),
    check("dictionaries_sort_chk", sql`${t.sort} between -999999 and 999999`),
  ],
);

/** A dictionary entry's label in each language (the option lists are shown in the current language). */
export const dictionaryLabels = pgTable(
  "dictionary_labels",
  {
    dictionaryId: integer("dictionary_id")
      .notNull()
      .references(() => dictionaries.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id, { onDelete: "cascade" }),
    label: varchar("label", { length: 100 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dictionaryId, t.languageId] }),
    index("dictionary_labels_language_idx").on(t.languageId),
  ],
);
