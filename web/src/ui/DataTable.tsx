import type { ReactNode } from "react";
import { Box, Skeleton, Table, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

export interface Column<T> {
  key: string;
  header: ReactNode;
  render(row: T): ReactNode;
  width?: string;
  /** Right-aligned (numbers, actions). */
  end?: boolean;
  /** For a sortable column: how the rows are sorted by it now (aria-sort). */
  sort?: "ascending" | "descending" | "none";
  /** Kept in view at the inline end while the table scrolls sideways (default for the "actions" column). */
  pinned?: boolean;
}

/** A pinned column's cell: sticky at the inline end, on the row's background, with a separating edge. */
const pinnedCell = (pinned: boolean, bg: string) =>
  pinned
    ? ({ position: "sticky", insetInlineEnd: 0, bg, zIndex: 1, borderInlineStartWidth: "1px" } as const)
    : {};
/** Headers (and their sort buttons) wrap, so a table fits its box at 1280 px and up instead of clipping. */
const WRAPPING_HEADER = {
  "& button": { whiteSpace: "normal", height: "auto", minHeight: "6", textAlign: "start", py: "1" },
};
const isPinned = <T,>(c: Column<T>) => c.pinned ?? c.key === "actions";

/**
 * A server-fed table: loading skeleton on first load, an empty state, and any extra rows a row wants
 * under it (a tree's children).
 */
export function DataTable<T>(props: {
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string;
  loading?: boolean;
  testId?: string;
  /** Rendered right after a row (e.g. its expanded children). */
  after?(row: T): ReactNode;
}) {
  const { columns, rows } = props;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg">
      <Table.Root size="sm" interactive data-testid={props.testId} aria-busy={props.loading || undefined}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((c) => (
              <Table.ColumnHeader
                key={c.key}
                width={c.width}
                textAlign={c.end ? "end" : "start"}
                css={WRAPPING_HEADER}
                aria-sort={c.sort}
                {...pinnedCell(isPinned(c), "bg.muted")}
              >
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.loading && !rows.length
            ? Array.from({ length: 3 }, (_, i) => (
                <Table.Row key={`skeleton-${i}`}>
                  {columns.map((c) => (
                    <Table.Cell key={c.key}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : rows.map((row) => (
                <TableRowGroup key={props.rowKey(row)} after={props.after?.(row)}>
                  <Table.Row data-testid="row">
                    {columns.map((c) => (
                      <Table.Cell
                        key={c.key}
                        textAlign={c.end ? "end" : "start"}
                        {...pinnedCell(isPinned(c), "bg")}
                      >
                        {c.render(row)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                </TableRowGroup>
              ))}
          {!props.loading && !rows.length && (
            <Table.Row>
              <Table.Cell colSpan={columns.length}>
                <Text color="fg.muted" textAlign="center" py="6" data-testid="empty">
                  <FormattedMessage id="list.empty" />
                </Text>
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function TableRowGroup({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <>
      {children}
      {after}
    </>
  );
}
