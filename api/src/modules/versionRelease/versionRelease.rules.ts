import { hasCode, staffWith, type ModuleRules } from "../../auth/rules";

/** Version release management (version:release) and its buttons; Sync only reads. */
export const versionReleaseRules: ModuleRules = {
  Query: {
    versionReleases: hasCode("version:release"),
    versionRelease: hasCode("version:release"),
    previousVersionRelease: hasCode("version:release:sync"),
  },
  Mutation: {
    createVersionRelease: staffWith("version:release:add"),
    updateVersionRelease: staffWith("version:release:edit"),
    deleteVersionRelease: staffWith("version:release:delete"),
  },
};
