import { useMutation } from "@apollo/client/react";
import { FirmwareUpgradesDocument } from "../../gql/documents/FirmwareUpgradesDocument";
import { CreateFirmwareUpgradeDocument } from "../../gql/documents/CreateFirmwareUpgradeDocument";
import { UpdateFirmwareUpgradeDocument } from "../../gql/documents/UpdateFirmwareUpgradeDocument";
import { DeleteFirmwareUpgradeDocument } from "../../gql/documents/DeleteFirmwareUpgradeDocument";
import type { FirmwareUpgradeInput } from "../../gql/graphql";
import { UpgradePackageListPage } from "./UpgradePackageListPage";

/** System upgrade (icareSystem, route version-firmware): the shared package screen over firmware images. */
export default function FirmwareUpgradeListPage() {
  const [create] = useMutation(CreateFirmwareUpgradeDocument);
  const [update] = useMutation(UpdateFirmwareUpgradeDocument);
  const [remove] = useMutation(DeleteFirmwareUpgradeDocument);
  return (
    <UpgradePackageListPage
      config={{
        firmware: true,
        resource: "firmwareUpgrade",
        permission: "version:firmware",
        fileKind: "firmware",
        query: FirmwareUpgradesDocument,
        select: (d) => d.firmwareUpgrades,
        create: (input) => create({ variables: { input: input as unknown as FirmwareUpgradeInput } }),
        update: (id, input) => update({ variables: { id, input: input as unknown as FirmwareUpgradeInput } }),
        remove: (id) => remove({ variables: { id } }),
      }}
    />
  );
}
