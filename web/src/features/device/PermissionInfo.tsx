import { Badge, Table, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useFormat } from "../../i18n/format";
import type { DeviceDetailQuery } from "../../gql/graphql";
import { EmptyNote } from "./DetailSection";

type Permissions = NonNullable<DeviceDetailQuery["permissionStatus"]>;
const SWITCHES = [
  "bluetoothSwitch",
  "locationSwitch",
  "locationPermission",
  "bluetoothPermission",
  "batteryOptimization",
  "powerSaving",
] as const;

/** The phone app's six permission switches from the latest snapshot: authorized or unauthorized. */
export function PermissionInfo({ status }: { status: Permissions | null }) {
  const fmt = useFormat();
  if (!status) return <EmptyNote id="device.permission.none" />;
  return (
    <>
      <Table.Root size="sm" data-testid="permission-table">
        <Table.Body>
          {SWITCHES.map((key) => (
            <Table.Row key={key} data-testid={`permission-${key}`}>
              <Table.Cell>
                <FormattedMessage id={`device.permission.${key}`} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Badge
                  colorPalette={status[key] ? "green" : "red"}
                  variant="subtle"
                  data-testid="permission-value"
                >
                  <FormattedMessage id={status[key] ? "device.authorized" : "device.unauthorized"} />
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text fontSize="xs" color="fg.muted" mt="2" data-testid="permission-time">
        <FormattedMessage id="device.permission.at" values={{ time: fmt.longDate(status.ts) }} />
      </Text>
    </>
  );
}
