import type { ReactNode } from "react";
import type { IntlShape } from "react-intl";
import type { useFormat } from "../../i18n/format";
import type { Option } from "../FormSelect";

/** What a column's render and CSV functions get besides the row. */
export interface CellContext {
  intl: IntlShape;
  fmt: ReturnType<typeof useFormat>;
}

/** A list column, declared once: its cell, its CSV value and the API field it sorts by. */
export interface ListColumn<Row> {
  key: string;
  /** Header message id; default `<resource>.<key>`. */
  header?: string;
  /** How the value is shown; default by `kind`, from `row[key]`. */
  kind?: "text" | "number" | "datetime" | "date";
  render?(row: Row, ctx: CellContext): ReactNode;
  /** The value exported to CSV; default: the shown text of a text, number or date column. */
  csv?(row: Row, ctx: CellContext): string | number | null | undefined;
  /** API sort field (an enum value of the list's sort input); makes the header a sort button. */
  sort?: string;
  end?: boolean;
  width?: string;
}

/** A filter above the list; its value is kept in the URL under its name. */
export interface ListFilter {
  name: string;
  /** Label message id; default `<resource>.<name>`. */
  label?: string;
  /** A text, a select, or a calendar date ("YYYY-MM-DD", typed in the interface language's format). */
  kind?: "text" | "select" | "date";
  options?: Option[];
  width?: string;
}

/** A field of the add/edit form; required-ness and length limits come from the domain schema. */
export interface FormFieldDef {
  name: string;
  /** Label message id; default `<resource>.<name>`. */
  label?: string;
  kind?: "text" | "textarea" | "number" | "select" | "multiselect";
  options?: Option[];
  /** Shown only when editing (false) or only when adding (true). */
  onlyOnCreate?: boolean;
  /** Read-only when editing an existing row (a generated or key field). */
  lockedOnEdit?: boolean;
  /** Free-form field of the screen's own. */
  render?(): ReactNode;
}

/** A row action besides edit and delete: its label, its permission code and what it does. */
export interface RowAction<Row> {
  /** Label message id. */
  label: string;
  /** Button permission code; left out: shown to everyone who has the page (an action that only reads). */
  code?: string;
  onClick(row: Row): void;
  show?(row: Row): boolean;
  danger?: boolean;
  testId?: string;
}
