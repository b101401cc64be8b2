import { Code, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { SecretOnceDialog } from "../../ui/SecretOnceDialog";

/** A client's new secret (made on create or on rotation), with its client ID. */
export interface ShownSecret {
  clientName: string;
  clientId: string;
  secret: string;
}

/** The client secret, shown this one time (the server keeps only its hash), with the client ID. */
export function ClientSecretDialog({ shown, onClose }: { shown: ShownSecret; onClose(): void }) {
  return (
    <SecretOnceDialog
      title={<FormattedMessage id="client.secretTitle" />}
      label={<FormattedMessage id="client.secret" />}
      secret={shown.secret}
      hint={<FormattedMessage id="client.secretHint" />}
      testId="client-secret"
      onClose={onClose}
    >
      <Text>
        <FormattedMessage id="client.secretFor" values={{ name: shown.clientName }} />
      </Text>
      <Stack gap="1">
        <Text fontWeight="semibold">
          <FormattedMessage id="client.clientId" />
        </Text>
        <Code size="lg" px="3" py="1" alignSelf="start" data-testid="client-secret-client-id">
          {shown.clientId}
        </Code>
      </Stack>
    </SecretOnceDialog>
  );
}
