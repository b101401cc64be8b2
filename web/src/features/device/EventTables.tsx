import { useState } from "react";
import { Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useQuery } from "@apollo/client/react";
import { useFormat } from "../../i18n/format";
import { DataTable, type Column } from "../../ui/DataTable";
import { Pagination } from "../../ui/Pagination";
import { errorMessage } from "../../ui/errors";
import { DeviceAnomalyPageDocument } from "../../gql/documents/DeviceAnomalyPageDocument";
import { DeviceUsagePageDocument } from "../../gql/documents/DeviceUsagePageDocument";
import { withLiveEvents, type LiveEvent } from "./liveMerge";
import { useEventDetail } from "./eventDetail";
import { eventKindName } from "./eventKindName";
import { useDictionaryOptions } from "../dictionary/useDictionaryOptions";

interface DeviceEvent {
  ts: string;
  kind: string;
  detail?: string | null;
}

/**
 * A table of device events (abnormal events, or terminal usage records): time in the system time zone,
 * the event's name in the interface language (from the kinds' dictionary when there is one, else the
 * catalogue, else its code, see eventKindName.ts), and its detail
 * (durations, temperatures and known phrases in the interface language, see eventDetail.ts).
 */
export function EventTable(props: {
  events: readonly DeviceEvent[];
  loading: boolean;
  /** Message id prefix of the event names: "device.anomaly" or "device.usage". */
  kindPrefix: string;
  /** Key of the dictionary that labels the event kinds (by code), if any: "anomalyKind". */
  kindDictionary?: string;
  kindHeader: string;
  testId: string;
}) {
  const intl = useIntl();
  const fmt = useFormat();
  const detail = useEventDetail();
  const kinds = useDictionaryOptions(props.kindDictionary ?? "", undefined, { skip: !props.kindDictionary });
  const catalogue = (kind: string) => {
    const id = `${props.kindPrefix}.${kind}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : undefined;
  };
  const name = (kind: string) => eventKindName(kind, kinds, catalogue);
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
      render: (e) => (
        <Text color="fg.muted" data-testid="event-detail">
          {detail(e.detail)}
        </Text>
      ),
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

const SOURCES = {
  anomalies: {
    kindPrefix: "device.anomaly",
    kindDictionary: "anomalyKind",
    kindHeader: "device.anomalyName",
    testId: "anomaly-table",
  },
  usage: {
    kindPrefix: "device.usage",
    kindDictionary: undefined,
    kindHeader: "device.usageAction",
    testId: "usage-table",
  },
} as const;

/**
 * A device's abnormal events or usage records of the date range, paged on the server, newest first.
 * Live events (abnormal events pushed while the page is open) go in front of the first page.
 * Mount it with a key of the range: a new range starts again at the first page.
 */
export function PagedEvents(props: {
  source: keyof typeof SOURCES;
  sn: string;
  from: string;
  to: string;
  live?: readonly LiveEvent[];
}) {
  const intl = useIntl();
  const s = SOURCES[props.source];
  const [page, setPage] = useState({ offset: 0, limit: 10 });
  const variables = { sn: props.sn, from: props.from, to: props.to, page };
  const options = { variables, fetchPolicy: "cache-and-network" } as const;
  const anomalies = useQuery(DeviceAnomalyPageDocument, { ...options, skip: props.source !== "anomalies" });
  const usage = useQuery(DeviceUsagePageDocument, { ...options, skip: props.source !== "usage" });
  const q = props.source === "anomalies" ? anomalies : usage;
  const loaded = q.data?.events.items ?? [];
  const total = q.data?.events.total ?? 0;
  const range = { from: Date.parse(props.from), to: Date.parse(props.to) };
  const events = page.offset === 0 && props.live ? withLiveEvents(loaded, props.live, range) : loaded;
  const fresh = events.length - loaded.length;
  return (
    <>
      {q.error && !q.data && (
        <Text color="fg.error" role="alert" mb="2">
          {errorMessage(intl, q.error)}
        </Text>
      )}
      <EventTable
        events={events}
        loading={q.loading && !q.data}
        kindPrefix={s.kindPrefix}
        kindDictionary={s.kindDictionary}
        kindHeader={s.kindHeader}
        testId={s.testId}
      />
      <Pagination offset={page.offset} limit={page.limit} total={total + fresh} onChange={setPage} />
    </>
  );
}
