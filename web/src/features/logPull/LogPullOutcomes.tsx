import { Badge, Table, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { RequestLogPullsMutation } from "../../gql/graphql";

export type Outcome = RequestLogPullsMutation["requestLogPulls"][number];

/** What happened to each SN of a request: the pull made, or the spec's message saying why not. */
export function LogPullOutcomes({ outcomes }: { outcomes: Outcome[] }) {
  const intl = useIntl();
  const made = outcomes.filter((o) => o.pull).length;
  return (
    <>
      <Text mb="2" role="status" data-testid="logPull-outcome-summary">
        <FormattedMessage id="logPull.outcomeSummary" values={{ made, refused: outcomes.length - made }} />
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="64">
        <Table.Root size="sm" data-testid="logPull-outcomes">
          <Table.Caption srOnly>{intl.formatMessage({ id: "logPull.outcomeCaption" })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{intl.formatMessage({ id: "logPull.sn" })}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage({ id: "logPull.outcome" })}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {outcomes.map((o, i) => (
              <Table.Row key={`${i}-${o.sn}`} data-testid="logPull-outcome" data-ok={o.pull ? "1" : "0"}>
                <Table.Cell>
                  <bdi>{o.sn || "—"}</bdi>
                </Table.Cell>
                <Table.Cell>
                  {o.pull ? (
                    <Badge colorPalette="green" variant="subtle">
                      <FormattedMessage id="logPull.requested" />
                    </Badge>
                  ) : (
                    <Text color="fg.error" whiteSpace="normal" data-testid="logPull-outcome-message">
                      {intl.formatMessage({ id: o.messageId ?? "error.internal" })}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
