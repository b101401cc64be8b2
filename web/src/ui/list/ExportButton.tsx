import { useState } from "react";
import { Button } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useApolloClient } from "@apollo/client/react";
import type { TypedDocumentNode } from "@apollo/client";
import { RecordExportDocument } from "../../gql/documents/RecordExportDocument";
import { errorMessage } from "../errors";
import { toaster } from "../toaster";
import { downloadText, ExportTooLarge, EXPORT_MAX_ROWS, fetchAllRows, toCsv } from "./exportList";
import type { CellContext, ListColumn } from "./types";
import type { ListSort } from "./urlState";

/**
 * Exports the filtered, sorted list (every page of it, as the caller may see it) to a CSV file, once the
 * operation log has recorded the export.
 */
export function ExportButton<Row, Data>(props: {
  resource: string;
  // The list's own query; its variable types differ per list (see ListPage).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: TypedDocumentNode<Data, any>;
  select(data: Data): { items: Row[]; total: number };
  variables: { filter: Record<string, string>; sort: ListSort | null };
  columns: ListColumn<Row>[];
  headerOf(c: ListColumn<Row>): string;
  ctx: CellContext;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows = await fetchAllRows(client, props.query, props.select, props.variables);
      const day = new Intl.DateTimeFormat("en-CA", { timeZone: props.ctx.fmt.timeZone })
        .format(Date.now())
        .replace(/-/g, "");
      // The operation log records who exported which list, with which filter, and how many rows.
      const logged = { resource: props.resource, rows: rows.length, filter: props.variables.filter };
      await client.mutate({ mutation: RecordExportDocument, variables: logged });
      downloadText(toCsv(rows, props.columns, props.headerOf, props.ctx), `${props.resource}-${day}.csv`);
    } catch (e) {
      const title =
        e instanceof ExportTooLarge
          ? intl.formatMessage({ id: "list.exportTooMany" }, { total: e.total, max: EXPORT_MAX_ROWS })
          : errorMessage(intl, e);
      toaster.create({ type: "error", title });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      colorPalette="teal"
      loading={busy}
      onClick={() => void run()}
      data-testid={`${props.resource}-export`}
    >
      <FormattedMessage id="list.export" />
    </Button>
  );
}
