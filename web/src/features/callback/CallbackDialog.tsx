import { Button, CloseButton, Dialog, Portal, Separator, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { CallbackSigning } from "./CallbackSigning";
import { CallbackLog } from "./CallbackLog";

/**
 * The ERP connection's callbacks: the signing secret (shown once) and the delivery log with resend
 * and a test event. Opened from the ERP connection dialog.
 */
export function CallbackDialog(props: {
  org: { id: string; name: string; callbackUrl?: string | null };
  onClose(): void;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open
      size="xl"
      placement="center"
      scrollBehavior="inside"
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="callback-dialog">
            <Dialog.Header>
              <Dialog.Title>
                {intl.formatMessage({ id: "callback.title" }, { name: props.org.name })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id="callback.intro" />
                </Text>
                <CallbackSigning orgId={props.org.id} orgName={props.org.name} />
                <Separator />
                <CallbackLog orgId={props.org.id} hasUrl={Boolean(props.org.callbackUrl)} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose} data-testid="callback-close">
                <FormattedMessage id="common.close" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "common.close" })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
