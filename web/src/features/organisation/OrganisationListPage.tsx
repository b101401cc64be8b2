import { useCallback, useState } from "react";
import { useListState } from "../../ui/useListState";
import { Box, Button, Field, Input, NativeSelect, Table } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useMutation, useQuery } from "@apollo/client/react";
import { OrganisationOptionsDocument } from "../../gql/documents/OrganisationOptionsDocument";
import { Auth } from "../../session/permission";
import { FilterBar } from "../../ui/FilterBar";
import { Pagination } from "../../ui/Pagination";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { toaster } from "../../ui/toaster";
import { errorMessageId } from "../../ui/errors";
import { successTitle } from "../../ui/feedback";
import type { OrganisationFieldsFragment, OrganisationFilter, OrganisationStatus } from "../../gql/graphql";
import { OrganisationsDocument } from "../../gql/documents/OrganisationsDocument";
import { SetOrganisationStatusDocument } from "../../gql/documents/SetOrganisationStatusDocument";
import { ORG_COLUMNS, OrganisationRows, type OrgAction } from "./OrganisationRows";
import { OrganisationFormDialog, type OrgFormMode } from "./OrganisationFormDialog";
import { ErpDialog } from "./ErpDialog";
import { FunctionsDialog } from "./FunctionsDialog";
import { OrganisationCount } from "./OrganisationCount";

type Dialog =
  | { kind: "form"; mode: OrgFormMode }
  | { kind: "erp" | "functions" | "disable"; org: OrganisationFieldsFragment }
  | null;

const NO_FILTER = { name: "", number: "", status: "" };

