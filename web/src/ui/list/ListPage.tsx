import { useMemo, useState, type ReactNode } from "react";
import { Box, Button, HStack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useQuery } from "@apollo/client/react";
import type { TypedDocumentNode } from "@apollo/client";
import type { FormikValues } from "formik";
import type { AnyObjectSchema } from "yup";
import { Auth } from "../../session/permission";
import { useFormat } from "../../i18n/format";
import { DataTable, type Column } from "../DataTable";
import { Pagination } from "../Pagination";
import { errorMessage } from "../errors";
import { ListFilters } from "./ListFilters";
import { PlainHeader, SortHeader, ariaSort } from "./SortHeader";
import { RowActions } from "./RowActions";
import { SchemaFormDialog } from "./SchemaFormDialog";
import { DeleteConfirm } from "./DeleteConfirm";
import { ExportButton } from "./ExportButton";
import { cellText } from "./cells";
import { useUrlList } from "./useUrlList";
import { toggledSort, type ListSort } from "./urlState";
import type { CellContext, FormFieldDef, ListColumn, ListFilter, RowAction } from "./types";

/** A list query's variables: every kit list takes a filter, a page and a sort. */
// The filter and sort inputs differ per list; the kit passes what the URL holds (checked by the API).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyVars = any;

export interface ListPageProps<Row extends { id: string }, Data, V extends FormikValues> {
  /** Message id prefix of labels (`<resource>.<key>`), and of the form's and delete's texts. */
  resource: string;
  /** Permission code of the page; its buttons are `<permission>:add`, `:edit`, `:delete`. */
  permission: string;
  query: TypedDocumentNode<Data, AnyVars>;
  select(data: Data): { items: Row[]; total: number };
  columns: ListColumn<Row>[];
  filters?: ListFilter[];
  /**
   * The API filter from the URL's filter values, when they are not sent as they are (dates turned into
   * instants); default: the values themselves.
   */
  toFilter?(filter: Record<string, string>): Record<string, string>;
  /** Filter fields the screen fixes (not in the filter bar), sent with the URL's filters (a parent id). */
  baseFilter?: Record<string, string>;
  defaultSort?: ListSort;
  /** The row's name in confirmations and button names. */
  rowName(row: Row): string;
  form?: {
    schema: AnyObjectSchema;
    fields: FormFieldDef[];
    empty: V;
    fromRow(row: Row): V;
    create(values: V): Promise<unknown>;
    update(row: Row, values: V): Promise<unknown>;
    /** The name of what is saved, for the success notice; default the first field's value. */
    nameOf?(values: V): string;
    /** Whether a row may be edited (default: every row); the API refuses the others too. */
    editable?(row: Row): boolean;
    extra?: ReactNode;
  };
  remove?(row: Row): Promise<unknown>;
  actions?: RowAction<Row>[];
  /**
   * How many of a row's actions (edit, the screen's, delete, in that order) are buttons; the others go
   * in a "More" menu (test id `<resource>-more`). Default: all are buttons.
   */
  inlineActions?: number;
  /** Buttons of the screen's own beside Add and Export. */
  toolbar?: ReactNode;
  /** The screen's own dialogs. */
  children?: ReactNode;
}

type Dialog<Row> = { kind: "form"; row: Row | null } | { kind: "delete"; row: Row } | null;

/**
 * A whole list screen from declarations: filters, sort and page kept in the URL and applied on the
 * server, loading/empty/error states, CSV export of the filtered list, add and edit in a form driven
 * by the domain schema, delete after the spec's warning, and the screen's own row actions.
 */
