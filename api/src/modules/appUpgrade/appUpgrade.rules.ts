import { hasCode, staffWith, type ModuleRules } from "../../auth/rules";

/** App upgrade (version:app) and its buttons. */
export const appUpgradeRules: ModuleRules = {
  Query: {
    appUpgrades: hasCode("version:app"),
    appUpgrade: hasCode("version:app"),
  },
  Mutation: {
    createAppUpgrade: staffWith("version:app:add"),
    updateAppUpgrade: staffWith("version:app:edit"),
    setAppUpgradeInvalid: staffWith("version:app:invalidate"),
  },
};
