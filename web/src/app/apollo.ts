import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { getMainDefinition } from "@apollo/client/utilities";
import { EMPTY, Observable } from "rxjs";

/** Close codes graphql-ws uses for a refused connection: retrying them cannot help. */
const FATAL_CLOSE_CODES = new Set([4400, 4401, 4403]);

/** Who to tell when the server says the session is gone (set by the session provider). */
let onUnauthenticated: (operationName: string) => void = () => {};
export function setUnauthenticatedHandler(fn: (operationName: string) => void) {
  onUnauthenticated = fn;
}

/**
 * Who to tell when the live connection is back after a drop (the console layout, live lists): events sent
 * meanwhile, an access change above all, were missed. The server itself closes the connection after an
 * access change (close code 4205), so that every subscription is checked again under the new access.
 */
const reconnectedHandlers = new Set<() => void>();
/** Adds one (the layout, a live list); returns its removal. */
export function setReconnectedHandler(fn: () => void): () => void {
  reconnectedHandlers.add(fn);
  return () => void reconnectedHandlers.delete(fn);
}
const onReconnected = () => reconnectedHandlers.forEach((fn) => fn());

/** The first retry comes at once (with a little jitter: every console of a role reconnects together); then backing off. */
const retryWait = (retries: number) =>
  new Promise<void>((resolve) =>
    setTimeout(
      resolve,
      retries === 0 ? 50 + Math.random() * 200 : 1000 * 2 ** retries + Math.random() * 2000,
    ),
  );

export function createApolloClient() {
  const http = new HttpLink({ uri: "/graphql", credentials: "same-origin" });
  const wsUrl = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/graphql`;
  const ws = lazyWsLink(wsUrl);
  const errors = new ErrorLink(({ error, operation }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    if (operation.operationName === "Login") return;
    if (error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED"))
      onUnauthenticated(operation.operationName ?? "");
  });
  const transport = ApolloLink.split(
    ({ query }) => {
      const def = getMainDefinition(query);
      return def.kind === "OperationDefinition" && def.operation === "subscription";
    },
    ws,
    http,
  );
  return new ApolloClient({
    link: ApolloLink.from([errors, transport]),
    cache: new InMemoryCache({
      // A NamedRef or a RecordRef (an organisation, a role, a center, a language...) is a reference by id
      // to a row of some table: never merge two by id alone (a country's center 1 is not its language 1).
      // Nor dictionary options: an option's label is in the language the query asked for.
      typePolicies: {
        NamedRef: { keyFields: false },
        RecordRef: { keyFields: false },
        DictionaryOption: { keyFields: false },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: "cache-and-network" } },
  });
}

/**
 * The WebSocket link, loaded on the first subscription so the sign-in page does not carry graphql-ws.
 */
function lazyWsLink(url: string): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  const load = () =>
    (link ??= Promise.all([import("@apollo/client/link/subscriptions"), import("graphql-ws")]).then(
      ([{ GraphQLWsLink }, { createClient }]) =>
        new GraphQLWsLink(
          createClient({
            url,
            lazy: true,
            retryAttempts: 5,
            retryWait,
            on: { connected: (_socket, _payload, wasRetry) => void (wasRetry && onReconnected()) },
            shouldRetry: (e) =>
              !(e && typeof e === "object" && "code" in e && FATAL_CLOSE_CODES.has(Number(e.code))),
          }),
        ),
    ));
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let sub: { unsubscribe(): void } | undefined;
        let closed = false;
        load().then(
          (ws) => {
            if (closed) return;
            const next = ws.request(operation, () => EMPTY);
            sub = next?.subscribe(observer);
          },
          (e: unknown) => observer.error(e),
        );
        return () => {
          closed = true;
          sub?.unsubscribe();
        };
      }),
  );
}
