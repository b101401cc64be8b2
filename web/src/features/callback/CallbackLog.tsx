import { useState } from "react";
import { Badge, Button, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useMutation, useQuery } from "@apollo/client/react";
import { DataTable, type Column } from "../../ui/DataTable";
import { DateTimeText } from "../../ui/DateTimeText";
import { Pagination } from "../../ui/Pagination";
import { toaster } from "../../ui/toaster";
import { errorMessageId } from "../../ui/errors";
import type { CallbackDeliveryFieldsFragment, CallbackStatus } from "../../gql/graphql";
import { CallbackDeliveriesDocument } from "../../gql/documents/CallbackDeliveriesDocument";
import { ResendCallbackDocument } from "../../gql/documents/ResendCallbackDocument";
import { SendTestCallbackDocument } from "../../gql/documents/SendTestCallbackDocument";

const STATUS_COLOR: Record<CallbackStatus, string> = { PENDING: "orange", DELIVERED: "green", FAILED: "red" };
const STATUSES: CallbackStatus[] = ["PENDING", "DELIVERED", "FAILED"];

/**
 * An organisation's callback delivery log, newest first and paged: event, device, status, attempts,
 * last error and next attempt, with "Resend" per delivery, a status filter and "Send test event".
 * It refreshes every few seconds while it is open, so a test event is seen arriving.
 */
export function CallbackLog({ orgId, hasUrl }: { orgId: string; hasUrl: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [page, setPage] = useState({ offset: 0, limit: 10 });
  const [status, setStatus] = useState<CallbackStatus | "">("");
  const { data, loading, refetch } = useQuery(CallbackDeliveriesDocument, {
    variables: { orgId, page, filter: status ? { status } : null },
    fetchPolicy: "cache-and-network",
    pollInterval: 3000,
  });
  const [resend] = useMutation(ResendCallbackDocument);
  const [sendTest, testing] = useMutation(SendTestCallbackDocument);
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toaster.create({ type: "success", title: t(done) });
      await refetch();
    } catch (e) {
      toaster.create({ type: "error", title: t(errorMessageId(e)) });
    }
  };
  const columns: Column<CallbackDeliveryFieldsFragment>[] = [
    { key: "createdAt", header: t("callback.time"), render: (d) => <DateTimeText value={d.createdAt} /> },
    {
      key: "event",
      header: t("callback.event"),
      render: (d) => (
        <Stack gap="0">
          <Text fontFamily="mono" fontSize="xs" data-testid="callback-event">
            {d.eventType}
          </Text>
          {d.sn && <Text color="fg.muted">{d.sn}</Text>}
        </Stack>
      ),
    },
    {
      key: "status",
      header: t("callback.status"),
      render: (d) => (
        <Badge colorPalette={STATUS_COLOR[d.status]} variant="subtle" data-testid="callback-status">
          <FormattedMessage id={`callback.status.${d.status}`} />
        </Badge>
      ),
    },
    { key: "attempts", header: t("callback.attempts"), end: true, render: (d) => d.attempts },
    {
      key: "lastError",
      header: t("callback.lastError"),
      render: (d) => (
        <Text fontSize="xs" maxW="16rem" wordBreak="break-word">
          {d.lastError ?? "—"}
        </Text>
      ),
    },
    {
      key: "next",
      header: t("callback.nextAttempt"),
      render: (d) => <DateTimeText value={d.nextAttemptAt} />,
    },
    {
      key: "actions",
      header: t("list.actions"),
      end: true,
      render: (d) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={intl.formatMessage({ id: "callback.resendOne" }, { event: d.eventType })}
          onClick={() => void act(() => resend({ variables: { id: d.id } }), "callback.resent")}
          data-testid="callback-resend"
        >
          <FormattedMessage id="callback.resend" />
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <NativeSelect.Root size="sm" width="14rem">
          <NativeSelect.Field
            aria-label={t("callback.status")}
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as CallbackStatus | "");
              setPage((p) => ({ ...p, offset: 0 }));
            }}
            data-testid="callback-filter"
          >
            <option value="">{t("callback.allStatuses")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`callback.status.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          colorPalette="teal"
          disabled={!hasUrl}
          loading={testing.loading}
          onClick={() => void act(() => sendTest({ variables: { orgId } }), "callback.testSent")}
          data-testid="callback-test"
        >
          <FormattedMessage id="callback.sendTest" />
        </Button>
      </HStack>
      {!hasUrl && (
        <Text fontSize="sm" color="fg.muted" data-testid="callback-no-url">
          <FormattedMessage id="callback.noUrl" />
        </Text>
      )}
      <DataTable
        columns={columns}
        rows={data?.callbackDeliveries.items ?? []}
        rowKey={(d) => d.id}
        loading={loading}
        testId="callback-log"
      />
      <Pagination {...page} total={data?.callbackDeliveries.total ?? 0} onChange={setPage} />
    </Stack>
  );
}
