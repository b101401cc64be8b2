import { Box, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { ResponsiveLine, type LineCustomSvgLayer, type LineSvgLayer } from "@nivo/line";
import { TARGET_RANGE, type GlucoseUnit } from "@cgm/domain";
import { useFigures } from "../../../i18n/figures";
import { toUnit, useGlucoseFigures } from "../useGlucoseUnit";
import { bandPath, CHART_THEME, COLORS, segments, timeTicks, useTimeLabels } from "./chartKit";

type Series = { id: string; data: { x: number; y: number | null }[] };
export interface CurvePoint {
  ts: string;
  mmol: number;
  min: number;
  max: number;
}

const FIVE_MINUTES = 300_000;

/**
 * The glucose curve of a range (nivo): the readings, or per bucket the mean with its minimum-maximum
 * envelope; the 3.9–10.0 mmol/L target band shaded; the range's mean as a dashed line; gaps where the
 * sensor sent nothing. Times in the system time zone.
 */
export default function GlucoseChart(props: {
  points: readonly CurvePoint[];
  bucketSeconds: number;
  from: number;
  to: number;
  unit: GlucoseUnit;
  meanMmol: number | null;
  timeZone: string;
}) {
  const intl = useIntl();
  const { unit } = props;
  const glucose = useGlucoseFigures(unit);
  const fig = useFigures();
  const labels = useTimeLabels(props.timeZone, props.from, props.to);
  const maxGap = 3 * Math.max(props.bucketSeconds * 1000, FIVE_MINUTES);
  const pts = props.points.map((p) => ({
    x: Date.parse(p.ts),
    y: toUnit(p.mmol, unit),
    upper: toUnit(p.max, unit),
    lower: toUnit(p.min, unit),
  }));
  const parts = segments(pts, maxGap);
  // A null between two segments breaks the line there.
  const data: Series[] = [
    {
      id: "glucose",
      data: parts.flatMap((seg, i) => [
        ...(i > 0 ? [{ x: (seg[0]?.x ?? 0) - 1, y: null }] : []),
        ...seg.map((p) => ({ x: p.x, y: p.y })),
      ]),
    },
  ];
  const top = Math.max(toUnit(15, unit), ...pts.map((p) => p.upper * 1.05));
  const band = { low: toUnit(TARGET_RANGE.low, unit), high: toUnit(TARGET_RANGE.high, unit) };

  const TargetBand: LineCustomSvgLayer<Series> = ({ yScale, innerWidth }) => (
    <rect
      x={0}
      width={innerWidth}
      y={yScale(band.high)}
      height={Math.max(0, yScale(band.low) - yScale(band.high))}
      fill={COLORS.target}
      fillOpacity={0.12}
      data-testid="target-band"
    />
  );
  const Envelope: LineCustomSvgLayer<Series> = ({ xScale, yScale }) =>
    props.bucketSeconds > 0 ? (
      <g>
        {parts.map((seg, i) => (
          <path key={i} d={bandPath(seg, xScale, yScale)} fill={COLORS.band} fillOpacity={0.18} />
        ))}
      </g>
    ) : null;
  const layers: LineSvgLayer<Series>[] = [
    "grid",
    TargetBand,
    Envelope,
    "markers",
    "axes",
    "lines",
    "crosshair",
    "mesh",
  ];

  return (
    <Box h="320px">
      <ResponsiveLine<Series>
        data={data}
        layers={layers}
        theme={CHART_THEME}
        colors={[COLORS.line]}
        margin={{ top: 16, right: 24, bottom: 40, left: 48 }}
        xScale={{ type: "linear", min: props.from, max: props.to }}
        yScale={{ type: "linear", min: 0, max: Math.ceil(top) }}
        curve="linear"
        lineWidth={1.5}
        enablePoints={false}
        enableGridX={false}
        useMesh
        animate={false}
        ariaLabel={intl.formatMessage({ id: "device.curve" })}
        axisBottom={{
          tickValues: timeTicks(props.from, props.to, props.timeZone),
          format: (v: number) => labels.tick(v),
        }}
        axisLeft={{ tickValues: 6, legend: unit, legendPosition: "middle", legendOffset: -40 }}
        markers={
          props.meanMmol == null
            ? []
            : [
                {
                  axis: "y",
                  value: toUnit(props.meanMmol, unit),
                  // Isolated in its language's direction: the SVG text runs left to right.
                  legend: fig.isolate(
                    intl.formatMessage({ id: "device.meanLine" }, { value: glucose.value(props.meanMmol) }),
                  ),
                  legendPosition: "top-right",
                  lineStyle: { stroke: COLORS.mean, strokeWidth: 1.5, strokeDasharray: "6 4" },
                  // Laid out left to right in Arabic too: under the page's inherited right-to-left
                  // direction this end-anchored label at the right edge ran off the chart.
                  textStyle: { fill: COLORS.mean, fontSize: 11, direction: "ltr" },
                },
              ]
        }
        tooltip={({ point }) => (
          <Box bg="bg.panel" borderWidth="1px" borderRadius="sm" px="2" py="1" fontSize="xs" shadow="sm">
            <Text>{labels.full(Number(point.data.x))}</Text>
            <Text fontWeight="semibold">{glucose.inUnit(Number(point.data.y))}</Text>
          </Box>
        )}
      />
    </Box>
  );
}
