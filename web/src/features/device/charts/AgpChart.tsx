import { Box, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { ResponsiveLine, type LineCustomSvgLayer, type LineSvgLayer } from "@nivo/line";
import { TARGET_RANGE, type GlucoseUnit } from "@cgm/domain";
import { toUnit, useGlucoseFigures } from "../useGlucoseUnit";
import { bandPath, CHART_THEME, COLORS, useTimeOfDay } from "./chartKit";

type Series = { id: string; data: { x: number; y: number }[] };
export interface AgpBin {
  minuteOfDay: number;
  p5: number;
  p25: number;
  p50: number;
  p75: number;
  p95: number;
}

const BIN_MINUTES = 30;

/**
 * Ambulatory glucose profile (nivo): all days overlaid by time of day in the system time zone, the
 * median as a line over the 25–75 % and 5–95 % bands, the target range's limits dashed.
 */
export default function AgpChart(props: { bins: readonly AgpBin[]; unit: GlucoseUnit }) {
  const intl = useIntl();
  const timeOfDay = useTimeOfDay();
  const { unit } = props;
  const bins = props.bins.map((b) => ({
    x: b.minuteOfDay + BIN_MINUTES / 2,
    p5: toUnit(b.p5, unit),
    p25: toUnit(b.p25, unit),
    p50: toUnit(b.p50, unit),
    p75: toUnit(b.p75, unit),
    p95: toUnit(b.p95, unit),
  }));
  const data: Series[] = [{ id: "p50", data: bins.map((b) => ({ x: b.x, y: b.p50 })) }];
  const top = Math.max(toUnit(15, unit), ...bins.map((b) => b.p95 * 1.05));

  const Bands: LineCustomSvgLayer<Series> = ({ xScale, yScale }) => (
    <g>
      <path
        d={bandPath(
          bins.map((b) => ({ x: b.x, upper: b.p95, lower: b.p5 })),
          xScale,
          yScale,
        )}
        fill={COLORS.band}
        fillOpacity={0.15}
        data-testid="agp-band-5-95"
      />
      <path
        d={bandPath(
          bins.map((b) => ({ x: b.x, upper: b.p75, lower: b.p25 })),
          xScale,
          yScale,
        )}
        fill={COLORS.band}
        fillOpacity={0.35}
        data-testid="agp-band-25-75"
      />
    </g>
  );
  const layers: LineSvgLayer<Series>[] = ["grid", Bands, "markers", "axes", "lines", "crosshair", "slices"];
  const limit = (mmol: number) => ({
    axis: "y" as const,
    value: toUnit(mmol, unit),
    lineStyle: { stroke: COLORS.target, strokeWidth: 1, strokeDasharray: "4 4" },
  });
  const glucose = useGlucoseFigures(unit);

  return (
    <Box h="280px">
      <ResponsiveLine<Series>
        data={data}
        layers={layers}
        theme={CHART_THEME}
        colors={[COLORS.line]}
        margin={{ top: 16, right: 24, bottom: 40, left: 48 }}
        xScale={{ type: "linear", min: 0, max: 1440 }}
        yScale={{ type: "linear", min: 0, max: Math.ceil(top) }}
        curve="monotoneX"
        lineWidth={2.5}
        enablePoints={false}
        enableGridX={false}
        enableSlices="x"
        animate={false}
        ariaLabel={intl.formatMessage({ id: "device.agp" })}
        axisBottom={{
          // Every six hours: the times of day stay apart in every language ("12:00 ص" is wide).
          tickValues: [0, 360, 720, 1080, 1440],
          format: (v: number) => timeOfDay(v % 1440),
        }}
        axisLeft={{ tickValues: 6, legend: unit, legendPosition: "middle", legendOffset: -40 }}
        markers={[limit(TARGET_RANGE.low), limit(TARGET_RANGE.high)]}
        sliceTooltip={({ slice }) => {
          const x = Number(slice.points[0]?.data.x ?? 0);
          const b = bins.find((bin) => bin.x === x);
          return b ? (
            <Box
              bg="bg.panel"
              borderWidth="1px"
              borderRadius="sm"
              px="2"
              py="1"
              fontSize="xs"
              shadow="sm"
              whiteSpace="nowrap"
              data-testid="agp-tooltip"
            >
              <Text fontWeight="semibold">{timeOfDay(x - BIN_MINUTES / 2)}</Text>
              {(["p95", "p75", "p50", "p25", "p5"] as const).map((k) => (
                <Text key={k} data-testid={`agp-tooltip-${k}`}>
                  {intl.formatMessage({ id: `device.agp.${k}` })}: {glucose.inUnit(b[k])}
                </Text>
              ))}
            </Box>
          ) : null;
        }}
      />
    </Box>
  );
}
