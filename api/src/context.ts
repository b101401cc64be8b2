import type { LiveSink } from "./live/shared";
import type { Db, DbHandle } from "@cgm/db";
import type { DataScope } from "@cgm/domain";
import type { Logger } from "pino";
import type { Config } from "./config";
import type { FileStorage } from "./files/store";

/**
 * Who is calling, loaded afresh on every request so role changes apply at once: a signed-in staff
 * member, or a partner ERP system holding its organisation's key (read-only). A key reads with the data
 * scope of the account that made it (accountId, organisation and data scope are the maker's, as they are
 * now), held to the key's organisation and its sub-organisations (`keyOrg`); its codes are partner
 * permissions (auth/partner.ts), never staff codes; its sessionId is 0.
 */
export interface Principal {
  kind: "staff" | "erp";
  accountId: number;
  account: string;
  name: string;
  orgId: number;
  /** Materialised path of the account's organisation ("/1/4/"). */
  orgPath: string;
  roleId: number;
  dataScope: DataScope;
  /** Organisations of a customised scope. */
  customOrgIds: number[];
  /** Granted menu and button codes (authIdentify). */
  codes: ReadonlySet<string>;
  sessionId: number;
  mustChangePassword: boolean;
  /** An ERP key's organisation: every row read must also lie in its subtree. */
  keyOrg?: { id: number; path: string };
}

/** What the session cookie answers for: set by login, cleared by logout. */
export interface CookieJar {
  set(token: string, maxAgeSeconds: number): void;
  clear(): void;
}

export interface Context {
  h: DbHandle;
  db: Db;
  config: Config;
  log: Logger;
  principal: Principal | null;
  ip: string;
  userAgent: string;
  transport: "http" | "ws";
  cookies: CookieJar;
  /** The stored files' bytes (files/store.ts): on HTTP requests; imports read their upload here. */
  files?: FileStorage;
  /** On a WebSocket subscription: where shared live events are written (live/shared.ts). */
  liveSink?: LiveSink;
}
