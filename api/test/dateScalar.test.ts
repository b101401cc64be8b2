import { describe, expect, it } from "vitest";
import { GraphQLDateTimeISO } from "graphql-scalars";
import { Kind } from "graphql";
import { DateTimeISO } from "../src/common/dateScalar";

describe("the DateTimeISO scalar", () => {
  it("is graphql-scalars' scalar in the schema: name, description, input rules", () => {
    expect(DateTimeISO.name).toBe(GraphQLDateTimeISO.name);
    expect(DateTimeISO.description).toBe(GraphQLDateTimeISO.description);
    expect(DateTimeISO.specifiedByURL).toBe(GraphQLDateTimeISO.specifiedByURL);
    const text = "2026-11-25T03:51:46.910Z";
    expect(DateTimeISO.parseValue(text)).toEqual(GraphQLDateTimeISO.parseValue(text));
    expect(DateTimeISO.parseLiteral({ kind: Kind.STRING, value: text }, {})).toEqual(new Date(text));
    expect(() => DateTimeISO.parseValue("0000-00-00T25:00:00Z")).toThrow();
  });

  it("answers every value as graphql-scalars does, a valid Date at once", () => {
    for (const value of [new Date(0), new Date(1795578706910), new Date("0001-01-01T00:00:00Z")])
      expect(DateTimeISO.serialize(value)).toBe(GraphQLDateTimeISO.serialize(value));
    expect(DateTimeISO.serialize("2026-11-25T03:51:46Z")).toBe(
      GraphQLDateTimeISO.serialize("2026-11-25T03:51:46Z"),
    );
    expect(DateTimeISO.serialize(1795578706910)).toBe(GraphQLDateTimeISO.serialize(1795578706910));
    expect(() => DateTimeISO.serialize(new Date(Number.NaN))).toThrow(/invalid Date/);
    expect(() => DateTimeISO.serialize("yesterday")).toThrow();
  });
});
