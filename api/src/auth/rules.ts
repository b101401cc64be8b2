import { allow, and, deny, or, rule, type IRule } from "graphql-shield";
import type { Context } from "../context";
import { forbidden, unauthenticated } from "../common/errors";

/** A field rule: a named rule, a combination (and/or), or shield's allow/deny. */
export type Rule = IRule | ReturnType<typeof or> | ReturnType<typeof and> | typeof allow | typeof deny;

/** The rules one module contributes (each module's `<entity>.rules.ts`). */
export type ModuleRules = Partial<Record<"Query" | "Mutation" | "Subscription", Record<string, Rule>>>;

/** A signed-in staff member, even while a password change is still owed (not an ERP key). */
export const isSignedIn = rule("isSignedIn", { cache: "contextual" })((_p, _a, ctx: Context) => {
  if (!ctx.principal) return unauthenticated();
  return ctx.principal.kind === "staff" ? true : forbidden();
});

/** A signed-in staff member not held to change a temporary password first. */
export const isActive = rule("isActive", { cache: "contextual" })((_p, _a, ctx: Context) => {
  if (!ctx.principal) return unauthenticated();
  if (ctx.principal.kind !== "staff") return forbidden();
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

/** A write: signed-in staff (never an ERP key, read-only whatever its maker's codes) holding the code. */
export const staffWith = (code: string) => and(isActive, hasCode(code));
