import { PERMISSIONS } from "@cgm/domain";
import { hasCode, type ModuleRules } from "../../auth/rules";

export const pairingRules: ModuleRules = {
  Mutation: {
    releaseDevicePairing: hasCode(PERMISSIONS.releaseDevicePairing),
  },
};
