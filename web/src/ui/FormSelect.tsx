import { Field, NativeSelect } from "@chakra-ui/react";
import { useField } from "formik";
import { useIntl } from "react-intl";

export interface Option {
  value: string;
  label: string;
}

/**
 * A formik select with its label and translated error. `numeric` stores numbers (null for the empty
 * choice) instead of strings.
 */
export function FormSelect(props: {
  name: string;
  label: string;
  options: Option[];
  placeholder?: string;
  required?: boolean;
  numeric?: boolean;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string | number | null>(props.name);
  const errorId = meta.touched && meta.error;
  return (
    <Field.Root
      invalid={Boolean(errorId)}
      required={props.required}
      disabled={props.disabled}
      id={props.name}
    >
      <Field.Label>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={props.name}
          name={props.name}
          data-testid={`field-${props.name}`}
          value={field.value == null ? "" : String(field.value)}
          onBlur={field.onBlur}
          onChange={(e) => {
            const v = e.target.value;
            void helpers.setValue(props.numeric ? (v === "" ? null : Number(v)) : v);
          }}
        >
          <option value="">{props.placeholder ?? ""}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {errorId && (
        <Field.ErrorText data-testid={`error-${props.name}`}>
          {intl.formatMessage({ id: errorId })}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

/** Organisations as select options, indented by their depth in the tree. */
export function treeOptions(
  orgs: { id: number; parentId: number | null; name: string; number: string }[],
): Option[] {
  const children = new Map<number | null, typeof orgs>();
  const ids = new Set(orgs.map((o) => o.id));
  for (const o of orgs) {
    const parent = o.parentId != null && ids.has(o.parentId) ? o.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), o]);
  }
  const out: Option[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const o of children.get(parent) ?? []) {
      out.push({ value: String(o.id), label: `${"\u00a0\u00a0".repeat(depth)}${o.name} (${o.number})` });
      walk(o.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
