import { useState } from "react";
import { useIntl } from "react-intl";
import { ConfirmDialog } from "../ConfirmDialog";
import { errorMessage } from "../errors";
import { toaster } from "../toaster";
import { successTitle } from "../feedback";

/**
 * The spec's confirmation before a delete, with the screen's warning (`<resource>.deleteWarning`,
 * given the row's name); a refusal (in use, with its count) comes back as a toast.
 */
export function DeleteConfirm(props: {
  resource: string;
  name: string;
  onConfirm(): Promise<void>;
  onClose(): void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
      toaster.create({ type: "success", title: successTitle(intl, "common.operationSuccess", props.name) });
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
      title={intl.formatMessage({ id: `${props.resource}.delete` })}
      body={intl.formatMessage({ id: `${props.resource}.deleteWarning` }, { name: props.name })}
      confirmLabel={intl.formatMessage({ id: "common.delete" })}
      busy={busy}
      onCancel={props.onClose}
      onConfirm={() => void confirm()}
    />
  );
}
