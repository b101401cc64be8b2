import type { AnyObjectSchema } from "yup";
import { validateWith } from "@cgm/domain";
import type { ValidatorFn } from "type-graphql";
import { badInput } from "./errors";

/** An input class that names the domain (yup) schema it must satisfy. */
export interface ValidatedInput {
  schema: AnyObjectSchema;
}

function schemaOf(type: unknown): AnyObjectSchema | undefined {
  return typeof type === "function" && "schema" in type
    ? (type as unknown as ValidatedInput).schema
    : undefined;
}

/**
 * type-graphql's validateFn: every input class with a static `schema` is checked by the same yup
 * schema the web form uses; failures become BAD_USER_INPUT with field -> message id.
 */
export const validateArgument: ValidatorFn = (value, type) => {
  const schema = schemaOf(type);
  if (!schema || value == null) return;
  const result = validateWith(schema, value);
  if (!result.ok) throw badInput(result.fieldErrors);
};
