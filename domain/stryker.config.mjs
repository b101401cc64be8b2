// @ts-check
/**
 * Mutation testing of the shared rules and the clinical maths (`npm run mutation`, not part of `npm test`).
 * Run from this folder: the sandbox holds domain/ only and resolves packages from the root node_modules.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.config.ts" },
  checkers: ["typescript"],
  tsconfigFile: "tsconfig.json",
  // A mutant that does not compile is reported as such, not run.
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: "perTest",
  mutate: ["src/**/*.ts"],
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ["clear-text", "progress-append-only", "html", "json"],
  htmlReporter: { fileName: "../reports/mutation/domain/index.html" },
  jsonReporter: { fileName: "../reports/mutation/domain/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
  thresholds: { high: 95, low: 85, break: null },
  tempDirName: "../.stryker-tmp/domain",
  cleanTempDir: "always",
};