export function ListPage<Row extends { id: string }, Data, V extends FormikValues>(
  props: ListPageProps<Row, Data, V>,
) {
  const intl = useIntl();
  const fmt = useFormat();
  const t = (id: string) => intl.formatMessage({ id });
  const { resource, permission, form, remove } = props;
  const filterNames = useMemo(() => (props.filters ?? []).map((f) => f.name), [props.filters]);
  const sortFields = useMemo(() => props.columns.flatMap((c) => (c.sort ? [c.sort] : [])), [props.columns]);
  const list = useUrlList(filterNames, sortFields, props.defaultSort ?? null);
  const [dialog, setDialog] = useState<Dialog<Row>>(null);
  const variables = {
    filter: { ...(props.toFilter ? props.toFilter(list.filter) : list.filter), ...props.baseFilter },
    sort: list.sort,
    page: { offset: list.offset, limit: list.limit },
  };
  const q = useQuery(props.query, {
    variables,
    notifyOnNetworkStatusChange: true,
    fetchPolicy: "cache-and-network",
  });
  const page = q.data ? props.select(q.data) : { items: [], total: 0 };
  const refresh = () => void q.client.refetchQueries({ include: [props.query] });
  const ctx: CellContext = { intl, fmt };
  const headerOf = (c: ListColumn<Row>) => t(c.header ?? `${resource}.${c.key}`);

  const actions: RowAction<Row>[] = [
    ...(form
      ? [
          {
            label: "common.edit",
            code: `${permission}:edit`,
            onClick: (row: Row) => setDialog({ kind: "form", row }),
            show: form.editable,
            testId: `${resource}-edit`,
          },
        ]
      : []),
    ...(props.actions ?? []),
    ...(remove
      ? [
          {
            label: "common.delete",
            code: `${permission}:delete`,
            danger: true,
            onClick: (row: Row) => setDialog({ kind: "delete", row }),
            testId: `${resource}-delete`,
          },
        ]
      : []),
  ];
  const columns: Column<Row>[] = [
    ...props.columns.map((c) => ({
      key: c.key,
      header: c.sort ? (
        <SortHeader
          label={headerOf(c)}
          field={c.sort}
          sort={list.sort}
          onSort={(f) => list.setSort(toggledSort(list.sort, f))}
        />
      ) : (
        <PlainHeader>{headerOf(c)}</PlainHeader>
      ),
      sort: ariaSort(c.sort, list.sort),
      end: c.end ?? c.kind === "number",
      width: c.width,
      render: (row: Row) => (c.render ? c.render(row, ctx) : cellText(c, row, ctx) || "—"),
    })),
    ...(actions.length
      ? [
          {
            key: "actions",
            header: <PlainHeader>{t("list.actions")}</PlainHeader>,
            end: true,
            render: (row: Row) => (
              <RowActions
                row={row}
                actions={actions}
                rowName={props.rowName(row)}
                inline={props.inlineActions}
                moreTestId={`${resource}-more`}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Box>
      <ListFilters
        resource={resource}
        filters={props.filters ?? []}
        draft={list.draft}
        onDraft={list.setDraft}
        onSearch={list.search}
        onReset={list.reset}
        actions={
          <HStack gap="2" wrap="wrap">
            {form && (
              <Auth code={`${permission}:add`}>
                <Button
                  colorPalette="teal"
                  onClick={() => setDialog({ kind: "form", row: null })}
                  data-testid={`${resource}-add`}
                >
                  <FormattedMessage id={`${resource}.add`} />
                </Button>
              </Auth>
            )}
            {props.toolbar}
            <ExportButton
              resource={resource}
              query={props.query}
              select={props.select}
              variables={variables}
              columns={props.columns}
              headerOf={headerOf}
              ctx={ctx}
            />
          </HStack>
        }
      />
      {q.error && (
        <HStack color="fg.error" mb="2" role="alert" data-testid="list-error" gap="3">
          <span>{errorMessage(intl, q.error)}</span>
          <Button size="xs" variant="outline" onClick={refresh}>
            <FormattedMessage id="common.retry" />
          </Button>
        </HStack>
      )}
      <DataTable
        columns={columns}
        rows={page.items}
        rowKey={(r) => r.id}
        loading={q.loading}
        testId={`${resource}-table`}
      />
      <Pagination offset={list.offset} limit={list.limit} total={page.total} onChange={list.setPage} />
      {dialog?.kind === "form" && form && (
        <SchemaFormDialog<V>
          resource={resource}
          editing={dialog.row !== null}
          schema={form.schema}
          fields={form.fields}
          initialValues={dialog.row ? form.fromRow(dialog.row) : form.empty}
          onSubmit={async (values) => {
            await (dialog.row ? form.update(dialog.row, values) : form.create(values));
            refresh();
          }}
          onClose={() => setDialog(null)}
          extra={form.extra}
          nameOf={form.nameOf}
        />
      )}
      {dialog?.kind === "delete" && remove && (
        <DeleteConfirm
          resource={resource}
          name={props.rowName(dialog.row)}
          onConfirm={async () => {
            await remove(dialog.row);
            // The last row of a later page is gone: show the page before it.
            if (page.items.length === 1 && list.offset > 0)
              list.setPage({ offset: Math.max(0, list.offset - list.limit), limit: list.limit });
            else refresh();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {props.children}
    </Box>
  );
}
