import { Badge, Heading, Stack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PackageRolloutQuery } from "../../gql/graphql";
import { DataTable, type Column } from "../../ui/DataTable";
import { Pagination } from "../../ui/Pagination";
import { useFormat } from "../../i18n/format";

type Page = NonNullable<PackageRolloutQuery["upgradePackage"]>["outcomeDevices"];
type Row = Page["items"][number];
const COLOR: Record<string, string> = { INSTALLED: "green", FAILED: "red", DOWNLOADED: "blue" };

/** The devices that reported on the package, each with its latest outcome. */
export function RolloutDevices(props: {
  page: Page;
  offset: number;
  limit: number;
  loading: boolean;
  onPage(p: { offset: number; limit: number }): void;
}) {
  const intl = useIntl();
  const fmt = useFormat();
  const columns: Column<Row>[] = [
    { key: "sn", header: intl.formatMessage({ id: "rollout.sn" }), render: (r) => <bdi>{r.sn}</bdi> },
    {
      key: "org",
      header: intl.formatMessage({ id: "rollout.organisation" }),
      render: (r) => r.organisation ?? "—",
    },
    {
      key: "outcome",
      header: intl.formatMessage({ id: "rollout.outcome" }),
      render: (r) => (
        <Badge colorPalette={COLOR[r.outcome] ?? "gray"} variant="subtle">
          <FormattedMessage id={`rollout.outcome.${r.outcome}`} />
        </Badge>
      ),
    },
    { key: "reason", header: intl.formatMessage({ id: "rollout.reason" }), render: (r) => r.reason ?? "—" },
    { key: "at", header: intl.formatMessage({ id: "rollout.at" }), render: (r) => fmt.dateTime(r.at) },
  ];
  return (
    <Stack gap="2">
      <Heading size="sm" as="h3">
        <FormattedMessage id="rollout.devices" />
      </Heading>
      <DataTable
        columns={columns}
        rows={props.page.items}
        rowKey={(r) => r.id}
        loading={props.loading}
        testId="rollout-devices"
      />
      <Pagination
        offset={props.offset}
        limit={props.limit}
        total={props.page.total}
        onChange={props.onPage}
      />
    </Stack>
  );
}
