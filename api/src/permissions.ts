import { allow, deny, shield, type IRules } from "graphql-shield";
import type { IMiddlewareTypeMap } from "graphql-middleware";
import { isActive, isSignedIn, type ModuleRules, type Rule } from "./auth/rules";

export { hasCode, isActive, isSignedIn, type ModuleRules, type Rule } from "./auth/rules";
import type { GraphQLSchema } from "graphql";
import { MODULE_RULES } from "./modules/rules";
import { forbidden } from "./common/errors";

const FOUNDATION_RULES: ModuleRules = {
  Query: {
    me: isSignedIn,
    menuList: isSignedIn,
    systemTimeZone: isSignedIn,
    overview: isActive,
  },
  Mutation: {
    login: allow,
    logout: allow,
    changePassword: isSignedIn,
  },
  Subscription: {
    accessChanged: isSignedIn,
  },
};

/** Merges module rules; a field named twice is a programming error. */
export function mergeRules(
  ...modules: ModuleRules[]
): Record<"Query" | "Mutation" | "Subscription", Record<string, Rule>> {
  const out = { Query: {}, Mutation: {}, Subscription: {} } as Record<
    "Query" | "Mutation" | "Subscription",
    Record<string, Rule>
  >;
  for (const m of modules) {
    for (const [root, fields] of Object.entries(m) as [keyof typeof out, Record<string, Rule>][]) {
      for (const [field, r] of Object.entries(fields)) {
        if (field in out[root]) throw new Error(`two rules for ${root}.${field}`);
        out[root][field] = r;
      }
    }
  }
  return out;
}

/**
 * Every root field, with its explicit rule. A field missing here is denied by the fallback rule, and a
 * test fails the build when the schema has a root field this map does not name.
 */
export const ROOT_RULES = mergeRules(FOUNDATION_RULES, ...MODULE_RULES);

/**
 * The shield: root fields by ROOT_RULES, `fallbackRule: deny` for any root field unnamed. Object types
 * below the root are reachable only through a root field, so their fields are left unwrapped: shield's
 * `allow` would still put an async middleware on each of them, a promise per leaf value (half the time
 * of a 14-day curve of ~1,700 points, and a cost per subscriber on every live event).
 */
export function buildShield(schema: GraphQLSchema): IMiddlewareTypeMap {
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .filter(Boolean)
      .map((t) => t!.name),
  );
  const rules: IRules = {};
  for (const [root, fields] of Object.entries(ROOT_RULES)) {
    if (roots.has(root)) rules[root] = { ...fields };
  }
  const all = shield(rules, {
    fallbackRule: deny,
    fallbackError: () => forbidden(),
    allowExternalErrors: true,
    debug: false,
  }).generate(schema) as IMiddlewareTypeMap;
  return Object.fromEntries(Object.entries(all).filter(([type]) => roots.has(type)));
}
