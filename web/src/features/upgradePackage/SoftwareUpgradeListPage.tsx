import { useMutation } from "@apollo/client/react";
import { SoftwareUpgradesDocument } from "../../gql/documents/SoftwareUpgradesDocument";
import { CreateSoftwareUpgradeDocument } from "../../gql/documents/CreateSoftwareUpgradeDocument";
import { UpdateSoftwareUpgradeDocument } from "../../gql/documents/UpdateSoftwareUpgradeDocument";
import { DeleteSoftwareUpgradeDocument } from "../../gql/documents/DeleteSoftwareUpgradeDocument";
import type { SoftwareUpgradeInput } from "../../gql/graphql";
import { UpgradePackageListPage } from "./UpgradePackageListPage";

/** Software upgrade (icareSoft, route version-software): the shared package screen over the software list. */
export default function SoftwareUpgradeListPage() {
  const [create] = useMutation(CreateSoftwareUpgradeDocument);
  const [update] = useMutation(UpdateSoftwareUpgradeDocument);
  const [remove] = useMutation(DeleteSoftwareUpgradeDocument);
  return (
    <UpgradePackageListPage
      config={{
        firmware: false,
        resource: "softwareUpgrade",
        permission: "version:software",
        fileKind: "softwarePackage",
        query: SoftwareUpgradesDocument,
        select: (d) => d.softwareUpgrades,
        create: (input) => create({ variables: { input: input as unknown as SoftwareUpgradeInput } }),
        update: (id, input) => update({ variables: { id, input: input as unknown as SoftwareUpgradeInput } }),
        remove: (id) => remove({ variables: { id } }),
      }}
    />
  );
}
