import { or } from "graphql-shield";
import { staffWith, type ModuleRules } from "../../auth/rules";

/**
 * Rollout changes: staff holding the edit button of either package list; the service then requires the
 * edit button of the package's own list (rollout.mutations.ts) and the data scope of its target.
 */
const editsPackages = or(staffWith("version:software:edit"), staffWith("version:firmware:edit"));

export const rolloutRules: ModuleRules = {
  Mutation: {
    createRollout: editsPackages,
    startRollout: editsPackages,
    widenRollout: editsPackages,
    pauseRollout: editsPackages,
    resumeRollout: editsPackages,
    haltRollout: editsPackages,
  },
};
