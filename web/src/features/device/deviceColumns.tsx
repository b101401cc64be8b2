import { Button, Link, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import type { GlucoseUnit } from "@cgm/domain";
import { usePermission } from "../../session/permission";
import type { Column } from "../../ui/DataTable";
import { DateTimeText } from "../../ui/DateTimeText";
import type { DeviceFieldsFragment, DeviceSort, DeviceSortField } from "../../gql/graphql";
import { useFigures } from "../../i18n/figures";
import { useGlucoseText } from "./useGlucoseUnit";
import { BluetoothBadge, SalesBadge } from "./DeviceBadges";

/** A sort of the device list, its direction always set. */
export type DeviceListSort = Required<DeviceSort>;

/** The list's sort in its URL: the five sortable columns, by SN when none is chosen. */
export const DEVICE_SORTING = {
  fields: ["SN", "INVENTORY_AT", "MONITORING_START_AT", "LAST_MONITORING_AT", "LAST_GLUCOSE"],
  initial: { field: "SN", direction: "ASC" },
} as const satisfies { fields: readonly DeviceSortField[]; initial: DeviceListSort };

/** The next sort after a click on a column: ascending first, then the other way. */
export const nextSort = (sort: DeviceListSort, field: DeviceSortField): DeviceListSort =>
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
  const can = usePermission();
  const glucose = useGlucoseText(unit);
  const fig = useFigures();
  // Plain headers in the sort buttons' type, so the header row reads as one and stays narrow.
  const plain = (id: string) => (
    <Text as="span" display="block" textStyle="xs" fontWeight="semibold">
      {t(id)}
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
          {/* One inline run, so the header wraps at its words (the arrow too, when the column is narrow). */}
          <Text as="span">
            {label}{" "}
            <Text as="span" aria-hidden color={active ? "teal.fg" : "fg.subtle"}>
              {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
            </Text>
          </Text>
        </Button>
      ),
    } as const;
  };
  const columns: Column<DeviceFieldsFragment>[] = [
    {
      key: "sn",
      ...sortable("SN", t("device.sn")),
      // The SN opens the device's detail for those who may see it.
      render: (d) =>
        can("cgm:list:detail") ? (
          <Link asChild color="teal.fg" fontWeight="medium" whiteSpace="nowrap">
            <RouterLink to={detailPath(d.sn)} data-testid="device-sn">
              {d.sn}
            </RouterLink>
          </Link>
        ) : (
          <Text fontWeight="medium" whiteSpace="nowrap" data-testid="device-sn">
            {d.sn}
          </Text>
        ),
    },
    {
      key: "goodsCode",
      header: plain("device.goodsCode"),
      render: (d) => <Text whiteSpace="nowrap">{d.goodsCode}</Text>,
    },
    {
      key: "organisation",
      header: plain("device.organisation"),
      render: (d) => <Text data-testid="device-organisation">{d.organisation.name}</Text>,
    },
    {
      key: "inventoryAt",
      ...sortable("INVENTORY_AT", t("device.inventoryAt")),
      render: (d) => <DateTimeText value={d.inventoryAt} testId="device-inventoryAt" />,
    },
    {
      key: "monitoringStartAt",
      ...sortable("MONITORING_START_AT", t("device.monitoringStartAt")),
      render: (d) => <DateTimeText value={d.monitoringStartAt} />,
    },
    {
      key: "lastMonitoringAt",
      ...sortable("LAST_MONITORING_AT", t("device.lastMonitoringAt")),
      render: (d) => <DateTimeText value={d.lastMonitoringAt} />,
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
      header: plain("device.bluetoothState"),
      render: (d) => <BluetoothBadge state={d.bluetoothState} />,
    },
    { key: "isSales", header: plain("device.isSales"), render: (d) => <SalesBadge isSales={d.isSales} /> },
  ];
  if (can("cgm:list:detail"))
    columns.push({
      key: "actions",
      header: plain("list.actions"),
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
