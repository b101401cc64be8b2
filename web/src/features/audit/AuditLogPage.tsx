import { useState } from "react";
import { useListState } from "../../ui/useListState";
import { Box, Button, Dialog, Field, Input, NativeSelect, Portal, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useQuery } from "@apollo/client/react";
import { DataTable, type Column } from "../../ui/DataTable";
import { FilterBar } from "../../ui/FilterBar";
import { Pagination } from "../../ui/Pagination";
import { useFormat } from "../../i18n/format";
import { AuditLogDocument } from "../../gql/documents/AuditLogDocument";
import { AUDIT_KINDS, auditSentence, type AuditItem as Entry } from "./auditText";
import { AuditChanges } from "./AuditChanges";
import { DateRangePicker } from "../../ui/DateRangePicker";
import { checkDates } from "../../ui/dates/zoneDate";

const NO_FILTER = { actor: "", entity: "", from: "", to: "" };

/** A range's bound as an ISO instant, or null. */
const instant = (ts: number | undefined) => (ts === undefined ? null : new Date(ts).toISOString());

/**
 * Operation log: every change, sign-in, export and download as a sentence in the interface language,
 * filterable by account, kind and time; the details show the fields that changed, old and new.
 */
export default function AuditLogPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const fmt = useFormat();
  const { draft, setDraft, filter, page, setPage, search, reset } = useListState(NO_FILTER);
  // Whole days of the system time zone, the end day included; a range that is no range is not searched.
  const rangeError = checkDates(draft.from, draft.to, fmt.timeZone, true).error;
  const range = checkDates(filter.from, filter.to, fmt.timeZone, true).range;
  const [open, setOpen] = useState<Entry | null>(null);
  const { data, loading } = useQuery(AuditLogDocument, {
    variables: {
      filter: {
        actor: filter.actor || null,
        entity: filter.entity || null,
        from: instant(range.from),
        to: instant(range.to === undefined ? undefined : range.to - 1),
      },
      page,
    },
    fetchPolicy: "cache-and-network",
  });
  const columns: Column<Entry>[] = [
    {
      key: "at",
      header: t("audit.at"),
      render: (e) => <Text whiteSpace="nowrap">{fmt.longDate(e.at)}</Text>,
    },
    { key: "actor", header: t("audit.actor"), render: (e) => e.actor ?? "—" },
    {
      key: "action",
      header: t("audit.action"),
      render: (e) => <Text data-testid="audit-sentence">{auditSentence(intl, e, fmt.dateTime)}</Text>,
    },
    { key: "ip", header: t("audit.ip"), render: (e) => e.ip ?? "" },
    {
      key: "details",
      header: t("list.actions"),
      end: true,
      render: (e) =>
        e.changes.length > 0 ? (
          <Button size="xs" variant="ghost" onClick={() => setOpen(e)} data-testid="audit-details">
            <FormattedMessage id="audit.details" />
          </Button>
        ) : null,
    },
  ];
  return (
    <Box>
      <FilterBar onSearch={() => !rangeError && search()} onReset={reset}>
        <Field.Root width="44">
          <Field.Label>{t("audit.actor")}</Field.Label>
          <Input
            value={draft.actor}
            onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
            data-testid="filter-actor"
          />
        </Field.Root>
        <Field.Root width="40">
          <Field.Label>{t("audit.entity")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={draft.entity}
              onChange={(e) => setDraft({ ...draft, entity: e.target.value })}
              data-testid="filter-entity"
            >
              <option value="">{t("list.all")}</option>
              {AUDIT_KINDS.map((e) => (
                <option key={e} value={e}>
                  {t(`audit.kind.${e}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <DateRangePicker
          label={t("audit.at")}
          start={draft.from}
          end={draft.to}
          onChange={(from, to) => setDraft({ ...draft, from, to })}
          error={rangeError}
          testId="filter-at"
        />
      </FilterBar>
      <DataTable
        columns={columns}
        rows={data?.auditLog.items ?? []}
        rowKey={(e) => e.id}
        loading={loading}
        testId="audit-table"
      />
      <Pagination
        offset={page.offset}
        limit={page.limit}
        total={data?.auditLog.total ?? 0}
        onChange={setPage}
      />
      <Dialog.Root
        open={open !== null}
        onOpenChange={(e) => !e.open && setOpen(null)}
        size="lg"
        placement="center"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="audit-dialog">
              <Dialog.Header>
                <Dialog.Title>{open ? auditSentence(intl, open, fmt.dateTime) : ""}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{open && <AuditChanges entry={open} />}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(null)}>
                  <FormattedMessage id="common.close" />
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Box>
  );
}
