import "reflect-metadata";
import { describe, expect, it } from "vitest";
import { isEnumType, isScalarType, type GraphQLSchema } from "graphql";
import { buildAppSchema } from "../src/schema";

/**
 * compiledExecution.ts hands graphql-jit the variables graphql-js has coerced, and graphql-jit coerces
 * them again. That changes nothing only while every enum's value is its name and every scalar takes
 * back what it made: a new enum or scalar that breaks this fails here.
 */
describe("variables coerced twice", () => {
  let schema: GraphQLSchema;
  const load = async () => (schema ??= await buildAppSchema());

  it("every enum value is its own name", async () => {
    const renamed = Object.values((await load()).getTypeMap())
      .filter(isEnumType)
      .flatMap((t) =>
        t
          .getValues()
          .filter((v) => v.value !== v.name)
          .map((v) => `${t.name}.${v.name}`),
      );
    expect(renamed).toEqual([]);
  });

  it("every scalar takes back its own coerced values", async () => {
    const samples: Record<string, unknown[]> = {
      ID: ["12", "CGM202600001"],
      String: ["", "é\u0000x"],
      Boolean: [true, false],
      Int: [0, -2147483648, 2147483647],
      Float: [0.5, 1e300],
      DateTimeISO: ["2026-11-25T03:51:46.910Z", "0001-01-01T00:00:00Z"],
      JSON: [{ a: [1, "b", null] }, "text", 3],
    };
    const scalars = Object.values((await load()).getTypeMap()).filter(isScalarType);
    expect(scalars.map((s) => s.name).sort()).toEqual(Object.keys(samples).sort());
    for (const s of scalars)
      for (const raw of samples[s.name]!) {
        const once = s.parseValue(raw);
        expect(s.parseValue(once)).toEqual(once);
      }
  });
});
