import { useState } from "react";
import { Box, Button, Separator, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useMutation } from "@apollo/client/react";
import { erpConnectionSchema } from "@cgm/domain";
import { FormDialog } from "../../ui/FormDialog";
import { FormField } from "../../ui/FormField";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { SecretShownOnce } from "../../ui/SecretShownOnce";
import { toaster } from "../../ui/toaster";
import { errorMessageId } from "../../ui/errors";
import { useFormat } from "../../i18n/format";
import type { OrganisationFieldsFragment } from "../../gql/graphql";
import { RemoveErpConnectionDocument } from "../../gql/documents/RemoveErpConnectionDocument";
import { RotateErpKeyDocument } from "../../gql/documents/RotateErpKeyDocument";
import { SetErpConnectionDocument } from "../../gql/documents/SetErpConnectionDocument";
import { CallbackDialog } from "../callback/CallbackDialog";

/** ERP number, e-mails and callback URL, and the authorization key (generated here, shown once). */
export function ErpDialog({ org: initial, onClose }: { org: OrganisationFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const fmt = useFormat();
  const t = (id: string) => intl.formatMessage({ id });
  const [save] = useMutation(SetErpConnectionDocument);
  const [rotate, rotating] = useMutation(RotateErpKeyDocument);
  const [remove, removing] = useMutation(RemoveErpConnectionDocument);
  const [confirming, setConfirming] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [key, setKey] = useState<string | null>(null);
  const [org, setOrg] = useState(initial);
  const [callbacks, setCallbacks] = useState(false);
  return (
    <FormDialog
      open
      title={intl.formatMessage({ id: "org.erpTitle" }, { name: org.name })}
      initialValues={{
        erpNumber: initial.erpNumber ?? "",
        emails: initial.emails ?? "",
        callbackUrl: initial.callbackUrl ?? "",
      }}
      schema={erpConnectionSchema}
      size="lg"
      testId="erp-form"
      onClose={onClose}
      onSubmit={async (values) => {
        await save({ variables: { id: org.id, input: values } });
        return { id: "org.saved", name: org.name };
      }}
    >
      <FormField name="erpNumber" label={t("org.erpNumber")} required />
      <FormField name="emails" label={t("org.emails")} placeholder={t("org.emailsHint")} />
      <FormField name="callbackUrl" label={t("org.callbackUrl")} placeholder="https://" />
      <Separator />
      <Box>
        <Text fontWeight="semibold" mb="1">
          <FormattedMessage id="org.erpKey" />
        </Text>
        <Text fontSize="sm" color="fg.muted" mb="2" data-testid="erp-key-status">
          {org.erpKeySet && org.erpKeyCreatedAt
            ? intl.formatMessage({ id: "org.erpKeySetOn" }, { date: fmt.longDate(org.erpKeyCreatedAt) })
            : t("org.erpKeyNone")}
        </Text>
        {key && (
          <SecretShownOnce title={<FormattedMessage id="org.erpKeyOnce" />} secret={key} testId="erp-key" />
        )}
        <Button
          type="button"
          variant="outline"
          colorPalette="orange"
          onClick={() => setConfirming(true)}
          data-testid="erp-rotate"
        >
          <FormattedMessage id={org.erpKeySet ? "org.erpKeyRotate" : "org.erpKeyGenerate"} />
        </Button>
      </Box>
      <Separator />
      <Button type="button" variant="outline" onClick={() => setCallbacks(true)} data-testid="erp-callbacks">
        <FormattedMessage id="callback.open" />
      </Button>
      {callbacks && <CallbackDialog org={org} onClose={() => setCallbacks(false)} />}
      {(org.erpKeySet || org.erpNumber) && (
        <Button
          type="button"
          variant="outline"
          colorPalette="red"
          onClick={() => setConfirmingRemoval(true)}
          data-testid="erp-remove"
        >
          <FormattedMessage id="org.erpRemove" />
        </Button>
      )}
      <ConfirmDialog
        open={confirmingRemoval}
        danger
        title={t("org.erpRemove")}
        body={intl.formatMessage({ id: "org.erpRemoveConfirm" }, { name: org.name })}
        busy={removing.loading}
        onCancel={() => setConfirmingRemoval(false)}
        onConfirm={async () => {
          try {
            await remove({ variables: { id: org.id } });
            toaster.create({
              type: "success",
              title: intl.formatMessage({ id: "org.erpRemoved" }, { name: org.name }),
            });
            onClose();
          } catch (e) {
            toaster.create({ type: "error", title: t(errorMessageId(e)) });
          } finally {
            setConfirmingRemoval(false);
          }
        }}
      />
      <ConfirmDialog
        open={confirming}
        danger
        title={t("org.erpKeyRotate")}
        body={intl.formatMessage({ id: "org.erpKeyRotateConfirm" }, { name: org.name })}
        busy={rotating.loading}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            const { data } = await rotate({ variables: { id: org.id } });
            setKey(data?.rotateErpKey.key ?? null);
            if (data) setOrg(data.rotateErpKey.organisation);
          } catch (e) {
            toaster.create({ type: "error", title: t(errorMessageId(e)) });
          } finally {
            setConfirming(false);
          }
        }}
      />
    </FormDialog>
  );
}
