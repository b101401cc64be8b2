import type * as sessionApi from "./sessionApi";

/** What sessionApi.ts offers, once loaded. */
export type SessionApi = typeof sessionApi;

let pending: Promise<SessionApi> | undefined;

/**
 * Loads the session's API calls and the GraphQL client (Apollo) once; a failed load is tried again on
 * the next call.
 */
export function loadSessionApi(): Promise<SessionApi> {
  pending ??= import("./sessionApi").catch((e: unknown) => {
    pending = undefined;
    throw e;
  });
  return pending;
}
