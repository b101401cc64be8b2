import { Button, Dialog, Portal } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { ReactNode } from "react";

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  confirmLabel?: ReactNode;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A confirmation asked before logout, deletions, disabling and password resets. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={props.open}
      onOpenChange={(e) => {
        if (!e.open) props.onCancel();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.body}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onCancel} data-testid="confirm-cancel">
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button
                colorPalette={props.danger ? "red" : "teal"}
                loading={props.busy}
                onClick={props.onConfirm}
                data-testid="confirm-ok"
              >
                {props.confirmLabel ?? <FormattedMessage id="common.confirm" />}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
