import { Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { SecretOnceDialog } from "../../ui/SecretOnceDialog";

export interface TemporaryPassword {
  account: string;
  password: string;
}

/**
 * A temporary password (new account or reset), shown this one time: the server keeps only its hash.
 * Closing the dialog forgets it.
 */
export function TemporaryPasswordDialog({ secret, onClose }: { secret: TemporaryPassword; onClose(): void }) {
  return (
    <SecretOnceDialog
      title={<FormattedMessage id="account.temporaryPassword" />}
      secret={secret.password}
      hint={<FormattedMessage id="account.temporaryPasswordHint" />}
      testId="temporary-password"
      onClose={onClose}
    >
      <Text>
        <FormattedMessage id="account.temporaryPasswordFor" values={{ account: secret.account }} />
      </Text>
    </SecretOnceDialog>
  );
}
