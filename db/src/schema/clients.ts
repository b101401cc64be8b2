import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./common";
import { centers, countries } from "./localisation";

/**
 * Clients of Client management: the device apps that pair devices (client ID + secret, HTTP Basic).
 * The client ID is made by the server; only the SHA-256 of the secret is stored. `type` is an item code
 * of the client-type dictionary. `centerId` is null only for a client that predates Client management
 * (moved over from the old ingest_clients table); the API requires it on every save. A deleted client is
 * gone at once (hard delete), so it can no longer authenticate, and neither can the device tokens paired
 * through it.
 */
export const clients = pgTable(
  "clients",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    clientId: varchar("client_id", { length: 64 }).notNull(),
    name: varchar("name", { length: 50 }).notNull(),
    type: varchar("type", { length: 50 }).notNull(),
    centerId: integer("center_id").references(() => centers.id),
    remark: varchar("remark", { length: 200 }),
    status: varchar("status", { length: 16 }).notNull().default("ACTIVE"),
    secretHash: text("secret_hash").notNull(),
    // Bumped by every new secret: device tokens record the generation they were paired under, and one
    // of an older generation is refused (api/src/auth/device.ts).
    secretGeneration: integer("secret_generation").notNull().default(1),
    createdBy: integer("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("clients_client_id_idx").on(t.clientId),
    index("clients_center_idx").on(t.centerId),
    index("clients_type_idx").on(sql`lower(${t.type})`),
    check("clients_status_chk", sql`${t.status} in ('ACTIVE', 'DISABLED')`),
  ],
);

/** The countries a client supports (many to many); a country in use by a client cannot be deleted. */
export const clientCountries = pgTable(
  "client_countries",
  {
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.countryId] }),
    index("client_countries_country_idx").on(t.countryId),
  ],
);
