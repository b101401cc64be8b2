import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

/**
 * The tests Stryker runs on the access rules and the input validation (`npm run mutation`): unit-level,
 * no server or database, in one module graph (no per-file isolation) so a mutant costs one load.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: undefined,
    include: ["test/access-rules.test.ts", "test/validation-argument.test.ts"],
    isolate: false,
  },
});
