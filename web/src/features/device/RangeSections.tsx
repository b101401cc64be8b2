import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { Box, Grid, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { GlucoseUnit } from "@cgm/domain";
import { errorMessage } from "../../ui/errors";
import type { DeviceBluetoothQuery, DeviceGlucoseQuery } from "../../gql/graphql";
import { BlockSkeleton, DetailSection, EmptyNote } from "./DetailSection";
import { ClinicalSummary } from "./ClinicalSummary";
import { curvePoints, withLiveReadings, type LiveReading } from "./liveMerge";

// nivo comes with these, so neither the list nor the sign-in page loads it.
const GlucoseChart = lazy(() => import("./charts/GlucoseChart"));
const AgpChart = lazy(() => import("./charts/AgpChart"));
const BluetoothChart = lazy(() => import("./charts/BluetoothChart"));

interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error?: unknown;
}

/** The sections drawn from the chosen date range: curve, clinical summary, AGP and Bluetooth graph. */
export function RangeSections(props: {
  glucose: Loaded<DeviceGlucoseQuery>;
  bluetooth: Loaded<DeviceBluetoothQuery["bluetoothEvents"]>;
  from: number;
  to: number;
  now: number;
  unit: GlucoseUnit;
  timeZone: string;
  /** Readings received live, appended to the curve when the range includes now. */
  live: readonly LiveReading[];
}) {
  const intl = useIntl();
  const { glucose, bluetooth, unit, from, to, timeZone } = props;
  const curve = glucose.data?.glucoseCurve;
  const loaded = useMemo(() => (curve ? curvePoints(curve) : []), [curve]);
  const points = curve
    ? withLiveReadings(loaded, props.live, {
        from,
        to,
        now: props.now,
        bucketMs: curve.bucketSeconds * 1000,
      })
    : [];
  const stats = glucose.data?.glucoseStats;
  /** Skeleton while loading, the error, or the content. */
  const state = (q: Loaded<unknown>, height: string, content: () => ReactNode) => {
    if (q.data !== undefined) return content();
    if (q.error)
      return (
        <Text color="fg.error" role="alert">
          {errorMessage(intl, q.error)}
        </Text>
      );
    return <BlockSkeleton height={height} />;
  };
  const chart = (height: string, node: ReactNode) => (
    <Suspense fallback={<BlockSkeleton height={height} />}>{node}</Suspense>
  );

  return (
    <>
      <DetailSection titleId="device.section.curve" testId="section-curve">
        <Box
          data-testid="glucose-chart"
          minH="80"
          data-points={points.length}
          data-last-mmol={points[points.length - 1]?.mmol}
        >
          {state(glucose, "80", () =>
            curve && points.length ? (
              chart(
                "80",
                <GlucoseChart
                  points={points}
                  bucketSeconds={curve.bucketSeconds}
                  from={from}
                  to={to}
                  unit={unit}
                  meanMmol={stats?.summary.meanMmol ?? null}
                  timeZone={timeZone}
                />,
              )
            ) : (
              <EmptyNote id="device.noReadings" testId="curve-empty" />
            ),
          )}
        </Box>
      </DetailSection>
      <Grid templateColumns={{ base: "1fr", xl: "1fr 1fr" }} gap="4">
        <DetailSection titleId="device.section.summary" testId="section-summary">
          {state(glucose, "48", () =>
            stats && stats.summary.count > 0 ? (
              <ClinicalSummary summary={stats.summary} unit={unit} />
            ) : (
              <EmptyNote id="device.noReadings" testId="summary-empty" />
            ),
          )}
        </DetailSection>
        <DetailSection titleId="device.section.agp" testId="section-agp">
          <Box data-testid="agp-chart">
            {state(glucose, "72", () =>
              stats && stats.agp.length ? (
                chart("72", <AgpChart bins={stats.agp} unit={unit} />)
              ) : (
                <EmptyNote id="device.noReadings" testId="agp-empty" />
              ),
            )}
          </Box>
        </DetailSection>
      </Grid>
      <DetailSection titleId="device.section.bluetooth" testId="section-bluetooth">
        <Box data-testid="bluetooth-chart">
          {state(bluetooth, "44", () =>
            bluetooth.data?.length ? (
              chart(
                "44",
                <BluetoothChart
                  events={bluetooth.data}
                  from={from}
                  to={to}
                  now={props.now}
                  timeZone={timeZone}
                />,
              )
            ) : (
              <EmptyNote id="device.bluetoothNone" testId="bluetooth-empty" />
            ),
          )}
        </Box>
      </DetailSection>
    </>
  );
}
