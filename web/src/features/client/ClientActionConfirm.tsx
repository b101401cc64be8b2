import { useState } from "react";
import { useIntl } from "react-intl";
import { useMutation } from "@apollo/client/react";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { errorMessage } from "../../ui/errors";
import { successTitle } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import type { ClientFieldsFragment } from "../../gql/graphql";
import { ClientsDocument } from "../../gql/documents/ClientsDocument";
import { RotateClientSecretDocument } from "../../gql/documents/RotateClientSecretDocument";
import { SetClientStatusDocument } from "../../gql/documents/SetClientStatusDocument";
import { SyncClientFromAndroidDocument } from "../../gql/documents/SyncClientFromAndroidDocument";
import type { ShownSecret } from "./ClientSecretDialog";

/** A row action that asks first: rotate the secret, enable or disable, sync Android information. */
export type ClientConfirm = { kind: "rotate" | "status" | "sync"; row: ClientFieldsFragment };

/**
 * The confirmation of a client row action, then the action: a rotated secret is handed to `onSecret`
 * (to be shown once); a status change or a sync ends with a notice; a refusal (no Android client to
 * sync from) comes back as a notice in the interface language.
 */
export function ClientActionConfirm(props: {
  action: ClientConfirm;
  onSecret(shown: ShownSecret): void;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const opts = { refetchQueries: [ClientsDocument] };
  const [rotate] = useMutation(RotateClientSecretDocument, opts);
  const [setStatus] = useMutation(SetClientStatusDocument, opts);
  const [sync] = useMutation(SyncClientFromAndroidDocument, opts);
  const [busy, setBusy] = useState(false);
  const { kind, row } = props.action;
  const name = row.clientName;
  const disabling = row.status === "ACTIVE";
  const text = {
    rotate: { title: t("client.rotateSecret"), body: t("client.rotateConfirm", { name }) },
    status: {
      title: t(disabling ? "client.disable" : "client.enable"),
      body: t(disabling ? "client.disableConfirm" : "client.enableConfirm", { name }),
    },
    sync: { title: t("client.sync"), body: t("client.syncConfirm", { name }) },
  }[kind];

  const run = async () => {
    setBusy(true);
    try {
      if (kind === "rotate") {
        const { data } = await rotate({ variables: { id: row.id } });
        const r = data?.rotateClientSecret;
        if (r)
          props.onSecret({ clientName: r.client.clientName, clientId: r.client.clientId, secret: r.secret });
      } else {
        if (kind === "status")
          await setStatus({ variables: { id: row.id, status: disabling ? "DISABLED" : "ACTIVE" } });
        else await sync({ variables: { id: row.id } });
        toaster.create({ type: "success", title: successTitle(intl, "common.operationSuccess", name) });
      }
    } catch (e) {
      toaster.create({ type: "error", title: errorMessage(intl, e) });
    } finally {
      setBusy(false);
      props.onClose();
    }
  };
  return (
    <ConfirmDialog
      open
      danger={kind === "rotate" || (kind === "status" && disabling)}
      title={text.title}
      body={text.body}
      confirmLabel={text.title}
      busy={busy}
      onCancel={props.onClose}
      onConfirm={() => void run()}
    />
  );
}
