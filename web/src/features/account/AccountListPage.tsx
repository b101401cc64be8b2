import { useEffect, useState } from "react";
import { useListState } from "../../ui/useListState";
import { Box, Button } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useMutation, useQuery } from "@apollo/client/react";
import { Auth, usePermission } from "../../session/permission";
import { DataTable } from "../../ui/DataTable";
import { Pagination } from "../../ui/Pagination";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { toaster } from "../../ui/toaster";
import { successTitle } from "../../ui/feedback";
import { errorMessage } from "../../ui/errors";
import type { AccountFieldsFragment, AccountStatus } from "../../gql/graphql";
import { AccountsDocument } from "../../gql/documents/AccountsDocument";
import { ResetAccountPasswordDocument } from "../../gql/documents/ResetAccountPasswordDocument";
import { SetAccountStatusDocument } from "../../gql/documents/SetAccountStatusDocument";
import { useAccountColumns, type AccountAction } from "./accountColumns";
import { AccountFilters, NO_FILTER, toApiFilter } from "./AccountFilters";
import { AccountFormDialog, type AccountFormMode } from "./AccountFormDialog";
import { TemporaryPasswordDialog, type TemporaryPassword } from "./TemporaryPasswordDialog";

type Dialog =
  | { kind: "form"; mode: AccountFormMode }
  | { kind: "disable" | "resetPassword"; account: AccountFieldsFragment }
  | null;

/**
 * Account list: the accounts in the caller's data scope, filtered by organisation (optionally with its
 * sub-organisations), role, status and a keyword; add, edit, enable/disable and reset password.
 * `?create=1&orgId=5` (the organisation list's "Add account") opens the add dialog for that organisation.
 */
export default function AccountListPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const can = usePermission();
  const [params, setParams] = useSearchParams();
  const listState = useListState(NO_FILTER);
  const { draft, setDraft, filter, page, setPage } = listState;
  const [dialog, setDialog] = useState<Dialog>(null);
  // A new temporary password waits until the dialog that produced it has gone: a Chakra dialog opened
  // while another is still open counts as nested in it, and closes with it.
  const [pending, setPending] = useState<TemporaryPassword | null>(null);
  const [secret, setSecret] = useState<TemporaryPassword | null>(null);
  const list = useQuery(AccountsDocument, {
    variables: { filter: toApiFilter(filter), page },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: "cache-and-network",
  });
  const [setStatus, statusState] = useMutation(SetAccountStatusDocument);
  const [reset, resetState] = useMutation(ResetAccountPasswordDocument);
  const refresh = () => void list.client.refetchQueries({ include: [AccountsDocument] });
  const mayAdd = can("org:account:add");

  const create = params.get("create");
  const presetOrg = params.get("orgId");
  useEffect(() => {
    if (create !== "1") return;
    if (mayAdd) {
      const orgId = presetOrg && /^[1-9][0-9]*$/.test(presetOrg) ? Number(presetOrg) : null;
      setDialog({ kind: "form", mode: { kind: "create", orgId } });
    }
    setParams({}, { replace: true });
  }, [create, presetOrg, mayAdd, setParams]);
  useEffect(() => {
    if (!pending || dialog) return;
    setSecret(pending);
    setPending(null);
  }, [pending, dialog]);

  const changeStatus = async (account: AccountFieldsFragment, status: AccountStatus) => {
    try {
      await setStatus({ variables: { id: account.id, status } });
      toaster.create({
        type: "success",
        title: successTitle(intl, "common.operationSuccess", account.account),
      });
      refresh();
    } catch (e) {
      toaster.create({ type: "error", title: errorMessage(intl, e) });
    }
  };
  const resetPassword = async (account: AccountFieldsFragment) => {
    try {
      const { data } = await reset({ variables: { id: account.id } });
      if (data)
        setPending({ account: account.account, password: data.resetAccountPassword.temporaryPassword });
      refresh();
    } catch (e) {
      toaster.create({ type: "error", title: errorMessage(intl, e) });
    }
  };
  const onAction = (action: AccountAction, account: AccountFieldsFragment) => {
    if (action === "edit") setDialog({ kind: "form", mode: { kind: "edit", account } });
    else if (action === "resetPassword") setDialog({ kind: "resetPassword", account });
    else if (account.status === "ACTIVE") setDialog({ kind: "disable", account });
    else void changeStatus(account, "ACTIVE");
  };
  const columns = useAccountColumns(onAction);
  const confirming = dialog?.kind === "disable" || dialog?.kind === "resetPassword" ? dialog : null;
  const who = confirming ? { name: confirming.account.name, account: confirming.account.account } : {};

  return (
    <Box>
      <AccountFilters
        draft={draft}
        onDraft={setDraft}
        onSearch={listState.search}
        onReset={listState.reset}
        actions={
          <Auth code="org:account:add">
            <Button
              colorPalette="teal"
              onClick={() => setDialog({ kind: "form", mode: { kind: "create", orgId: null } })}
              data-testid="account-add"
            >
              <FormattedMessage id="account.add" />
            </Button>
          </Auth>
        }
      />

      <DataTable
        columns={columns}
        rows={list.data?.accounts.items ?? []}
        rowKey={(a) => a.id}
        loading={list.loading}
        testId="account-table"
      />
      <Pagination
        offset={page.offset}
        limit={page.limit}
        total={list.data?.accounts.total ?? 0}
        onChange={setPage}
      />

      {dialog?.kind === "form" && (
        <AccountFormDialog
          mode={dialog.mode}
          onClose={() => setDialog(null)}
          onSaved={refresh}
          onCreated={setPending}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        danger
        title={t(confirming?.kind === "resetPassword" ? "account.resetPassword" : "org.disable")}
        body={
          confirming
            ? intl.formatMessage(
                {
                  id: confirming.kind === "resetPassword" ? "account.resetConfirm" : "account.disableConfirm",
                },
                who,
              )
            : ""
        }
        confirmLabel={t(confirming?.kind === "resetPassword" ? "account.resetPassword" : "org.disable")}
        busy={statusState.loading || resetState.loading}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          if (confirming?.kind === "disable") await changeStatus(confirming.account, "DISABLED");
          else if (confirming?.kind === "resetPassword") await resetPassword(confirming.account);
          setDialog(null);
        }}
      />
      {secret && <TemporaryPasswordDialog secret={secret} onClose={() => setSecret(null)} />}
    </Box>
  );
}
