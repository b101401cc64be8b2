/**
 * The access rules as functions (no server, no database): every root field's rule against anonymous
 * callers, staff with and without the codes, staff owing a password change, and ERP keys. Fast enough for
 * mutation testing (`npm run mutation`), which measures how much these tests notice.
 */
import { describe, expect, it } from "vitest";
import { GraphQLError, buildSchema, execute, parse, type GraphQLSchema } from "graphql";
import { applyMiddleware } from "graphql-middleware";
import { ALL_MENU_CODES } from "@cgm/domain";
import {
  ROOT_RULES,
  buildShield,
  hasCode,
  isActive,
  isSignedIn,
  mergeRules,
  type Rule,
} from "../src/permissions";
import type { Context, Principal } from "../src/context";
import { PARTNER_CODES, type PartnerPermission } from "../src/auth/partner";

import { EXPECTED, type Access } from "./access-rules.expected";

const staff = (codes: Iterable<string> = [], more: Partial<Principal> = {}): Principal => ({
  kind: "staff",
  accountId: 7,
  account: "ann",
  name: "Ann",
  orgId: 1,
  orgPath: "/1/",
  roleId: 2,
  dataScope: "ALL",
  customOrgIds: [],
  codes: new Set(codes),
  sessionId: 3,
  mustChangePassword: false,
  ...more,
});
const erp = (codes: Iterable<string> = []) =>
  staff(codes, { kind: "erp", sessionId: 0, keyOrg: { id: 1, path: "/1/" } });
/** A partner key as auth/erp.ts makes it: partner permissions only, never staff codes. */
const partnerKey = (codes: Iterable<PartnerPermission> = PARTNER_CODES) => erp(codes);
const describeAccess = (a: Access) =>
  typeof a === "string"
    ? a
    : "partner" in a
      ? `partner ${a.partner}${a.staff ? ` or ${a.staff.join(" or ")}` : ""}`
      : a.join(" or ");

type Outcome = true | false | { code: unknown; messageId: unknown; message: string };
/** Runs a rule as the shield does, with a fresh request context (its contextual cache). */
async function outcome(r: Rule, principal: Principal | null, shared?: Context): Promise<Outcome> {
  const ctx = shared ?? ({ principal, _shield: { cache: {} } } as unknown as Context);
  const options = { debug: true, allowExternalErrors: true, hashFunction: () => "" };
  // graphql-shield's rules resolve with (parent, args, ctx, info, options); its types hide it.
  const res: unknown = await (r as unknown as { resolve: (...a: unknown[]) => Promise<unknown> }).resolve(
    undefined,
    {},
    ctx,
    {},
    options,
  );
  if (res === true || res === false) return res;
  const e = res as { message: string; extensions?: Record<string, unknown> };
  return { code: e.extensions?.code, messageId: e.extensions?.messageId, message: e.message };
}

const UNAUTHENTICATED = {
  code: "UNAUTHENTICATED",
  messageId: "error.unauthenticated",
  message: "Please sign in",
};
const MUST_CHANGE = {
  code: "UNAUTHENTICATED",
  messageId: "auth.mustChangePassword",
  message: "Change your temporary password first",
};
const FORBIDDEN = {
  code: "FORBIDDEN",
  messageId: "error.forbidden",
  message: "You do not have permission to do this",
};

