import type { ReactNode } from "react";
import { Button, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { ListSort } from "./urlState";

/** A column header that sorts the list on the server; the table header carries aria-sort. */
export function SortHeader(props: {
  label: string;
  field: string;
  sort: ListSort | null;
  onSort(field: string): void;
}) {
  const intl = useIntl();
  const active = props.sort?.field === props.field;
  const direction = active ? (props.sort?.direction === "DESC" ? "descending" : "ascending") : "none";
  return (
    <Button
      type="button"
      variant="ghost"
      size="xs"
      px="1"
      fontWeight="semibold"
      onClick={() => props.onSort(props.field)}
      title={intl.formatMessage({ id: `list.sort.${direction}` })}
      data-testid={`sort-${props.field}`}
      data-direction={direction}
    >
      {props.label}
      <Text as="span" aria-hidden color={active ? "teal.fg" : "fg.subtle"}>
        {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
      </Text>
    </Button>
  );
}

/** A header that does not sort, in the same type as the sort buttons beside it. */
export function PlainHeader({ children }: { children: ReactNode }) {
  return (
    <Text as="span" fontSize="xs" fontWeight="semibold" px="1">
      {children}
    </Text>
  );
}

/** aria-sort of a column under the current sort. */
export function ariaSort(field: string | undefined, sort: ListSort | null) {
  if (!field) return undefined;
  if (sort?.field !== field) return "none" as const;
  return sort.direction === "DESC" ? ("descending" as const) : ("ascending" as const);
}
