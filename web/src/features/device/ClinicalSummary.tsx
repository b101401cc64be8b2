import { Box, Flex, SimpleGrid, Stat, Table, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { TARGET_RANGE, TIR_THRESHOLDS, type GlucoseUnit } from "@cgm/domain";
import type { DeviceGlucoseQuery } from "../../gql/graphql";
import { useFigures } from "../../i18n/figures";
import { inUnit, useGlucoseFigures } from "./useGlucoseUnit";

type Summary = DeviceGlucoseQuery["glucoseStats"]["summary"];
type Band = "veryLow" | "low" | "inRange" | "high" | "veryHigh";
const BANDS: { key: Band; color: string }[] = [
  { key: "veryHigh", color: "orange.600" },
  { key: "high", color: "yellow.400" },
  { key: "inRange", color: "green.500" },
  { key: "low", color: "red.400" },
  { key: "veryLow", color: "red.700" },
];

/**
 * The five bands' limits with the unit, each one figure isolated from the text's direction ("<3.0
 * mmol/L", "3.0–3.8 mmol/L", … or "<54 mg/dL", "54–69 mg/dL", …): Arabic shows them the same way round.
 */
function useBandLimits(unit: GlucoseUnit): Record<Band, string> {
  const g = useGlucoseFigures(unit);
  const step = unit === "mmol/L" ? 0.1 : 1;
  const at = (mmol: number) => inUnit(mmol, unit);
  const t = TIR_THRESHOLDS;
  return {
    veryLow: g.bound("<", t.veryLowBelow),
    low: g.range(at(t.veryLowBelow), at(TARGET_RANGE.low) - step),
    inRange: g.range(at(TARGET_RANGE.low), at(TARGET_RANGE.high)),
    high: g.range(at(TARGET_RANGE.high) + step, at(t.veryHighAbove)),
    veryHigh: g.bound(">", t.veryHighAbove),
  };
}

/**
 * The clinical summary of the range (computed by the API in domain/): mean glucose, GMI (or "—" when
 * the range holds too little data), CV, GRI with its zone, sensor wear, and time in the five ranges.
 */
export function ClinicalSummary({ summary: s, unit }: { summary: Summary; unit: GlucoseUnit }) {
  const intl = useIntl();
  const fig = useFigures();
  const glucose = useGlucoseFigures(unit);
  const limits = useBandLimits(unit);
  const pct = (v: number | null | undefined) =>
    v == null ? "—" : intl.formatNumber(v / 100, { style: "percent", maximumFractionDigits: 1 });
  const stats: { key: string; label: string; value: string; hint?: string }[] = [
    {
      key: "mean",
      label: "device.summary.mean",
      value: glucose.value(s.meanMmol),
    },
    {
      key: "gmi",
      label: "device.summary.gmi",
      value: pct(s.gmiPercent),
      hint: s.gmiPercent == null && s.count > 0 ? "device.summary.gmiTooLittle" : undefined,
    },
    { key: "cv", label: "device.summary.cv", value: pct(s.cvPercent) },
    {
      key: "gri",
      label: "device.summary.gri",
      value:
        s.gri == null
          ? "—"
          : intl.formatNumber(s.gri, { maximumFractionDigits: 1 }) +
            (s.griZone ? ` · ${intl.formatMessage({ id: "device.summary.zone" }, { zone: s.griZone })}` : ""),
    },
    { key: "wear", label: "device.summary.wear", value: pct(s.wearPercent) },
    {
      key: "readings",
      label: "device.summary.readings",
      value: fig.ratio(s.count, s.expected),
    },
  ];
  const hasTir = s.inRange != null;
  return (
    <Box>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="4" mb="5">
        {stats.map((st) => (
          <Stat.Root key={st.key}>
            <Stat.Label>
              <FormattedMessage id={st.label} />
            </Stat.Label>
            <Stat.ValueText fontSize="xl" data-testid={`summary-${st.key}`}>
              {st.value}
            </Stat.ValueText>
            {st.hint && (
              <Stat.HelpText data-testid={`summary-${st.key}-hint`}>
                <FormattedMessage id={st.hint} />
              </Stat.HelpText>
            )}
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Text fontWeight="semibold" fontSize="sm" mb="2">
        <FormattedMessage id="device.tir" />
      </Text>
      {hasTir && (
        <Flex
          h="4"
          borderRadius="sm"
          overflow="hidden"
          mb="3"
          role="img"
          aria-label={BANDS.map(
            (b) => `${intl.formatMessage({ id: `device.tir.${b.key}` })} ${pct(s[b.key])}`,
          ).join(", ")}
          data-testid="tir-bar"
        >
          {[...BANDS].reverse().map((b) => (
            <Box key={b.key} bg={b.color} width={`${s[b.key] ?? 0}%`} />
          ))}
        </Flex>
      )}
      <Table.Root size="sm" maxW="lg" data-testid="tir-table">
        <Table.Body>
          {BANDS.map((b) => (
            <Table.Row key={b.key} data-testid={`tir-${b.key}`}>
              <Table.Cell width="4">
                <Box w="3" h="3" borderRadius="sm" bg={b.color} />
              </Table.Cell>
              <Table.Cell>
                <FormattedMessage id={`device.tir.${b.key}`} />
              </Table.Cell>
              <Table.Cell color="fg.muted" whiteSpace="nowrap" data-testid="tir-limit">
                {limits[b.key]}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="medium" data-testid="tir-value">
                {pct(s[b.key])}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
