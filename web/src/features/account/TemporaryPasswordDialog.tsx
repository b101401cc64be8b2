import { Alert, Button, Code, Dialog, HStack, Portal, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { toaster } from "../../ui/toaster";

export interface TemporaryPassword {
  account: string;
  password: string;
}

/**
 * A temporary password (new account or reset), shown this one time: the server keeps only its hash.
 * Closing the dialog forgets it.
 */
export function TemporaryPasswordDialog({ secret, onClose }: { secret: TemporaryPassword; onClose(): void }) {
  const intl = useIntl();
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined; // absent outside secure contexts
    if (!clipboard) return;
    void clipboard.writeText(secret.password).then(
      () => toaster.create({ type: "success", title: intl.formatMessage({ id: "org.copied" }) }),
      () => undefined,
    );
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="temporary-password-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="account.temporaryPassword" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  <FormattedMessage id="account.temporaryPasswordFor" values={{ account: secret.account }} />
                </Text>
                <HStack gap="2" wrap="wrap">
                  <Code size="lg" fontSize="lg" px="3" py="1" data-testid="temporary-password">
                    {secret.password}
                  </Code>
                  <Button size="sm" variant="outline" onClick={copy} data-testid="temporary-password-copy">
                    <FormattedMessage id="org.copy" />
                  </Button>
                </HStack>
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Description data-testid="temporary-password-hint">
                    <FormattedMessage id="account.temporaryPasswordHint" />
                  </Alert.Description>
                </Alert.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="teal" onClick={onClose} data-testid="temporary-password-close">
                <FormattedMessage id="common.close" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
