import { useState } from "react";
import { Box, Button, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useMutation, useQuery } from "@apollo/client/react";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { SecretShownOnce } from "../../ui/SecretShownOnce";
import { toaster } from "../../ui/toaster";
import { errorMessageId } from "../../ui/errors";
import { useFormat } from "../../i18n/format";
import { CallbackSigningDocument } from "../../gql/documents/CallbackSigningDocument";
import { RotateCallbackSecretDocument } from "../../gql/documents/RotateCallbackSecretDocument";

/**
 * The organisation's callback signing secret: whether there is one and since when; making a new one
 * (after a confirmation when it replaces one) shows it this once, with a copy button.
 */
export function CallbackSigning({ orgId, orgName }: { orgId: string; orgName: string }) {
  const intl = useIntl();
  const fmt = useFormat();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, refetch } = useQuery(CallbackSigningDocument, {
    variables: { orgId },
    fetchPolicy: "network-only",
  });
  const [rotate, rotating] = useMutation(RotateCallbackSecretDocument);
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const signing = data?.callbackSigning;
  const make = async () => {
    try {
      const { data: made } = await rotate({ variables: { orgId } });
      setSecret(made?.rotateCallbackSecret.secret ?? null);
      await refetch();
    } catch (e) {
      toaster.create({ type: "error", title: t(errorMessageId(e)) });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Box>
      <Text fontWeight="semibold" mb="1">
        <FormattedMessage id="callback.secret" />
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="2" data-testid="callback-secret-status">
        {signing?.hasSecret && signing.createdAt
          ? intl.formatMessage({ id: "callback.secretSetOn" }, { date: fmt.longDate(signing.createdAt) })
          : t("callback.secretNone")}
      </Text>
      {secret && (
        <SecretShownOnce
          title={<FormattedMessage id="callback.secretOnce" />}
          secret={secret}
          testId="callback-secret"
        />
      )}
      <Button
        type="button"
        size="sm"
        variant="outline"
        colorPalette="orange"
        loading={rotating.loading && !confirming}
        onClick={() => (signing?.hasSecret ? setConfirming(true) : void make())}
        data-testid="callback-secret-rotate"
      >
        <FormattedMessage id={signing?.hasSecret ? "callback.secretRotate" : "callback.secretMake"} />
      </Button>
      <ConfirmDialog
        open={confirming}
        danger
        title={t("callback.secretRotate")}
        body={intl.formatMessage({ id: "callback.secretRotateConfirm" }, { name: orgName })}
        busy={rotating.loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void make()}
      />
    </Box>
  );
}
