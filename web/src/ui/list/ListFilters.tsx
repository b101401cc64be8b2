import type { ReactNode } from "react";
import { Field, Input } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { isLocale, isRtl } from "@cgm/domain";
import { FilterBar } from "../FilterBar";
import { DateField } from "../dates/DateField";
import { isDate } from "../dates/zoneDate";
import { FilterSelect } from "../FilterSelect";
import type { ListFilter } from "./types";

/** The filters of a kit list, from their declarations: a text or a select each, labelled. */
export function ListFilters(props: {
  resource: string;
  filters: ListFilter[];
  draft: Record<string, string>;
  onDraft(d: Record<string, string>): void;
  onSearch(): void;
  onReset(): void;
  actions: ReactNode;
}) {
  const intl = useIntl();
  const set = (name: string, v: string) => props.onDraft({ ...props.draft, [name]: v });
  const rtl = isLocale(intl.locale) && isRtl(intl.locale);
  return (
    <FilterBar onSearch={props.onSearch} onReset={props.onReset} actions={props.actions}>
      {props.filters.map((f) => {
        const label = intl.formatMessage({ id: f.label ?? `${props.resource}.${f.name}` });
        const id = `filter-${f.name}`;
        const value = props.draft[f.name] ?? "";
        const badDate = f.kind === "date" && value !== "" && !isDate(value);
        return (
          <Field.Root key={f.name} width={f.width ?? "44"} id={id} invalid={badDate}>
            <Field.Label>{label}</Field.Label>
            {f.kind === "date" ? (
              <DateField
                value={value}
                onChange={(v) => set(f.name, v)}
                invalid={badDate}
                testId={id}
                rtl={rtl}
              />
            ) : f.kind === "select" ? (
              <FilterSelect
                value={props.draft[f.name] ?? ""}
                onChange={(v) => set(f.name, v)}
                options={f.options ?? []}
                testId={id}
              />
            ) : (
              <Input
                id={id}
                value={props.draft[f.name] ?? ""}
                maxLength={200}
                onChange={(e) => set(f.name, e.target.value)}
                data-testid={id}
              />
            )}
            {badDate && <Field.ErrorText>{intl.formatMessage({ id: "device.dateInvalid" })}</Field.ErrorText>}
          </Field.Root>
        );
      })}
    </FilterBar>
  );
}
