import type { AnyObjectSchema } from "yup";

/** What a form shows of a field's rules: whether it is required and its length limit. */
export interface FieldMeta {
  required: boolean;
  max?: number;
}

interface Described {
  optional?: boolean;
  type?: string;
  tests?: { name?: string; params?: Record<string, unknown> }[];
}

/**
 * Reads the rules of a field from the domain's yup schema, so the form marks the same fields required
 * and counts against the same limits that the API enforces. A list is required when it needs an item.
 */
export function fieldMeta(schema: AnyObjectSchema, name: string): FieldMeta {
  const d = (schema.describe().fields as Record<string, Described | undefined>)[name];
  if (!d) return { required: false };
  const tests = d.tests ?? [];
  const max = tests.find((t) => t.name === "max")?.params?.max;
  const required =
    d.type === "array"
      ? tests.some((t) => t.name === "min")
      : !d.optional || tests.some((t) => t.name === "required");
  return { required, max: typeof max === "number" ? max : undefined };
}
