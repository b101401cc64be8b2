import type { ReactNode } from "react";
import type { FormikValues } from "formik";
import type { AnyObjectSchema } from "yup";
import { useIntl } from "react-intl";
import { FormDialog } from "../FormDialog";
import { FormSelect } from "../FormSelect";
import { MultiCheckField, TextFormField } from "./FormFields";
import { fieldMeta } from "./schemaMeta";
import type { FormFieldDef } from "./types";

/**
 * The add/edit dialog of a list screen: one field per definition, each marked required and counted
 * against its limit as the domain schema says, validated by that schema before it is sent, with the
 * server's field errors shown on their fields.
 */
export function SchemaFormDialog<V extends FormikValues>(props: {
  resource: string;
  editing: boolean;
  schema: AnyObjectSchema;
  fields: FormFieldDef[];
  initialValues: V;
  onSubmit(values: V): Promise<unknown>;
  /** The name of what is saved, shown after "Operation Success"; default the first field's value. */
  nameOf?(values: V): string;
  onClose(): void;
  /** Shown under the fields (a note, an upload of the screen's own). */
  extra?: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { resource, editing, schema } = props;
  const fields = props.fields.filter((f) => !(editing && f.onlyOnCreate));
  return (
    <FormDialog<V>
      open
      title={t(`${resource}.${editing ? "edit" : "add"}`)}
      initialValues={props.initialValues}
      schema={schema}
      onSubmit={async (values) => {
        await props.onSubmit(values);
        const first = props.fields.find((f) => !f.render)?.name;
        const name = props.nameOf?.(values) ?? (first ? values[first] : "");
        return { id: "common.operationSuccess", name: typeof name === "string" ? name : "" };
      }}
      onClose={props.onClose}
      size={fields.some((f) => f.kind === "multiselect") ? "lg" : "md"}
      testId={`${resource}-form`}
    >
      {fields.map((f) => {
        if (f.render) return <div key={f.name}>{f.render()}</div>;
        const label = t(f.label ?? `${resource}.${f.name}`);
        const meta = fieldMeta(schema, f.name);
        const disabled = editing && f.lockedOnEdit;
        switch (f.kind) {
          case "select":
            return (
              <FormSelect
                key={f.name}
                name={f.name}
                label={label}
                options={f.options ?? []}
                required={meta.required}
                numeric={isNumeric(schema, f.name)}
                placeholder={t("list.choose")}
                disabled={disabled}
              />
            );
          case "multiselect":
            return (
              <MultiCheckField
                key={f.name}
                name={f.name}
                label={label}
                meta={meta}
                options={f.options ?? []}
                disabled={disabled}
              />
            );
          default:
            return (
              <TextFormField
                key={f.name}
                name={f.name}
                label={label}
                meta={meta}
                multiline={f.kind === "textarea"}
                numeric={f.kind === "number"}
                disabled={disabled}
              />
            );
        }
      })}
      {props.extra}
    </FormDialog>
  );
}

/** A select whose schema field is a number stores numbers (an id), not strings. */
function isNumeric(schema: AnyObjectSchema, name: string): boolean {
  const d = (schema.describe().fields as Record<string, { type?: string } | undefined>)[name];
  return d?.type === "number";
}
