import { Badge, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { LogPullFieldsFragment, LogPullStatus } from "../../gql/graphql";

/** The retrieval statuses in the order the filter offers them, with their badge colours. */
export const LOG_PULL_STATUSES: LogPullStatus[] = ["RETRIEVING", "UPLOADED", "FAILED", "EXPIRED"];
const PALETTE: Record<LogPullStatus, string> = {
  RETRIEVING: "blue",
  UPLOADED: "green",
  FAILED: "red",
  EXPIRED: "orange",
};

/**
 * A pull's retrieval status as a coloured badge in the interface language; a failed pull shows the
 * app's reason under it and an expired one says the app did not answer in time.
 */
export function LogPullStatusCell({ pull }: { pull: LogPullFieldsFragment }) {
  return (
    <Stack gap="1" align="start" data-testid="logPull-status" data-status={pull.status}>
      <Badge colorPalette={PALETTE[pull.status]} variant="subtle">
        <FormattedMessage id={`logPull.status.${pull.status}`} />
      </Badge>
      {pull.status === "FAILED" && pull.failureReason && (
        <Text fontSize="xs" color="fg.error" maxW="64" overflowWrap="anywhere" data-testid="logPull-reason">
          <FormattedMessage
            id="logPull.failedReason"
            values={{ reason: <bdi key="reason">{pull.failureReason}</bdi> }}
          />
        </Text>
      )}
      {pull.status === "EXPIRED" && (
        <Text fontSize="xs" color="fg.muted" maxW="64" data-testid="logPull-expired">
          <FormattedMessage id="logPull.expiredNote" />
        </Text>
      )}
    </Stack>
  );
}
