import { useRef, useState } from "react";
import { Button, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useApolloClient } from "@apollo/client/react";
import { ListPage } from "../../ui/list/ListPage";
import { Auth, usePermission } from "../../session/permission";
import { useTimeZone } from "../../session/timeZone";
import type { LogPullFieldsFragment } from "../../gql/graphql";
import { LogPullsDocument } from "../../gql/documents/LogPullsDocument";
import { LOG_PULL_STATUSES, LogPullStatusCell } from "./LogPullStatusCell";
import { LogPullRequestDialog } from "./LogPullRequestDialog";
import { LogViewerDialog } from "./LogViewerDialog";
import { useLogPullLive } from "./useLogPullLive";
import { fileUrl } from "./fileUrl";
import { pullFilter } from "./logPullFilter";

type Row = LogPullFieldsFragment;
type Page = { logPulls: { items: Row[]; total: number } };
type Dialog = { kind: "request" } | { kind: "view"; pull: Row } | null;

/** Starts the browser's download of a pull's log through the authenticated file route. */
function download(pull: Row) {
  const a = document.createElement("a");
  a.href = fileUrl(pull.file!.id);
  a.download = pull.file!.name;
  a.click();
}

/**
 * App log pulling: the pulls of devices in the user's scope, filtered by SN, status and pull date (in
 * the system time zone), updated live as apps answer; Pull asks devices for their logs, an uploaded
 * log can be read here (with search) or downloaded.
 */
export default function LogPullListPage() {
  const intl = useIntl();
  const timeZone = useTimeZone();
  const may = usePermission();
  const client = useApolloClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const shown = useRef<Set<string>>(new Set());
  useLogPullLive(() => shown.current);
  const uploaded = (r: Row) => r.status === "UPLOADED" && r.file !== null;

  return (
    <ListPage<Row, Page, Record<string, never>>
      resource="logPull"
      permission="sys:appLog"
      query={LogPullsDocument}
      select={(d) => {
        shown.current = new Set(d.logPulls.items.map((r) => r.id));
        return d.logPulls;
      }}
      rowName={(r) => r.sn}
      defaultSort={{ field: "REQUESTED_AT", direction: "DESC" }}
      columns={[
        { key: "sn", sort: "SN", render: (r) => <bdi>{r.sn}</bdi> },
        {
          key: "periodDays",
          sort: "PERIOD",
          render: (r) => intl.formatMessage({ id: "dateRange.lastDays" }, { count: r.periodDays }),
          csv: (r) => r.periodDays,
        },
        {
          key: "commandId",
          render: (r) => (
            <Text fontFamily="mono" fontSize="xs" title={r.commandId} data-testid="logPull-command">
              {r.commandId.slice(0, 12)}…
            </Text>
          ),
          csv: (r) => r.commandId,
        },
        {
          key: "status",
          sort: "STATUS",
          render: (r) => <LogPullStatusCell pull={r} />,
          csv: (r) => intl.formatMessage({ id: `logPull.status.${r.status}` }),
        },
        { key: "retrievedAt", kind: "datetime" },
        {
          key: "fileName",
          render: (r) => (r.file ? <bdi>{r.file.name}</bdi> : "—"),
          csv: (r) => r.file?.name ?? "",
        },
        { key: "uploadedAt", kind: "datetime", sort: "UPLOADED_AT" },
        { key: "requestedAt", kind: "datetime", sort: "REQUESTED_AT" },
      ]}
      filters={[
        { name: "sn", width: "40" },
        {
          name: "status",
          kind: "select",
          width: "36",
          options: LOG_PULL_STATUSES.map((s) => ({
            value: s,
            label: intl.formatMessage({ id: `logPull.status.${s}` }),
          })),
        },
        { name: "from", kind: "date", width: "36" },
        { name: "to", kind: "date", width: "36" },
      ]}
      toFilter={(f) => pullFilter(f, timeZone)}
      actions={[
        {
          label: "logPull.view",
          code: "sys:appLog:download",
          show: uploaded,
          onClick: (r) => setDialog({ kind: "view", pull: r }),
          testId: "logPull-view",
        },
        {
          label: "logPull.download",
          code: "sys:appLog:download",
          show: uploaded,
          onClick: download,
          testId: "logPull-download",
        },
      ]}
      toolbar={
        <Auth code="sys:appLog:pull">
          <Button
            colorPalette="teal"
            onClick={() => setDialog({ kind: "request" })}
            data-testid="logPull-request"
          >
            <FormattedMessage id="logPull.request" />
          </Button>
        </Auth>
      }
    >
      {dialog?.kind === "request" && may("sys:appLog:pull") && (
        <LogPullRequestDialog
          onClose={() => setDialog(null)}
          onDone={() => void client.refetchQueries({ include: [LogPullsDocument] })}
        />
      )}
      {dialog?.kind === "view" && <LogViewerDialog pull={dialog.pull} onClose={() => setDialog(null)} />}
    </ListPage>
  );
}
