import { ValidationError, type AnyObjectSchema, type InferType } from "yup";

/** field -> message id */
export type FieldErrors = Record<string, string>;

export type Validated<S extends AnyObjectSchema> =
  { ok: true; value: InferType<S> } | { ok: false; fieldErrors: FieldErrors };

/** Runs a domain schema and collects the first message id per field. */
export function validateWith<S extends AnyObjectSchema>(schema: S, input: unknown): Validated<S> {
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as InferType<S>;
    return { ok: true, value };
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const fieldErrors: FieldErrors = {};
    for (const inner of e.inner.length ? e.inner : [e]) {
      const path = inner.path ?? "_";
      if (!(path in fieldErrors)) fieldErrors[path] = String(inner.message);
    }
    return { ok: false, fieldErrors };
  }
}
