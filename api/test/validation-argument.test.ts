/** The API's input validation as a function (no server): the domain schema of an input class, or nothing. */
import { describe, expect, it } from "vitest";
import { object } from "yup";
import { GraphQLError } from "graphql";
import { MSG, requiredText } from "@cgm/domain";
import { validateArgument } from "../src/common/validation";

class NamedInput {
  static schema = object({ name: requiredText(5) });
  name = "";
}
class PlainInput {
  name = "";
}

const check = (value: unknown, type: unknown) =>
  // type-graphql passes (value, type, resolverData); the resolver data is not used.
  validateArgument(value as object, type as never, undefined as never);

describe("validateArgument", () => {
  it("passes a value its input class's schema accepts", () => {
    expect(check({ name: "Ann" }, NamedInput)).toBeUndefined();
  });
  it("refuses a value the schema refuses, as BAD_USER_INPUT naming the field and its message", () => {
    let error: unknown;
    try {
      check({ name: "" }, NamedInput);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions).toEqual({
      code: "BAD_USER_INPUT",
      messageId: "error.badInput",
      fieldErrors: { name: MSG.required },
    });
    expect(() => check({ name: "abcdef" }, NamedInput)).toThrow("Invalid input: name");
  });
  it("leaves classes without a schema, scalars and absent values alone", () => {
    expect(check({ name: "" }, PlainInput)).toBeUndefined();
    expect(check("", String)).toBeUndefined();
    expect(check({ name: "" }, { schema: NamedInput.schema })).toBeUndefined();
    expect(check(null, NamedInput)).toBeUndefined();
    expect(check(undefined, NamedInput)).toBeUndefined();
  });
});

describe("the assembled rules", () => {
  // Imported here, not at the top, so that a module that throws while loading fails this test instead of
  // stopping the file from loading (which Stryker's vitest runner would count as a surviving mutant).
  it("load, with one rule per root field of every module", async () => {
    const { ROOT_RULES } = await import("../src/permissions");
    expect(Object.keys(ROOT_RULES.Query)).toContain("me");
    expect(Object.keys(ROOT_RULES.Mutation)).toContain("login");
  });
});
