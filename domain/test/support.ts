import type { AnyObjectSchema } from "yup";
import { validateWith, type FieldErrors } from "../src/index";

/** The message id per field of a rejected input, or {} when the schema accepts it. */
export function errorsOf(schema: AnyObjectSchema, input: unknown): FieldErrors {
  const r = validateWith(schema, input);
  return r.ok ? {} : r.fieldErrors;
}

/** The value a schema accepts (trimmed, defaults filled); throws when it refuses the input. */
export function valueOf(schema: AnyObjectSchema, input: unknown): Record<string, unknown> {
  const r = validateWith(schema, input);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.fieldErrors)}`);
  return r.value as Record<string, unknown>;
}