describe("every root field has the expected rule", () => {
  it("names each field of ROOT_RULES in the expected table", () => {
    for (const root of ["Query", "Mutation", "Subscription"] as const)
      for (const field of Object.keys(ROOT_RULES[root]))
        expect(EXPECTED[root], `${root}.${field}: add who may call it to EXPECTED above`).toHaveProperty(
          field,
        );
  });

  for (const root of ["Query", "Mutation", "Subscription"] as const) {
    for (const [field, access] of Object.entries(EXPECTED[root])) {
      it(`${root}.${field}: ${describeAccess(access)}`, async () => {
        const r = ROOT_RULES[root][field];
        expect(r, "a rule").toBeDefined();
        if (typeof access === "object" && "partner" in access) {
          expect(await outcome(r!, null)).toEqual(UNAUTHENTICATED);
          expect(await outcome(r!, partnerKey([access.partner]))).toBe(true);
          const others = PARTNER_CODES.filter((c) => c !== access.partner);
          expect(await outcome(r!, partnerKey(others)), "other partner permissions").toEqual(FORBIDDEN);
          // A key holding staff codes (it never does) still does not pass as staff.
          if (!access.staff) expect(await outcome(r!, erp(ALL_MENU_CODES))).toEqual(FORBIDDEN);
          const staffCodes = access.staff ?? [];
          const notStaff = ALL_MENU_CODES.filter((c) => !staffCodes.includes(c));
          expect(await outcome(r!, staff(notStaff))).toEqual(FORBIDDEN);
          for (const code of staffCodes) expect(await outcome(r!, staff([code]))).toBe(true);
          return;
        }
        // Whatever a partner key may do, nothing of the console's own: no staff field, read or write.
        if (access !== "public") expect(await outcome(r!, partnerKey()), "a partner key").toEqual(FORBIDDEN);
        const everythingElse = ALL_MENU_CODES.filter(
          (c) => typeof access === "string" || !access.includes(c),
        );
        if (access === "public") {
          expect(await outcome(r!, null)).toBe(true);
          return;
        }
        expect(await outcome(r!, null)).toEqual(UNAUTHENTICATED);
        if (access === "signedIn") {
          expect(await outcome(r!, staff())).toBe(true);
          expect(await outcome(r!, staff([], { mustChangePassword: true }))).toBe(true);
          expect(await outcome(r!, erp(ALL_MENU_CODES))).toEqual(FORBIDDEN);
        } else if (access === "active") {
          expect(await outcome(r!, staff())).toBe(true);
          expect(await outcome(r!, staff(ALL_MENU_CODES, { mustChangePassword: true }))).toEqual(MUST_CHANGE);
          expect(await outcome(r!, erp(ALL_MENU_CODES))).toEqual(FORBIDDEN);
        } else {
          expect(await outcome(r!, staff())).toEqual(FORBIDDEN);
          expect(await outcome(r!, staff(everythingElse))).toEqual(FORBIDDEN);
          for (const code of access) {
            expect(ALL_MENU_CODES, "a code of the catalogue").toContain(code);
            expect(await outcome(r!, staff([code])), code).toBe(true);
            // An ERP key reads with its maker's codes; that it never writes is held by the rule (staffWith)
            // or by the service, and tested with the API (organisation.erp.test.ts).
            if (root !== "Mutation")
              expect(await outcome(r!, erp([code])), `ERP key with ${code}`).toBe(true);
            expect(await outcome(r!, staff([code], { mustChangePassword: true }))).toEqual(MUST_CHANGE);
          }
        }
      });
    }
  }
});

describe("the rule builders", () => {
  it("keeps one rule per code, named after it", () => {
    expect(hasCode("org:list")).toBe(hasCode("org:list"));
    expect(hasCode("org:list")).not.toBe(hasCode("org:role"));
    expect((hasCode("sys:audit") as unknown as { name: string }).name).toBe("hasCode:sys:audit");
  });
  it("tells signed-in from active staff", async () => {
    expect(await outcome(isSignedIn, staff([], { mustChangePassword: true }))).toBe(true);
    expect(await outcome(isActive, staff([], { mustChangePassword: true }))).toEqual(MUST_CHANGE);
    expect(await outcome(isSignedIn, erp())).toEqual(FORBIDDEN);
    expect(await outcome(isActive, erp())).toEqual(FORBIDDEN);
  });
  it("caches each rule's answer per request under its own name", async () => {
    const request = (principal: Principal) => ({ principal, _shield: { cache: {} } }) as unknown as Context;
    const owing = request(staff(["org:list"], { mustChangePassword: true }));
    expect(await outcome(isSignedIn, null, owing)).toBe(true);
    expect(await outcome(isActive, null, owing)).toEqual(MUST_CHANGE);
    const lister = request(staff(["org:list"]));
    expect(await outcome(hasCode("org:list"), null, lister)).toBe(true);
    expect(await outcome(hasCode("org:role"), null, lister)).toEqual(FORBIDDEN);
    expect(await outcome(isActive, null, lister)).toBe(true);
  });
  it("merges module rules and refuses a field named twice", () => {
    const merged = mergeRules(
      { Query: { a: isSignedIn } },
      { Query: { b: isActive }, Mutation: { c: isActive } },
    );
    expect(merged).toEqual({
      Query: { a: isSignedIn, b: isActive },
      Mutation: { c: isActive },
      Subscription: {},
    });
    expect(() => mergeRules({ Query: { a: isSignedIn } }, { Query: { a: isActive } })).toThrow(
      "two rules for Query.a",
    );
    expect(() => mergeRules({ Mutation: { a: isSignedIn } }, { Query: { a: isActive } })).not.toThrow();
  });
});

