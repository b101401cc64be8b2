import { useState } from "react";
import { Alert, Badge, Button, Card, DataList, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useQuery } from "@apollo/client/react";
import { PackageRolloutDocument } from "../../gql/documents/PackageRolloutDocument";
import type { RolloutFieldsFragment } from "../../gql/graphql";
import { usePermission } from "../../session/permission";
import { useFormat } from "../../i18n/format";
import { errorMessage } from "../../ui/errors";
import { RolloutFigures } from "./RolloutFigures";
import { RolloutDevices } from "./RolloutDevices";
import { RolloutCreateDialog } from "./RolloutCreateDialog";
import { RolloutWidenDialog } from "./RolloutWidenDialog";
import { RolloutConfirm, type RolloutChange } from "./RolloutConfirm";
import { editCode, percentText, rateText } from "./rolloutText";

const STATE_COLOR: Record<string, string> = {
  DRAFT: "gray",
  RUNNING: "blue",
  PAUSED: "orange",
  HALTED: "red",
  COMPLETED: "green",
};
/** The changes each state allows, in button order. */
const CHANGES: Record<string, (RolloutChange | "widen")[]> = {
  DRAFT: ["start", "halt"],
  RUNNING: ["widen", "pause", "halt"],
  PAUSED: ["widen", "resume", "halt"],
};

/**
 * The rollout of a package on its resource detail: state, target and thresholds, the buttons its state
 * allows (for holders of the list's edit button), the figures and the devices that reported. Refreshed
 * every 15 seconds, so a rollout that halts by itself shows it.
 */
export function RolloutPanel(props: { packageId: string; name: string }) {
  const intl = useIntl();
  const fmt = useFormat();
  const can = usePermission();
  const [page, setPage] = useState({ offset: 0, limit: 10 });
  const [dialog, setDialog] = useState<RolloutChange | "widen" | "create" | null>(null);
  const q = useQuery(PackageRolloutDocument, {
    variables: { id: props.packageId, page },
    pollInterval: 15_000,
    fetchPolicy: "cache-and-network",
  });
  const p = q.data?.upgradePackage;
  if (!p) return q.error ? <Text color="fg.error">{errorMessage(intl, q.error)}</Text> : null;
  const r = p.rollout;
  const editable = can(editCode(p.kind));
  return (
    <Card.Root data-testid="rollout-panel">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading size="md" as="h2">
            <FormattedMessage id="rollout.title" />
          </Heading>
          {r && (
            <Badge colorPalette={STATE_COLOR[r.state]} size="lg" data-testid="rollout-state">
              <FormattedMessage id={`rollout.state.${r.state}`} />
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {r ? (
            <RolloutSummary r={r} dateTime={fmt.dateTime} />
          ) : (
            <Text data-testid="rollout-none">{intl.formatMessage({ id: "rollout.none" })}</Text>
          )}
          {editable && (
            <HStack gap="2" wrap="wrap">
              {!r && (
                <Button
                  size="sm"
                  colorPalette="teal"
                  onClick={() => setDialog("create")}
                  data-testid="rollout-create"
                >
                  <FormattedMessage id="rollout.create" />
                </Button>
              )}
              {r &&
                (CHANGES[r.state] ?? []).map((c) => (
                  <Button
                    key={c}
                    size="sm"
                    variant={c === "halt" ? "outline" : "solid"}
                    colorPalette={c === "halt" ? "red" : "teal"}
                    onClick={() => setDialog(c)}
                    data-testid={`rollout-${c}`}
                  >
                    <FormattedMessage id={`rollout.${c}`} />
                  </Button>
                ))}
            </HStack>
          )}
          <RolloutFigures f={p.rolloutFigures} />
          <RolloutDevices
            page={p.outcomeDevices}
            offset={page.offset}
            limit={page.limit}
            loading={q.loading}
            onPage={setPage}
          />
        </Stack>
      </Card.Body>
      {dialog === "create" && (
        <RolloutCreateDialog packageId={p.id} name={props.name} onClose={() => setDialog(null)} />
      )}
      {dialog === "widen" && r && (
        <RolloutWidenDialog rollout={r} name={props.name} onClose={() => setDialog(null)} />
      )}
      {dialog && dialog !== "create" && dialog !== "widen" && r && (
        <RolloutConfirm change={dialog} id={r.id} name={props.name} onClose={() => setDialog(null)} />
      )}
    </Card.Root>
  );
}

/** State, target and thresholds of a rollout, and why it halted. */
function RolloutSummary({ r, dateTime }: { r: RolloutFieldsFragment; dateTime(v: string): string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const orgs = r.organisations.map((o) => o.name).join(", ");
  const target = !r.organisations.length && !r.hasHiddenOrganisations ? t("rollout.allOrganisations") : orgs;
  const rows: [string, string][] = [
    ["percent", intl.formatNumber(r.percent / 100, { style: "percent" })],
    ["organisations", r.hasHiddenOrganisations ? t("rollout.withHidden", { names: orgs || "—" }) : target],
    [
      "maxFailureRate",
      r.maxFailureRate == null ? t("rollout.notChecked") : percentText(intl, r.maxFailureRate),
    ],
    [
      "maxAnomalyIncrease",
      r.maxAnomalyIncrease == null ? t("rollout.notChecked") : rateText(intl, r.maxAnomalyIncrease),
    ],
    ["minSample", intl.formatNumber(r.minSample)],
    ...(r.startedAt ? ([["startedAt", dateTime(r.startedAt)]] as [string, string][]) : []),
  ];
  return (
    <Stack gap="3">
      {r.state === "HALTED" && r.haltReason && (
        <Alert.Root status={r.haltReason === "MANUAL" ? "warning" : "error"} data-testid="rollout-halted">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {t(`rollout.haltReason.${r.haltReason}`, { at: r.haltedAt ? dateTime(r.haltedAt) : "" })}
            </Alert.Title>
            {(r.haltNote || r.haltFigures) && (
              <Alert.Description>
                {r.haltNote ??
                  t("rollout.haltFigures", {
                    failed: intl.formatNumber(r.haltFigures?.failed ?? 0),
                    attempted: intl.formatNumber(r.haltFigures?.attempted ?? 0),
                    rate: percentText(intl, r.haltFigures?.failureRate),
                    upgraded: rateText(intl, r.haltFigures?.anomalyRateUpgraded),
                    others: rateText(intl, r.haltFigures?.anomalyRateNotUpgraded),
                  })}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([key, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel minW="44">
              <FormattedMessage id={`rollout.${key}`} />
            </DataList.ItemLabel>
            <DataList.ItemValue data-testid={`rollout-${key}`}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
