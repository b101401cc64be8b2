// @ts-check
import { fileURLToPath } from "node:url";
import { equivalentsPlugin } from "../scripts/stryker-equivalents.mjs";

/**
 * Mutants that no test can kill because they change nothing a caller can see, each with its reason
 * (`code` is the exact source text of the node whose mutants are set aside).
 * @type {import("../scripts/stryker-equivalents.mjs").Equivalent[]}
 */
const EQUIVALENTS = [
  ...['"isSignedIn"', '"isActive"'].map((code) => ({
    file: "src/auth/rules.ts",
    code,
    reason:
      'a rule\'s name keys its per-request cache; one rule renamed to "" still has a key no other rule uses.',
  })),
  {
    file: "src/auth/rules.ts",
    code: '{ cache: "contextual" }',
    reason:
      "the per-request cache only: without it a rule is evaluated again per field, with the same answer.",
  },
];

/**
 * Mutation testing of the API's access rules and input validation (`npm run mutation`), with the
 * unit-level tests of vitest.stryker.config.ts (no server, no database).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.stryker.config.ts", related: false },
  checkers: ["typescript"],
  // Only the mutated files, their tests and what they import: other work in progress in api/ cannot stop the run.
  tsconfigFile: "tsconfig.stryker.json",
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: "perTest",
  mutate: [
    "src/auth/rules.ts",
    "src/permissions.ts",
    "src/modules/rules.ts",
    "src/modules/*/*.rules.ts",
    "src/common/validation.ts",
  ],
  plugins: ["@stryker-mutator/*", fileURLToPath(import.meta.url)],
  ignorers: ["equivalents"],
  // No incremental mode: it keeps a surviving static mutant's result even when tests were added (static
  // mutants have no per-test coverage to compare), so a full run is the only honest one.
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ["clear-text", "progress-append-only", "html", "json"],
  htmlReporter: { fileName: "../reports/mutation/api/index.html" },
  jsonReporter: { fileName: "../reports/mutation/api/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: "../.stryker-tmp/api",
  cleanTempDir: "always",
};

export const strykerPlugins = [equivalentsPlugin(EQUIVALENTS)];