describe("the shield over a schema", () => {
  // Every ruled Query and Mutation field (shield refuses rules for fields a schema lacks), one field
  // without a rule, and an object type below the root; no Subscription type.
  const sdl = `
    type Query { ${Object.keys(ROOT_RULES.Query).join(": String, ")}: String, unruled: String, info: Info }
    type Info { secret: String }
    type Mutation { ${Object.keys(ROOT_RULES.Mutation).join(": String, ")}: String }`;
  function schemaWithShield(): GraphQLSchema {
    const bare = buildSchema(sdl);
    for (const type of [bare.getQueryType()!, bare.getMutationType()!]) {
      for (const [name, field] of Object.entries(type.getFields())) {
        field.resolve =
          name === "info"
            ? () => ({ secret: "s" })
            : name === "systemTimeZone"
              ? () => {
                  throw new GraphQLError("gone", { extensions: { code: "NOT_FOUND" } });
                }
              : () => name;
      }
    }
    return applyMiddleware(bare, buildShield(bare));
  }
  const run = async (query: string, principal: Principal | null) => {
    const r = await execute({
      schema: schemaWithShield(),
      document: parse(query),
      contextValue: { principal },
    });
    return { data: r.data, errors: r.errors?.map((e) => [e.path?.join("."), e.extensions.code]) };
  };

  it("applies the root rules and passes their errors on", async () => {
    expect(await run("{ me }", staff())).toEqual({ data: { me: "me" }, errors: undefined });
    expect(await run("{ me }", null)).toEqual({ data: { me: null }, errors: [["me", "UNAUTHENTICATED"]] });
    expect(await run("{ auditLog }", staff())).toEqual({
      data: { auditLog: null },
      errors: [["auditLog", "FORBIDDEN"]],
    });
    expect(await run("{ auditLog }", staff(["sys:audit"]))).toEqual({
      data: { auditLog: "auditLog" },
      errors: undefined,
    });
    expect(await run("mutation { login }", null)).toEqual({ data: { login: "login" }, errors: undefined });
  });
  it("lets a resolver's own error through once the rule allows the call", async () => {
    expect(await run("{ systemTimeZone }", staff())).toEqual({
      data: { systemTimeZone: null },
      errors: [["systemTimeZone", "NOT_FOUND"]],
    });
  });
  it("denies a root field without a rule with FORBIDDEN, and leaves fields below the root unwrapped", async () => {
    expect(await run("{ unruled }", staff(ALL_MENU_CODES))).toEqual({
      data: { unruled: null },
      errors: [["unruled", "FORBIDDEN"]],
    });
    const middleware = buildShield(schemaWithShield());
    expect(Object.keys(middleware).sort()).toEqual(["Mutation", "Query"]);
    expect(Object.keys(middleware.Query as object)).toContain("unruled");
    expect(Object.keys(middleware.Mutation as object).sort()).toEqual(
      Object.keys(ROOT_RULES.Mutation).sort(),
    );
    expect(await run("{ info { secret } }", staff(ALL_MENU_CODES))).toEqual({
      data: { info: null },
      errors: [["info", "FORBIDDEN"]],
    });
  });
});
