import { MSG, UPGRADE_PACKAGE_MSG } from "@cgm/domain";
import { badInput, conflict, notFound } from "../../common/errors";
import { taken } from "../../common/listing";

export const upgradePackageNotFound = () => notFound("The upgrade package");
export const versionTaken = () =>
  taken(
    "The version number already exists, please modify the version number",
    "versionNum",
    UPGRADE_PACKAGE_MSG.versionTaken,
  );
export const unknownUpgradeType = () => badInput({ upgradeType: MSG.invalid });
/** Something (a rollout, a device's update record) still refers to the package. */
export const packageInUse = () =>
  conflict("This package is in use by upgrade records and cannot be deleted", "upgradePackage.inUse");
