import { DataList, Heading, Stack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PackageRolloutQuery } from "../../gql/graphql";
import { percentText, rateText } from "./rolloutText";

type Figures = NonNullable<PackageRolloutQuery["upgradePackage"]>["rolloutFigures"];

/** Outcomes and anomaly rates of the package, upgraded devices beside those not upgraded. */
export function RolloutFigures({ f }: { f: Figures }) {
  const intl = useIntl();
  const items: [string, string][] = [
    ["downloaded", intl.formatNumber(f.downloaded)],
    ["installed", intl.formatNumber(f.installed)],
    ["failed", intl.formatNumber(f.failed)],
    ["failureRate", percentText(intl, f.failureRate)],
    ["anomalyUpgraded", rateText(intl, f.anomalyRateUpgraded)],
    ["anomalyNotUpgraded", rateText(intl, f.anomalyRateNotUpgraded)],
    ["notUpgraded", intl.formatNumber(f.notUpgraded)],
  ];
  return (
    <Stack gap="2">
      <Heading size="sm" as="h3">
        <FormattedMessage id="rollout.figures" />
      </Heading>
      <DataList.Root
        orientation="vertical"
        size="sm"
        display="grid"
        gridTemplateColumns={{ base: "repeat(2, 1fr)", md: "repeat(4, 1fr)" }}
        gap="3"
      >
        {items.map(([key, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel>
              <FormattedMessage id={`rollout.${key}`} />
            </DataList.ItemLabel>
            <DataList.ItemValue data-testid={`rollout-figure-${key}`} fontWeight="semibold">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
