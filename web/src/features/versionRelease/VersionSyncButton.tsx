import { useState } from "react";
import { Button, HStack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useFormikContext } from "formik";
import { useApolloClient } from "@apollo/client/react";
import { VERSION_MSG } from "@cgm/domain";
import { Auth } from "../../session/permission";
import { errorMessage } from "../../ui/errors";
import { PreviousVersionReleaseDocument } from "../../gql/documents/PreviousVersionReleaseDocument";
import type { VersionReleaseValues } from "./versionReleaseForm";

/**
 * Sync: fills the form from the previous version of the chosen client and terminal type, or says why it
 * cannot ("Please select the client name and terminal type first"; "There is no previous version
 * information, please enter the required items"). The client and type stay as chosen.
 */
export function VersionSyncButton() {
  const intl = useIntl();
  const client = useApolloClient();
  const { values, setValues } = useFormikContext<VersionReleaseValues>();
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const sync = async () => {
    if (values.clientId == null || !values.terminalType) {
      setNote({ text: intl.formatMessage({ id: VERSION_MSG.selectClientFirst }), error: true });
      return;
    }
    setBusy(true);
    try {
      const { data } = await client.query({
        query: PreviousVersionReleaseDocument,
        variables: { clientId: String(values.clientId), terminalType: values.terminalType },
        fetchPolicy: "network-only",
      });
      const prev = data?.previousVersionRelease;
      if (!prev) {
        setNote({ text: intl.formatMessage({ id: VERSION_MSG.noPrevious }), error: true });
        return;
      }
      await setValues({
        ...values,
        versionNum: prev.versionNum,
        versionName: prev.versionName,
        languageIdList: prev.languages.map((l) => Number(l.id)),
        remark: prev.remark ?? "",
      });
      setNote({
        text: intl.formatMessage({ id: "versionRelease.synced" }, { version: prev.versionNum }),
        error: false,
      });
    } catch (e) {
      setNote({ text: errorMessage(intl, e), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Auth code="version:release:sync">
      <HStack gap="3" align="center" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          // Keeps the focus where it is: a blur would show the field's error above and move the
          // button away between the press and the release, so the click would be lost.
          onMouseDown={(e) => e.preventDefault()}
          onClick={sync}
          loading={busy}
          data-testid="version-sync"
        >
          {intl.formatMessage({ id: "versionRelease.sync" })}
        </Button>
        <Text
          role="status"
          aria-live="polite"
          fontSize="sm"
          color={note?.error ? "fg.error" : "fg.muted"}
          data-testid="version-sync-message"
        >
          {note?.text ?? ""}
        </Text>
      </HStack>
    </Auth>
  );
}
