import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError } from "graphql";
import { PERMISSIONS } from "@cgm/domain";
import type { Context, Principal } from "./context";
import type { Metrics } from "./observability";
import { isIntrospection } from "./common/limits";

/**
 * Introspection is open in development; in production only to holders of the API-explorer code and to
 * partner keys (their developers explore the API in Apollo Sandbox with the key).
 */
export function mayIntrospect(production: boolean, p: Principal | null): boolean {
  return !production || p?.kind === "erp" || Boolean(p?.codes.has(PERMISSIONS.apiExplorer));
}

export function introspectionGuard(production: boolean): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (isIntrospection(document) && !mayIntrospect(production, contextValue.principal)) {
            throw new GraphQLError("Introspection is not available to this account", {
              extensions: { code: "FORBIDDEN", messageId: "error.forbidden", http: { status: 403 } },
            });
          }
        },
      };
    },
  };
}

export function metricsPlugin(metrics: Metrics): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      const end = metrics.graphqlOperations.startTimer();
      return {
        async willSendResponse({ operationName, operation, errors, response }) {
          const body = response.body.kind === "single" ? response.body.singleResult : undefined;
          const failed = Boolean(errors?.length || body?.errors?.length);
          end({
            operation: operationName ?? "anonymous",
            type: operation?.operation ?? "unknown",
            outcome: failed ? "error" : "ok",
          });
        },
      };
    },
  };
}

export function loggingPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const e of errors) {
            const code = e.extensions?.code;
            if (!code || code === "INTERNAL_SERVER_ERROR") {
              contextValue.log.error(
                { err: e.originalError ?? e, operationName, path: e.path },
                "resolver failed",
              );
            }
          }
        },
      };
    },
  };
}
