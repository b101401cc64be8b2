import { Button, Link, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import type { GlucoseUnit } from "@cgm/domain";
import { usePermission } from "../../session/permission";
import { SHORT_DATE, useFormat } from "../../i18n/format";
import type { Column } from "../../ui/DataTable";
import type { DeviceFieldsFragment, DeviceSort, DeviceSortField } from "../../gql/graphql";
import { useFigures } from "../../i18n/figures";
import { useGlucoseText } from "./useGlucoseUnit";
import { BluetoothBadge, SalesBadge } from "./DeviceBadges";

export const DEFAULT_SORT: DeviceSort = { field: "SN", direction: "ASC" };

/** The next sort after a click on a column: ascending first, then the other way. */
export const nextSort = (sort: DeviceSort, field: DeviceSortField): DeviceSort =>
  sort.field === field
    ? { field, direction: sort.direction === "ASC" ? "DESC" : "ASC" }
    : { field, direction: "ASC" };

export const detailPath = (sn: string) => `/device-detail?sn=${encodeURIComponent(sn)}`;

/** The device table's columns; the five sortable ones have a header button that sorts on the server. */
export function useDeviceColumns(
  sort: DeviceSort,
  onSort: (field: DeviceSortField) => void,
  unit: GlucoseUnit,
): Column<DeviceFieldsFragment>[] {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const fmt = useFormat();
  const can = usePermission();
  const glucose = useGlucoseText(unit);
  const fig = useFigures();
  // Date and time, without the weekday, so the table stays narrow.
  const date = (v: string | null, testId?: string) => (
    <Text whiteSpace="nowrap" data-testid={testId} title={v ? fmt.longDate(v) : undefined}>
      {v
        ? intl.formatDate(v, { ...SHORT_DATE, hour: "2-digit", minute: "2-digit", timeZone: fmt.timeZone })
        : "—"}
    </Text>
  );
  const sortable = (field: DeviceSortField, label: string) => {
    const active = sort.field === field;
    const direction = active ? (sort.direction === "ASC" ? "ascending" : "descending") : "none";
    return {
      sort: direction,
      header: (
        <Button
          type="button"
          variant="ghost"
          size="xs"
          px="1"
          fontWeight="semibold"
          onClick={() => onSort(field)}
          title={t(`device.sort.${direction}`)}
          data-testid={`sort-${field}`}
          data-direction={direction}
        >
          {label}
          <Text as="span" aria-hidden color={active ? "teal.fg" : "fg.subtle"}>
            {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
          </Text>
        </Button>
      ),
    } as const;
  };
  const columns: Column<DeviceFieldsFragment>[] = [
    {
      key: "sn",
      ...sortable("SN", t("device.sn")),
      render: (d) => (
        <Text fontWeight="medium" whiteSpace="nowrap" data-testid="device-sn">
          {d.sn}
        </Text>
      ),
    },
    { key: "goodsCode", header: t("device.goodsCode"), render: (d) => d.goodsCode },
    {
      key: "organisation",
      header: t("device.organisation"),
      render: (d) => <Text data-testid="device-organisation">{d.organisation.name}</Text>,
    },
    {
      key: "inventoryAt",
      ...sortable("INVENTORY_AT", t("device.inventoryAt")),
      render: (d) => date(d.inventoryAt, "device-inventoryAt"),
    },
    {
      key: "monitoringStartAt",
      ...sortable("MONITORING_START_AT", t("device.monitoringStartAt")),
      render: (d) => date(d.monitoringStartAt),
    },
    {
      key: "lastMonitoringAt",
      ...sortable("LAST_MONITORING_AT", t("device.lastMonitoringAt")),
      render: (d) => date(d.lastMonitoringAt),
    },
    {
      key: "lastGlucose",
      end: true,
      ...sortable(
        "LAST_GLUCOSE",
        intl.formatMessage({ id: "device.lastGlucoseIn" }, { unit: fig.ltr(unit) }),
      ),
      render: (d) => (
        <Text data-testid="device-lastGlucose" data-mmol={d.lastGlucose ?? undefined}>
          {glucose(d.lastGlucose)}
        </Text>
      ),
    },
    {
      key: "bluetooth",
      header: t("device.bluetoothState"),
      render: (d) => <BluetoothBadge state={d.bluetoothState} />,
    },
    { key: "isSales", header: t("device.isSales"), render: (d) => <SalesBadge isSales={d.isSales} /> },
  ];
  if (can("cgm:list:detail"))
    columns.push({
      key: "actions",
      header: t("list.actions"),
      end: true,
      render: (d) => (
        <Link asChild color="teal.fg" whiteSpace="nowrap" fontSize="sm">
          <RouterLink to={detailPath(d.sn)} data-testid="device-detail-link">
            {t("device.viewDetail")}
          </RouterLink>
        </Link>
      ),
    });
  return columns;
}
