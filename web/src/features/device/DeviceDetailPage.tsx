import { Alert, Grid, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { useTimeZone } from "../../session/timeZone";
import { FilterBar } from "../../ui/FilterBar";
import { errorMessage, errorMessageId, fieldErrorsOf } from "../../ui/errors";
import { DeviceDetailDocument } from "../../gql/documents/DeviceDetailDocument";
import { DeviceGlucoseDocument } from "../../gql/documents/DeviceGlucoseDocument";
import { DeviceBluetoothDocument } from "../../gql/documents/DeviceBluetoothDocument";
import { DateRangePicker } from "../../ui/DateRangePicker";
import { RangeCaption } from "../../ui/dates/RangeCaption";
import { PRESETS, type RangeChoice } from "../../ui/dates/rangeChoice";
import { useUrlRange } from "../../ui/dates/useUrlRange";
import { GlucoseUnitSwitch } from "./GlucoseUnitSwitch";
import { useGlucoseUnit } from "./useGlucoseUnit";
import { BlockSkeleton, DetailSection } from "./DetailSection";
import { DeviceInfo } from "./DeviceInfo";
import { PermissionInfo } from "./PermissionInfo";
import { PagedEvents } from "./EventTables";
import { RangeSections } from "./RangeSections";
import { LiveBadge } from "./DeviceBadges";
import { useLiveDevice } from "./useLiveDevice";
import { ReleasePairingButton } from "./ReleasePairingButton";
import { openTabPath } from "../../layout/useTabs";

/** The range shown when the URL names none: the last 14 days, today included. */
const DEFAULT_RANGE: RangeChoice = { preset: "14d" };

/** CGM detail (`/device-detail?sn=…`): the device, its data over a date range, and its phone's state. */
export default function DeviceDetailPage() {
  const [params] = useSearchParams();
  // SNs are registered upper-cased; a hand-typed URL may not be.
  const sn = (params.get("sn") ?? "").trim().toUpperCase();
  if (!sn) return <Notice id="device.snRequired" />;
  return <DeviceDetail key={sn} sn={sn} />;
}

function Notice({ id }: { id: string }) {
  return (
    <Alert.Root status="warning" data-testid="device-notice">
      <Alert.Indicator />
      <Alert.Title>
        <FormattedMessage id={id} />
      </Alert.Title>
    </Alert.Root>
  );
}

function DeviceDetail({ sn }: { sn: string }) {
  const intl = useIntl();
  const timeZone = useTimeZone();
  const [unit, setUnit] = useGlucoseUnit();
  // The range is kept in the URL (range=7d, or from and to), so a reload or a language switch keeps it.
  const picked = useUrlRange(DEFAULT_RANGE, timeZone);
  const { from, to } = picked.range;
  const now = picked.now;
  const vars = { sn, from: new Date(from).toISOString(), to: new Date(to).toISOString() };

  const detail = useQuery(DeviceDetailDocument, { variables: { sn }, fetchPolicy: "cache-and-network" });
  const glucose = useQuery(DeviceGlucoseDocument, {
    variables: { ...vars, timeZone },
    fetchPolicy: "cache-and-network",
  });
  const bluetooth = useQuery(DeviceBluetoothDocument, { variables: vars, fetchPolicy: "cache-and-network" });
  const notFound = Boolean(detail.error) && errorMessageId(detail.error) === "error.notFound";
  const serverRange = fieldErrorsOf(glucose.error ?? bluetooth.error);
  const rangeError = picked.draftError ?? serverRange.from ?? serverRange.to ?? null;
  const rangeState = picked.stateOf(glucose.loading || bluetooth.loading);
  const stale = rangeState === "stale" || rangeState === "pending";
  const loaded = detail.data?.device;
  // New readings and abnormal events arrive over the WebSocket while the page is open.
  const live = useLiveDevice(sn, Boolean(loaded));
  const device = loaded && live.last ? { ...loaded, lastGlucose: live.last.mmol } : loaded;

  return (
    <Stack gap="4" data-testid="device-detail">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3">
          <Heading as="h1" size="md" data-testid="detail-sn">
            {sn}
          </Heading>
          {live.active && <LiveBadge />}
          <Link asChild fontSize="sm" color="teal.fg">
            <RouterLink to={openTabPath("/cgm-list")} data-testid="detail-back">
              <FormattedMessage id="device.backToList" />
            </RouterLink>
          </Link>
        </HStack>
        <HStack gap="3">
          {device?.pairedAt && <ReleasePairingButton id={device.id} sn={device.sn} />}
          <GlucoseUnitSwitch unit={unit} onChange={setUnit} />
        </HStack>
      </HStack>

      <FilterBar
        onSearch={picked.search}
        onReset={picked.reset}
        actions={
          <Text fontSize="xs" color="fg.muted" data-testid="detail-timezone">
            <FormattedMessage id="device.timeZoneNote" values={{ timeZone }} />
          </Text>
        }
      >
        <DateRangePicker
          label={intl.formatMessage({ id: "device.dateRange" })}
          start={picked.draft.start}
          end={picked.draft.end}
          onChange={picked.setDraft}
          error={rangeError}
          testId="range"
          presets={PRESETS}
          activePreset={picked.activePreset}
          onPreset={picked.choosePreset}
        />
      </FilterBar>

      {notFound ? (
        <Notice id="device.notFound" />
      ) : (
        <>
          {detail.error && !device && (
            <Text color="fg.error" role="alert">
              {errorMessage(intl, detail.error)}
            </Text>
          )}
          <Grid templateColumns={{ base: "1fr", xl: "2fr 1fr" }} gap="4">
            <DetailSection titleId="device.section.usage" testId="section-usage">
              {device ? <DeviceInfo device={device} unit={unit} /> : <BlockSkeleton lines={8} />}
            </DetailSection>
            <DetailSection titleId="device.section.permission" testId="section-permission">
              {detail.data ? (
                <PermissionInfo status={detail.data.permissionStatus ?? null} />
              ) : (
                <BlockSkeleton lines={6} />
              )}
            </DetailSection>
          </Grid>
          <RangeCaption range={picked.range} timeZone={timeZone} state={rangeState} testId="range-shown" />
          {/* Results of another range than the one entered: grey, outlined and marked for assistive tech. */}
          <Stack
            gap="4"
            data-testid="range-results"
            data-stale={stale}
            aria-busy={rangeState === "loading"}
            filter={stale ? "grayscale(1)" : undefined}
            outline={stale ? "2px dashed" : undefined}
            outlineColor="orange.solid"
            outlineOffset="4px"
            borderRadius="md"
          >
            <RangeSections
              glucose={{ data: glucose.data, loading: glucose.loading, error: glucose.error }}
              bluetooth={{
                data: bluetooth.data?.bluetoothEvents,
                loading: bluetooth.loading,
                error: bluetooth.error,
              }}
              from={from}
              to={to}
              now={now}
              unit={unit}
              timeZone={timeZone}
              live={live.readings}
            />
            <DetailSection titleId="device.section.anomalies" testId="section-anomalies">
              <PagedEvents key={vars.from + vars.to} source="anomalies" {...vars} live={live.anomalies} />
            </DetailSection>
            <DetailSection titleId="device.section.usageRecords" testId="section-usage-records">
              <PagedEvents key={vars.from + vars.to} source="usage" {...vars} />
            </DetailSection>
          </Stack>
        </>
      )}
    </Stack>
  );
}
