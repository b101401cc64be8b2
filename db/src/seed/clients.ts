import { createHash } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../client";
import { centers, clientCountries, clients, countries, systemSettings } from "../schema/index";

export interface DemoClient {
  clientId: string;
  secret: string;
  name: string;
  /** Item code of the client-type dictionary. */
  type: "ANDROID" | "IOS";
  /** Code of a seeded center, and codes of the countries the client supports. */
  center: string;
  countries: string[];
  remark: string;
}

/** The Android demo app: the simulator (`npm run simulate`) and the tests pair devices through it. */
export const DEMO_INGEST_CLIENT = {
  clientId: "demo-app",
  secret: "demo-app-secret",
  name: "Demo CGM app",
} as const;

/** The demo clients of Client management (their secrets are published: never kept in production). */
export const DEMO_CLIENTS: DemoClient[] = [
  {
    ...DEMO_INGEST_CLIENT,
    type: "ANDROID",
    center: "CN",
    countries: ["CN", "SG"],
    remark: "Demo Android app",
  },
  {
    clientId: "demo-ios-app",
    secret: "demo-ios-app-secret",
    name: "Demo CGM app (iOS)",
    type: "IOS",
    center: "CN",
    countries: ["CN", "JP"],
    remark: "Demo iOS app",
  },
];

export const secretHashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");

const SEEDED_KEY = "seed.clients";

/**
 * The demo clients, written once (what an administrator deletes later stays deleted). A demo client
 * moved over from the old ingest_clients table (no center yet) gets its center and countries.
 */
export async function seedDemoClients(db: Db): Promise<void> {
  const [done] = await db.select().from(systemSettings).where(eq(systemSettings.key, SEEDED_KEY));
  if (done) return;
  for (const def of DEMO_CLIENTS) {
    const [center] = await db.select({ id: centers.id }).from(centers).where(eq(centers.code, def.center));
    const countryIds = (
      await db.select({ id: countries.id }).from(countries).where(inArray(countries.code, def.countries))
    ).map((c) => c.id);
    const values = {
      clientId: def.clientId,
      name: def.name,
      type: def.type,
      centerId: center?.id ?? null,
      remark: def.remark,
      secretHash: secretHashOf(def.secret),
    };
    const [made] = await db
      .insert(clients)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: clients.id });
    const [legacy] = made
      ? []
      : await db
          .update(clients)
          .set({ centerId: values.centerId, type: def.type, remark: def.remark, updatedAt: new Date() })
          .where(and(eq(clients.clientId, def.clientId), isNull(clients.centerId)))
          .returning({ id: clients.id });
    const id = made?.id ?? legacy?.id;
    if (id !== undefined && countryIds.length)
      await db
        .insert(clientCountries)
        .values(countryIds.map((countryId) => ({ clientId: id, countryId })))
        .onConflictDoNothing();
  }
  await db.insert(systemSettings).values({ key: SEEDED_KEY, value: 1 }).onConflictDoNothing();
}

/**
 * Disables the demo clients that still have their published secret (production without demo data).
 * Answers whether any was disabled.
 */
export async function retireDemoClients(db: Db): Promise<boolean> {
  let any = false;
  for (const def of DEMO_CLIENTS) {
    const hit = await db
      .update(clients)
      .set({ status: "DISABLED", updatedAt: new Date() })
      .where(
        and(
          eq(clients.clientId, def.clientId),
          eq(clients.status, "ACTIVE"),
          eq(clients.secretHash, secretHashOf(def.secret)),
        ),
      )
      .returning({ id: clients.id });
    any ||= hit.length > 0;
  }
  return any;
}
