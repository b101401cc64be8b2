import { useState } from "react";
import { useListState } from "../../ui/useListState";
import { Box, Button, Field, HStack, Input, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useMutation, useQuery } from "@apollo/client/react";
import { Auth, usePermission } from "../../session/permission";
import { useFormat } from "../../i18n/format";
import { DataTable, type Column } from "../../ui/DataTable";
import { FilterBar } from "../../ui/FilterBar";
import { Pagination } from "../../ui/Pagination";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { toaster } from "../../ui/toaster";
import { successTitle } from "../../ui/feedback";
import { errorMessage } from "../../ui/errors";
import type { RoleFieldsFragment } from "../../gql/graphql";
import { DeleteRoleDocument } from "../../gql/documents/DeleteRoleDocument";
import { RolesDocument } from "../../gql/documents/RolesDocument";
import { RoleFormDialog } from "./RoleFormDialog";

type Dialog =
  { kind: "form"; role: RoleFieldsFragment | null } | { kind: "delete"; role: RoleFieldsFragment } | null;

/** Role list: the roles by seniority, with a name search, paging, and add, edit and delete. */
export default function RoleListPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const fmt = useFormat();
  const can = usePermission();
  const { draft, setDraft, filter, page, setPage, search, reset } = useListState<string>("");
  const name = filter.trim();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery(RolesDocument, {
    variables: { filter: { name: name || null }, page },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: "cache-and-network",
  });
  const [remove, removeState] = useMutation(DeleteRoleDocument);
  const refresh = () => void list.client.refetchQueries({ include: [RolesDocument] });
  const rows = list.data?.roles.items ?? [];

  const confirmDelete = async (role: RoleFieldsFragment) => {
    try {
      await remove({ variables: { id: role.id } });
      toaster.create({ type: "success", title: successTitle(intl, "common.operationSuccess", role.name) });
      // The last row of a later page is gone: show the page before it.
      if (rows.length === 1 && page.offset > 0) {
        setPage((p) => ({ ...p, offset: Math.max(0, p.offset - p.limit) }));
      } else refresh();
    } catch (e) {
      toaster.create({ type: "error", title: errorMessage(intl, e) });
    }
    setDialog(null);
  };

  const columns: Column<RoleFieldsFragment>[] = [
    {
      key: "name",
      header: t("role.name"),
      render: (r) => (
        <Text fontWeight="medium" data-testid="role-name">
          {r.name}
        </Text>
      ),
    },
    { key: "level", header: t("role.level"), end: true, render: (r) => fmt.number(r.level) },
    {
      key: "remark",
      header: t("role.remark"),
      render: (r) => (
        <Text lineClamp={1} maxW="xs" title={r.remark ?? undefined}>
          {r.remark}
        </Text>
      ),
    },
    { key: "holders", header: t("role.holders"), end: true, render: (r) => fmt.number(r.holders) },
    { key: "createdAt", header: t("org.createdAt"), render: (r) => fmt.shortDate(r.createdAt) },
    {
      key: "actions",
      header: t("list.actions"),
      end: true,
      render: (r) => (
        <HStack gap="1" justify="end">
          {r.editable && can("org:role:edit") && (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => setDialog({ kind: "form", role: r })}
              data-testid="role-edit"
            >
              <FormattedMessage id="common.edit" />
            </Button>
          )}
          {r.editable && can("org:role:delete") && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => setDialog({ kind: "delete", role: r })}
              data-testid="role-delete"
            >
              <FormattedMessage id="common.delete" />
            </Button>
          )}
          {!r.editable && r.lockedReason && (can("org:role:edit") || can("org:role:delete")) && (
            <Text fontSize="xs" color="fg.muted" maxW="xs" textAlign="end" data-testid="role-locked">
              {t(r.lockedReason)}
            </Text>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <Box>
      <FilterBar
        onSearch={search}
        onReset={reset}
        actions={
          <Auth code="org:role:add">
            <Button
              colorPalette="teal"
              onClick={() => setDialog({ kind: "form", role: null })}
              data-testid="role-add"
            >
              <FormattedMessage id="role.add" />
            </Button>
          </Auth>
        }
      >
        <Field.Root width="48">
          <Field.Label>{t("role.name")}</Field.Label>
          <Input value={draft} onChange={(e) => setDraft(e.target.value)} data-testid="filter-name" />
        </Field.Root>
      </FilterBar>

      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={list.loading}
        testId="role-table"
      />
      <Pagination
        offset={page.offset}
        limit={page.limit}
        total={list.data?.roles.total ?? 0}
        onChange={setPage}
      />

      {dialog?.kind === "form" && (
        <RoleFormDialog role={dialog.role} onClose={() => setDialog(null)} onSaved={refresh} />
      )}
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        danger
        title={t("role.delete")}
        body={
          dialog?.kind === "delete"
            ? intl.formatMessage({ id: "role.deleteConfirm" }, { name: dialog.role.name })
            : ""
        }
        confirmLabel={t("common.delete")}
        busy={removeState.loading}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === "delete") void confirmDelete(dialog.role);
        }}
      />
    </Box>
  );
}
