import { Box, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { ResponsiveLine } from "@nivo/line";
import { CHART_THEME, COLORS, timeTicks, useTimeLabels } from "./chartKit";

type Series = { id: string; data: { x: number; y: number }[] };

/**
 * Bluetooth connection over the range (nivo): a step line at 1 while connected and 0 while not, until
 * the range's end (or now). The first event may precede the range (the state it starts in); when none
 * does, before the first change the state was the opposite of that change. Times in the system time
 * zone.
 */
export default function BluetoothChart(props: {
  events: readonly { ts: string; connected: boolean }[];
  from: number;
  to: number;
  now: number;
  timeZone: string;
}) {
  const intl = useIntl();
  const labels = useTimeLabels(props.timeZone, props.from, props.to);
  const state = (y: number) =>
    intl.formatMessage({ id: y >= 1 ? "device.bluetooth.CONNECTED" : "device.bluetooth.DISCONNECTED" });
  const points = props.events.map((e) => ({
    x: Math.max(Date.parse(e.ts), props.from),
    y: e.connected ? 1 : 0,
  }));
  // Each event is a change, so before the first one the state was the other one.
  const first = points[0];
  if (first && first.x > props.from) points.unshift({ x: props.from, y: 1 - first.y });
  const last = points[points.length - 1];
  const end = Math.min(props.to, props.now);
  if (last && end > last.x) points.push({ x: end, y: last.y });
  const data: Series[] = [{ id: "bluetooth", data: points }];

  return (
    <Box h="180px">
      <ResponsiveLine<Series>
        data={data}
        theme={CHART_THEME}
        colors={[COLORS.line]}
        margin={{ top: 12, right: 24, bottom: 40, left: 96 }}
        xScale={{ type: "linear", min: props.from, max: props.to }}
        yScale={{ type: "linear", min: 0, max: 1 }}
        curve="stepAfter"
        lineWidth={2}
        enableArea
        areaBaselineValue={0}
        areaOpacity={0.15}
        enablePoints={false}
        enableGridX={false}
        gridYValues={[0, 1]}
        useMesh
        animate={false}
        ariaLabel={intl.formatMessage({ id: "device.bluetoothGraph" })}
        axisBottom={{
          tickValues: timeTicks(props.from, props.to, props.timeZone),
          format: (v: number) => labels.tick(v),
        }}
        axisLeft={{ tickValues: [0, 1], format: (v: number) => state(v) }}
        tooltip={({ point }) => (
          <Box bg="bg.panel" borderWidth="1px" borderRadius="sm" px="2" py="1" fontSize="xs" shadow="sm">
            <Text>{labels.full(Number(point.data.x))}</Text>
            <Text fontWeight="semibold">{state(Number(point.data.y))}</Text>
          </Box>
        )}
      />
    </Box>
  );
}
