import { allow, deny, rule, shield, type IRule, type IRules } from "graphql-shield";
import { GraphQLObjectType, type GraphQLSchema } from "graphql";
import type { Context } from "./context";
import { forbidden, unauthenticated } from "./common/errors";

/** A field rule: a named rule, or shield's allow/deny. */
export type Rule = IRule | typeof allow | typeof deny;

/** Signed in, even while a password change is still owed. */
export const isSignedIn = rule("isSignedIn", { cache: "contextual" })((_p, _a, ctx: Context) =>
  ctx.principal ? true : unauthenticated(),
);

/** Signed in and not held to change a temporary password first. */
export const isActive = rule("isActive", { cache: "contextual" })((_p, _a, ctx: Context) => {
  if (!ctx.principal) return unauthenticated();
  if (ctx.principal.mustChangePassword) {
    return unauthenticated("Change your temporary password first", "auth.mustChangePassword");
  }
  return true;
});

const codeRules = new Map<string, IRule>();
/** Holds a menu or button code (authIdentify) of its role; one named rule per code. */
export function hasCode(code: string): IRule {
  let r = codeRules.get(code);
  if (!r) {
    r = rule(`hasCode:${code}`, { cache: "contextual" })((_p, _a, ctx: Context) => {
      if (!ctx.principal) return unauthenticated();
      if (ctx.principal.mustChangePassword) {
        return unauthenticated("Change your temporary password first", "auth.mustChangePassword");
      }
      return ctx.principal.codes.has(code) ? true : forbidden();
    });
    codeRules.set(code, r);
  }
  return r;
}

/**
 * Every root field, with its explicit rule. A field missing here is denied by the fallback rule, and a
 * test fails the build when the schema has a root field this map does not name.
 */
export const ROOT_RULES: Record<"Query" | "Mutation" | "Subscription", Record<string, Rule>> = {
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
  Subscription: {},
};

/**
 * The shield: root fields by ROOT_RULES, `fallbackRule: deny` for anything unnamed. Object types below
 * the root are reachable only through a root field, so each is allowed explicitly by name.
 */
export function buildShield(schema: GraphQLSchema) {
  const rules: IRules = {};
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .filter(Boolean)
      .map((t) => t!.name),
  );
  for (const [name, type] of Object.entries(schema.getTypeMap())) {
    if (name.startsWith("__") || roots.has(name) || !(type instanceof GraphQLObjectType)) continue;
    rules[name] = allow;
  }
  for (const [root, fields] of Object.entries(ROOT_RULES)) {
    if (roots.has(root)) rules[root] = { ...fields };
  }
  return shield(rules, {
    fallbackRule: deny,
    fallbackError: () => forbidden(),
    allowExternalErrors: true,
    debug: false,
  });
}
