import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
  type ValidationContext,
} from "graphql";

/** Query limits, the same on HTTP and on the WebSocket. */
export const QUERY_LIMITS = { depth: 10, aliases: 15, cost: 5000, tokens: 3000 } as const;

export const PARSE_OPTIONS = { maxTokens: QUERY_LIMITS.tokens } as const;

/** Rejections become validation errors of the request instead of exceptions thrown out of validate(). */
const REPORT = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [(ctx: ValidationContext | null, err: GraphQLError) => ctx?.reportError(err)],
};

/** Depth, alias and cost rules (graphql-armor), added to graphql-js's own validation. */
export function limitRules(): ValidationRule[] {
  // graphql-armor types its rules against its own ValidationContext visitor class.
  return [
    maxDepthRule({ n: QUERY_LIMITS.depth, ignoreIntrospection: true, ...REPORT }),
    maxAliasesRule({ n: QUERY_LIMITS.aliases, ...REPORT }),
    costLimitRule({ maxCost: QUERY_LIMITS.cost, ignoreIntrospection: true, ...REPORT }),
  ] as unknown as ValidationRule[];
}

/** Parses and validates a document with the limits; what the WebSocket server runs before executing. */
export function checkDocument(
  schema: GraphQLSchema,
  query: string,
): { document: DocumentNode } | { errors: readonly GraphQLError[] } {
  let document: DocumentNode;
  try {
    document = parse(query, PARSE_OPTIONS);
  } catch (e) {
    return { errors: [e instanceof GraphQLError ? e : new GraphQLError("Syntax error")] };
  }
  const errors = validate(schema, document, [...specifiedRules, ...limitRules()]);
  return errors.length ? { errors } : { document };
}

/** True when an operation asks for the schema (introspection) beyond `__typename`. */
export function isIntrospection(document: DocumentNode): boolean {
  let found = false;
  const visit = (node: unknown): void => {
    if (found || !node || typeof node !== "object") return;
    const n = node as { kind?: string; name?: { value?: string }; selectionSet?: { selections: unknown[] } };
    if (n.kind === "Field" && (n.name?.value === "__schema" || n.name?.value === "__type")) {
      found = true;
      return;
    }
    for (const s of n.selectionSet?.selections ?? []) visit(s);
  };
  for (const def of document.definitions) visit(def);
  return found;
}
