import { Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useFormat } from "../../i18n/format";
import { DataTable, type Column } from "../../ui/DataTable";

interface DeviceEvent {
  ts: string;
  kind: string;
  detail?: string | null;
}

/**
 * A table of device events (abnormal events, or terminal usage records): time in the system time zone,
 * the event's name in the interface language (its code when the catalogue has none), and its detail.
 */
export function EventTable(props: {
  events: readonly DeviceEvent[];
  loading: boolean;
  /** Message id prefix of the event names: "device.anomaly" or "device.usage". */
  kindPrefix: string;
  kindHeader: string;
  testId: string;
}) {
  const intl = useIntl();
  const fmt = useFormat();
  const name = (kind: string) => {
    const id = `${props.kindPrefix}.${kind}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : kind;
  };
  const columns: Column<DeviceEvent & { n: number }>[] = [
    {
      key: "ts",
      header: intl.formatMessage({ id: "device.eventTime" }),
      width: "56",
      render: (e) => <Text whiteSpace="nowrap">{fmt.longDate(e.ts)}</Text>,
    },
    {
      key: "kind",
      header: intl.formatMessage({ id: props.kindHeader }),
      render: (e) => <Text data-testid="event-kind">{name(e.kind)}</Text>,
    },
    {
      key: "detail",
      header: intl.formatMessage({ id: "device.eventDetail" }),
      render: (e) => <Text color="fg.muted">{e.detail || "—"}</Text>,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={props.events.map((e, n) => ({ ...e, n }))}
      rowKey={(e) => `${e.ts}-${e.kind}-${e.n}`}
      loading={props.loading}
      testId={props.testId}
    />
  );
}
