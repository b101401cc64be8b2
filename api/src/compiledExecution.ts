import type { GatewayInterface } from "@apollo/server-gateway-interface";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import {
  GraphQLError,
  getVariableValues,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from "graphql";

/**
 * Execution of HTTP operations by queries compiled once per document (graphql-jit), through Apollo
 * Server's executor hook: a page of devices resolves a few hundred fields, and graphql-js's general
 * walk over them was the largest share of the server's CPU left for the device list (issue 14.2).
 * Apollo still parses, validates (with the limits), runs the plugins and formats and masks the errors;
 * the resolvers are the same (shield rules, argument checks). Subscriptions are not served here.
 *
 * Variables are coerced by graphql-js first: a request with a bad variable gets graphql-js's own
 * messages, which Apollo answers with 400 BAD_USER_INPUT, and no resolver runs.
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  // Per parsed document (Apollo keeps one per query text), per operation name.
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | ExecutionResult>>();
  const compiledFor = (document: DocumentNode, operationName: string | undefined) => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    let c = byName.get(operationName ?? "");
    if (!c) byName.set(operationName ?? "", (c = compileQuery(schema, document, operationName)));
    return c;
  };
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: "" });
      return () => {};
    },
    async load() {
      return {
        executor: async ({ document, request, operation, operationName, context }) => {
          let variables: Record<string, unknown> = {};
          if (operation.variableDefinitions?.length) {
            const checked = getVariableValues(schema, operation.variableDefinitions, request.variables ?? {});
            if (checked.errors) return { errors: checked.errors };
            variables = checked.coerced;
          }
          const c = compiledFor(document, operationName ?? undefined);
          if (!isCompiledQuery(c)) return c;
          // graphql-jit coerces them again; it would not fill an input object's field defaults (PageInput's
          // offset), so it gets graphql-js's values. Coercing those again changes nothing: every enum's
          // value is its name, and the scalars take their own values (test/compiledExecution.test.ts).
          const result = (await c.query(undefined, context, variables)) as ExecutionResult;
          return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
        },
      };
    },
    async stop() {},
  };
}

/**
 * graphql-jit's errors may have no `extensions` at all, where graphql-js always gives an object; Apollo
 * then fails to format them and answers a bare "Internal server error" without our error masking (a
 * database outage must say SERVICE_UNAVAILABLE). They become graphql-js errors with the same message,
 * path, locations, cause and extensions.
 */
function asGraphQLError(e: GraphQLError): GraphQLError {
  const out = new GraphQLError(e.message, {
    path: e.path,
    originalError: e.originalError ?? undefined,
    extensions: e.extensions ?? undefined,
  });
  // graphql-js computes locations from nodes, which graphql-jit does not keep; it kept their locations.
  (out as { locations?: GraphQLError["locations"] }).locations = e.locations;
  return out;
}
