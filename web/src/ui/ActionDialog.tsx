import type { ReactNode } from "react";
import { Box, Button, Dialog, Portal, Spinner, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useReturnFocus } from "./useReturnFocus";

/**
 * A dialog of a screen's own (a translation grid, an import): title, a body that shows a spinner while
 * the dialog's data loads and the error when loading failed, and Cancel beside one main action. Focus
 * returns to the button that opened it.
 */
export function ActionDialog(props: {
  title: ReactNode;
  testId: string;
  size?: "sm" | "md" | "lg" | "xl";
  onClose(): void;
  loading?: boolean;
  /** The loading error, in the interface language. */
  error?: string | null;
  children?: ReactNode;
  action: { label: ReactNode; onClick(): void; busy?: boolean; disabled?: boolean; testId?: string };
  /** The dismissing button's message id (default "common.cancel"; a dialog that only shows says Close). */
  dismiss?: string;
}) {
  const intl = useIntl();
  useReturnFocus();
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
      size={props.size ?? "lg"}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={props.testId}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {props.error ? (
                <Text color="fg.error" role="alert" data-testid="dialog-error">
                  {props.error}
                </Text>
              ) : props.loading ? (
                <Box
                  textAlign="center"
                  py="8"
                  role="status"
                  aria-label={intl.formatMessage({ id: "app.loading" })}
                >
                  <Spinner color="teal.solid" />
                </Box>
              ) : (
                props.children
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose} data-testid="form-cancel">
                <FormattedMessage id={props.dismiss ?? "common.cancel"} />
              </Button>
              <Button
                colorPalette="teal"
                loading={props.action.busy}
                disabled={props.action.disabled || props.loading || Boolean(props.error)}
                onClick={props.action.onClick}
                data-testid={props.action.testId ?? "form-save"}
              >
                {props.action.label}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
