import { describe, expect, it } from "vitest";
import { buildSchema, getVariableValues, parse, type OperationDefinitionNode } from "graphql";
import { isTooManyVariableErrors, variableFieldErrors } from "../src/common/variables";
import { argumentErrors } from "../src/common/arguments";

const schema = buildSchema(`
  input Column { label: String!, width: Int }
  input Format { name: String!, columns: [Column!]! }
  type Query { export(format: Format!, ids: [Int!]): String }
`);
const op = parse(`query($format: Format!, $ids: [Int!]) { export(format: $format, ids: $ids) }`)
  .definitions[0] as OperationDefinitionNode;

/** The field errors graphql-js's coercion of `inputs` leads to, one object per error. */
function errorsOf(inputs: Record<string, unknown>) {
  const r = getVariableValues(schema, op.variableDefinitions ?? [], inputs);
  return "errors" in r ? (r.errors ?? []).map((e) => variableFieldErrors(e) ?? e.message) : [];
}

describe("variable errors name the place inside the variable", () => {
  const ok = { name: "n", columns: [{ label: "a" }] };

  it("a value of the wrong kind deep in a list of input objects", () => {
    expect(errorsOf({ format: { ...ok, columns: [{ label: "a" }, { label: 5 }] } })).toEqual([
      { "columns[1].label": "validation.invalid" },
    ]);
  });

  it("a missing or unknown input field, a missing variable, a list element out of range", () => {
    expect(errorsOf({ format: { columns: [] } })).toEqual([{ name: "validation.required" }]);
    expect(errorsOf({ format: { ...ok, bogus: 1 } })).toEqual([{ bogus: "validation.invalid" }]);
    expect(errorsOf({})).toEqual([{ format: "validation.required" }]);
    expect(errorsOf({ format: ok, ids: [1, 2 ** 31] })).toEqual([{ "ids[1]": "validation.range" }]);
    expect(errorsOf({ format: ok, ids: ["x"] })).toEqual([{ "ids[0]": "validation.integer" }]);
  });

  it("is not fooled by a value that spells out a path", () => {
    const trick = 'x at "format.columns[9].label"; ';
    expect(errorsOf({ format: { ...ok, name: 1, columns: [{ label: "a", width: trick }] } })).toEqual([
      { name: "validation.invalid" },
      { "columns[0].width": "validation.integer" },
    ]);
  });

  it("recognises graphql-js's abort after 50 errors", () => {
    const r = getVariableValues(
      schema,
      op.variableDefinitions ?? [],
      {
        format: ok,
        ids: Array.from({ length: 60 }, () => "x"),
      },
      { maxErrors: 50 },
    ); // as graphql-js's execute() calls it
    const errors = "errors" in r ? (r.errors ?? []) : [];
    expect(errors.length).toBe(51);
    expect(isTooManyVariableErrors(errors[50])).toBe(true);
    expect(isTooManyVariableErrors(errors[0])).toBe(false);
  });
});

describe("argument checks", () => {
  it("name each NUL, over-long string and out-of-range date by its place", () => {
    expect(
      argumentErrors({
        sn: "A\u0000",
        input: { name: "x".repeat(2001), columns: [{ label: "ok" }, { label: "\u0000" }] },
        from: new Date("0000-06-01T00:00:00Z"),
        to: new Date(Date.parse("9999-12-31T23:59:59.999Z") + 1),
        at: new Date("9999-12-31T23:59:59.999Z"),
        ids: ["1", "\u0000"],
      }),
    ).toEqual({
      sn: "validation.specialChars",
      name: "validation.tooLong",
      "columns[1].label": "validation.specialChars",
      from: "validation.range",
      to: "validation.range",
      "ids[1]": "validation.specialChars",
    });
    expect(argumentErrors({ csv: "x".repeat(5000) }, 1_000_000)).toBeNull();
  });
});
