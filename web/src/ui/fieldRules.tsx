import { createContext, useContext } from "react";
import type { IntlShape } from "react-intl";
import type { AnyObjectSchema } from "yup";
import { fieldMeta, type FieldMeta } from "./list/schemaMeta";

/** The schema of the form around a field, so each field can show its limit as the API enforces it. */
export const FormSchemaContext = createContext<AnyObjectSchema | null>(null);

/** The rules of a field of the enclosing form (required, length limit), when the form has a schema. */
export function useFieldRules(name: string): FieldMeta | null {
  const schema = useContext(FormSchemaContext);
  return schema ? fieldMeta(schema, name) : null;
}

/**
 * A field's error in the interface language. "Too long" says the limit ("At most 30 characters") when
 * the field has one; any other message id is shown as it is.
 */
export function fieldErrorText(intl: IntlShape, id: string, max: number | undefined): string {
  if (id === "validation.tooLong" && max !== undefined) {
    return intl.formatMessage({ id: "validation.tooLongMax" }, { max });
  }
  return intl.formatMessage({ id });
}