/** Organisation list: a tree table of the caller's organisations, with search, paging and actions. */
export default function OrganisationListPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { draft, setDraft, filter, page, setPage, search, reset } = useListState(NO_FILTER);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [highlight, setHighlight] = useState<{ id: string; name: string } | null>(null);
  const [childRows, setChildRows] = useState<Record<string, number>>({});
  const onShown = useCallback(
    (parentId: string, n: number | null) =>
      setChildRows((c) => {
        if (c[parentId] === (n ?? undefined)) return c;
        const next = { ...c };
        if (n == null) delete next[parentId];
        else next[parentId] = n;
        return next;
      }),
    [],
  );
  const apiFilter: OrganisationFilter = {
    name: filter.name || null,
    number: filter.number || null,
    status: (filter.status || null) as OrganisationStatus | null,
  };
  const list = useQuery(OrganisationsDocument, {
    variables: { filter: apiFilter, page },
    notifyOnNetworkStatusChange: true,
  });
  const [setStatus, statusState] = useMutation(SetOrganisationStatusDocument);
  const refresh = () => void list.client.refetchQueries({ include: [OrganisationsDocument] });
  /** After a save: open the tree down to the organisation and highlight it for a few seconds. */
  const reveal = async (org: OrganisationFieldsFragment) => {
    const { data } = await list.client.query({
      query: OrganisationOptionsDocument,
      fetchPolicy: "network-only",
    });
    const parentOf = new Map((data?.organisationOptions ?? []).map((o) => [String(o.id), o.parentId]));
    const chain: string[] = [];
    for (let p = org.parentId; p != null && !chain.includes(String(p)); p = parentOf.get(String(p)) ?? null)
      chain.push(String(p));
    setExpanded((s) => new Set([...s, ...chain]));
    setHighlight({ id: org.id, name: org.name });
    window.setTimeout(() => setHighlight((h) => (h?.id === org.id ? null : h)), 6000);
  };

  const changeStatus = async (org: OrganisationFieldsFragment, status: OrganisationStatus) => {
    try {
      await setStatus({ variables: { id: org.id, status } });
      toaster.create({ type: "success", title: successTitle(intl, "common.operationSuccess", org.name) });
      refresh();
    } catch (e) {
      toaster.create({ type: "error", title: t(errorMessageId(e)) });
    }
  };
  const onAction = (action: OrgAction, org: OrganisationFieldsFragment) => {
    if (action === "edit") setDialog({ kind: "form", mode: { kind: "edit", org } });
    else if (action === "addSub")
      setDialog({ kind: "form", mode: { kind: "create", parentId: Number(org.id) } });
    else if (action === "addAccount") navigate(`/org-account?create=1&orgId=${org.id}`);
    else if (action === "status") {
      if (org.status === "ACTIVE") setDialog({ kind: "disable", org });
      else void changeStatus(org, "ACTIVE");
    } else setDialog({ kind: action, org });
  };
  const rows = list.data?.organisations.items ?? [];

  return (
    <Box>
      <FilterBar
        onSearch={search}
        onReset={reset}
        actions={
          <Auth code="org:list:add">
            <Button
              colorPalette="teal"
              onClick={() => setDialog({ kind: "form", mode: { kind: "create", parentId: null } })}
              data-testid="org-add"
            >
              <FormattedMessage id="org.add" />
            </Button>
          </Auth>
        }
      >
        <Field.Root width="48">
          <Field.Label>{t("org.name")}</Field.Label>
          <Input
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            data-testid="filter-name"
          />
        </Field.Root>
        <Field.Root width="40">
          <Field.Label>{t("org.number")}</Field.Label>
          <Input
            value={draft.number}
            onChange={(e) => setDraft({ ...draft, number: e.target.value })}
            data-testid="filter-number"
          />
        </Field.Root>
        <Field.Root width="36">
          <Field.Label>{t("org.status")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={draft.status}
              onChange={(e) => setDraft({ ...draft, status: e.target.value })}
              data-testid="filter-status"
            >
              <option value="">{t("list.all")}</option>
              <option value="ACTIVE">{t("status.active")}</option>
              <option value="DISABLED">{t("status.disabled")}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </FilterBar>

      <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg">
        <Table.Root size="sm" interactive data-testid="org-table" aria-busy={list.loading || undefined}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {ORG_COLUMNS.map((c) => (
                <Table.ColumnHeader
                  key={c}
                  whiteSpace="nowrap"
                  textAlign={c === "list.actions" ? "end" : "start"}
                >
                  <FormattedMessage id={c} />
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <OrganisationRows
              orgs={rows}
              depth={0}
              expanded={expanded}
              onToggle={(id) =>
                setExpanded((s) => {
                  const next = new Set(s);
                  if (next.has(id)) next.delete(id);
                  else next.add(id);
                  return next;
                })
              }
              onAction={onAction}
              highlight={highlight?.id ?? null}
              onShown={onShown}
            />
            {!list.loading && !rows.length && (
              <Table.Row>
                <Table.Cell
                  colSpan={ORG_COLUMNS.length}
                  textAlign="center"
                  color="fg.muted"
                  py="6"
                  data-testid="empty"
                >
                  <FormattedMessage id="list.empty" />
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      <Pagination
        offset={page.offset}
        limit={page.limit}
        total={list.data?.organisations.total ?? 0}
        onChange={setPage}
        summary={
          <OrganisationCount
            total={list.data?.organisations.total ?? 0}
            shown={rows.length + Object.values(childRows).reduce((a, b) => a + b, 0)}
            searching={Boolean(filter.name || filter.number || filter.status)}
          />
        }
      />
      <Box srOnly role="status" aria-live="polite" data-testid="org-announce">
        {highlight && intl.formatMessage({ id: "org.highlighted" }, { name: highlight.name })}
      </Box>

      {dialog?.kind === "form" && (
        <OrganisationFormDialog
          mode={dialog.mode}
          onClose={() => setDialog(null)}
          onSaved={(org) => {
            refresh();
            void reveal(org);
          }}
        />
      )}
      {dialog?.kind === "erp" && <ErpDialog org={dialog.org} onClose={() => setDialog(null)} />}
      {dialog?.kind === "functions" && <FunctionsDialog org={dialog.org} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === "disable"}
        danger
        title={t("org.disable")}
        body={
          dialog?.kind === "disable"
            ? intl.formatMessage({ id: "org.disableConfirm" }, { name: dialog.org.name })
            : ""
        }
        confirmLabel={t("org.disable")}
        busy={statusState.loading}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind === "disable") await changeStatus(dialog.org, "DISABLED");
          setDialog(null);
        }}
      />
    </Box>
  );
}
