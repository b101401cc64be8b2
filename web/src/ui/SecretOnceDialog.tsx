import { useEffect, useState, type ReactNode } from "react";
import { Alert, Button, Code, Dialog, HStack, Portal, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useCopy } from "./useCopy";

/**
 * A secret the server keeps only as a hash (a temporary password, a client secret), shown this one
 * time with a copy button and a warning that it cannot be shown again. Closing the dialog forgets it.
 * Test ids: `<testId>-dialog`, `<testId>` (the secret), `-copy`, `-hint`, `-close`.
 */
export function SecretOnceDialog(props: {
  title: ReactNode;
  /** What the secret is for, above it. */
  children: ReactNode;
  /** The secret's label, when the dialog shows more than the secret. */
  label?: ReactNode;
  secret: string;
  /** The warning that it is shown once. */
  hint: ReactNode;
  testId: string;
  onClose(): void;
}) {
  const ready = useAfterOtherDialogs();
  const copy = useCopy();
  return (
    <Dialog.Root
      role="alertdialog"
      open={ready}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`${props.testId}-dialog`}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {props.children}
                {props.label && <Text fontWeight="semibold">{props.label}</Text>}
                <HStack gap="2" wrap="wrap">
                  <Code
                    size="lg"
                    fontSize="lg"
                    px="3"
                    py="1"
                    wordBreak="break-all"
                    data-testid={props.testId}
                  >
                    {props.secret}
                  </Code>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => copy(props.secret)}
                    data-testid={`${props.testId}-copy`}
                  >
                    <FormattedMessage id="org.copy" />
                  </Button>
                </HStack>
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Description data-testid={`${props.testId}-hint`}>{props.hint}</Alert.Description>
                </Alert.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="teal" onClick={props.onClose} data-testid={`${props.testId}-close`}>
                <FormattedMessage id="common.close" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * True once no other dialog is open. A Chakra dialog opened while another is still open counts as
 * nested in it and closes with it, and the secret comes from a dialog (a form, a confirmation) that
 * closes as the secret arrives: so it opens only after that dialog has gone.
 */
function useAfterOtherDialogs(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      if (document.querySelector('[role="dialog"], [role="alertdialog"]'))
        frame = requestAnimationFrame(check);
      else setReady(true);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}
