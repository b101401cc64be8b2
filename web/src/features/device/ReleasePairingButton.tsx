import { useState } from "react";
import { Button } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useMutation } from "@apollo/client/react";
import { PERMISSIONS } from "@cgm/domain";
import { Auth } from "../../session/permission";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { toaster } from "../../ui/toaster";
import { errorMessage } from "../../ui/errors";
import { ReleaseDevicePairingDocument } from "../../gql/documents/ReleaseDevicePairingDocument";

/**
 * "Release pairing" on the device detail page, for a device paired with a phone app: after a
 * confirmation, the device's token stops writing and the SN may be paired again (a new phone).
 */
export function ReleasePairingButton({ id, sn }: { id: string; sn: string }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [release, { loading }] = useMutation(ReleaseDevicePairingDocument);
  const confirm = async () => {
    try {
      await release({ variables: { id } });
      toaster.create({
        type: "success",
        title: intl.formatMessage({ id: "device.pairing.released" }, { sn }),
      });
    } catch (e) {
      toaster.create({ type: "error", title: errorMessage(intl, e) });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Auth code={PERMISSIONS.releaseDevicePairing}>
      <Button size="sm" variant="outline" onClick={() => setConfirming(true)} data-testid="release-pairing">
        <FormattedMessage id="menu.cgm:list:releasePairing" />
      </Button>
      <ConfirmDialog
        open={confirming}
        danger
        busy={loading}
        title={<FormattedMessage id="device.pairing.confirmTitle" />}
        body={<FormattedMessage id="device.pairing.confirmBody" values={{ sn }} />}
        confirmLabel={<FormattedMessage id="menu.cgm:list:releasePairing" />}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Auth>
  );
}
