import type { ReactNode } from "react";
import { DataList, SimpleGrid } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { GlucoseUnit } from "@cgm/domain";
import { useFormat } from "../../i18n/format";
import type { DeviceFieldsFragment } from "../../gql/graphql";
import { BluetoothBadge, SalesBadge } from "./DeviceBadges";
import { useGlucoseFigures } from "./useGlucoseUnit";

/** Usage information: every field of the device, two columns on wide screens. */
export function DeviceInfo({ device: d, unit }: { device: DeviceFieldsFragment; unit: GlucoseUnit }) {
  const fmt = useFormat();
  const glucose = useGlucoseFigures(unit);
  const date = (v: string | null) => (v ? fmt.longDate(v) : "—");
  const text = (v: string | null) => v || "—";
  const fields: [string, ReactNode][] = [
    ["sn", d.sn],
    ["goodsCode", d.goodsCode],
    ["organisation", d.organisation.name],
    ["inventoryAt", date(d.inventoryAt)],
    ["monitoringStartAt", date(d.monitoringStartAt)],
    ["lastMonitoringAt", date(d.lastMonitoringAt)],
    ["wornDays", fmt.number(d.wornDays)],
    ["syncedTo", date(d.syncedTo)],
    ["lastGlucose", glucose.value(d.lastGlucose)],
    ["bluetoothState", <BluetoothBadge key="bt" state={d.bluetoothState} />],
    ["appVersion", text(d.appVersion)],
    ["appSoftwareVersion", text(d.appSoftwareVersion)],
    ["phonePlatform", text(d.phonePlatform)],
    ["phoneModel", text(d.phoneModel)],
    ["phoneSystemVersion", text(d.phoneSystemVersion)],
    ["firstUseAt", date(d.firstUseAt)],
    ["lastUseAt", date(d.lastUseAt)],
    ["isSales", <SalesBadge key="sales" isSales={d.isSales} />],
    ["canUseDay", fmt.number(d.canUseDay)],
    [
      "pairedAt",
      d.pairedAt ? fmt.longDate(d.pairedAt) : <FormattedMessage key="p" id="device.pairing.none" />,
    ],
  ];
  const half = Math.ceil(fields.length / 2);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gapX="8" gapY="2">
      {[fields.slice(0, half), fields.slice(half)].map((col, i) => (
        <DataList.Root key={i} orientation="horizontal" gap="2">
          {col.map(([key, value]) => (
            <DataList.Item key={key} data-testid={`info-${key}`}>
              <DataList.ItemLabel minW="40">
                <FormattedMessage id={`device.${key}`} />
              </DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ))}
    </SimpleGrid>
  );
}
