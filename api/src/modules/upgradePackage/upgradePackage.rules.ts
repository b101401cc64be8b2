import { or } from "graphql-shield";
import { hasCode, staffWith, type ModuleRules } from "../../auth/rules";

/** Software upgrade (version:software), System upgrade (version:firmware) and their buttons. */
export const upgradePackageRules: ModuleRules = {
  Query: {
    softwareUpgrades: hasCode("version:software"),
    firmwareUpgrades: hasCode("version:firmware"),
    // Either page; the service answers NOT_FOUND for a package of the other list.
    upgradePackage: or(hasCode("version:software"), hasCode("version:firmware")),
  },
  Mutation: {
    createSoftwareUpgrade: staffWith("version:software:add"),
    updateSoftwareUpgrade: staffWith("version:software:edit"),
    deleteSoftwareUpgrade: staffWith("version:software:delete"),
    createFirmwareUpgrade: staffWith("version:firmware:add"),
    updateFirmwareUpgrade: staffWith("version:firmware:edit"),
    deleteFirmwareUpgrade: staffWith("version:firmware:delete"),
  },
};
