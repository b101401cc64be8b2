import { Badge, Box, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";

/** Yes / no for the post-sale flag. */
export function SalesBadge({ isSales }: { isSales: boolean }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={isSales ? "purple" : "gray"} variant="subtle" data-testid="device-isSales">
      {intl.formatMessage({ id: isSales ? "device.yes" : "device.no" })}
    </Badge>
  );
}

/** Connected (green), disconnected (orange) or unknown. */
export function BluetoothBadge({ state }: { state: string | null }) {
  const intl = useIntl();
  if (!state) return <Text color="fg.muted">—</Text>;
  const id = `device.bluetooth.${state}`;
  return (
    <Badge
      colorPalette={state === "CONNECTED" ? "green" : "orange"}
      variant="subtle"
      data-testid="device-bluetooth"
    >
      {intl.messages[id] ? intl.formatMessage({ id }) : state}
    </Badge>
  );
}

/** "Live": new readings and abnormal events of the device are arriving over the WebSocket. */
export function LiveBadge() {
  const intl = useIntl();
  return (
    <Badge
      colorPalette="green"
      variant="subtle"
      gap="1.5"
      title={intl.formatMessage({ id: "device.liveHint" })}
      data-testid="live-indicator"
    >
      <Box as="span" w="2" h="2" borderRadius="full" bg="green.solid" aria-hidden />
      {intl.formatMessage({ id: "device.live" })}
    </Badge>
  );
}
