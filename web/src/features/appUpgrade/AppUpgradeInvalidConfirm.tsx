import { useState } from "react";
import { useIntl } from "react-intl";
import { useMutation } from "@apollo/client/react";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { errorMessage } from "../../ui/errors";
import { successTitle } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import type { AppUpgradeFieldsFragment } from "../../gql/graphql";
import { AppUpgradesDocument } from "../../gql/documents/AppUpgradesDocument";
import { SetAppUpgradeInvalidDocument } from "../../gql/documents/SetAppUpgradeInvalidDocument";

/** "Set invalid": asks first (it cannot be undone; the version is never offered again), then sets it. */
export function AppUpgradeInvalidConfirm(props: { row: AppUpgradeFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const [invalidate] = useMutation(SetAppUpgradeInvalidDocument, { refetchQueries: [AppUpgradesDocument] });
  const [busy, setBusy] = useState(false);
  const name = `${props.row.appName} ${props.row.versionName}`;
  const title = intl.formatMessage({ id: "appUpgrade.setInvalid" });
  const run = async () => {
    setBusy(true);
    try {
      await invalidate({ variables: { id: props.row.id } });
      toaster.create({ type: "success", title: successTitle(intl, "common.operationSuccess", name) });
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
      danger
      title={title}
      body={intl.formatMessage({ id: "appUpgrade.setInvalidConfirm" }, { name })}
      confirmLabel={title}
      busy={busy}
      onCancel={props.onClose}
      onConfirm={() => void run()}
    />
  );
}
