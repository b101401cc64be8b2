// @ts-check
import { fileURLToPath } from "node:url";
import { equivalentsPlugin } from "../scripts/stryker-equivalents.mjs";

/**
 * Mutants that no test can kill because they change nothing a caller can see, each with its reason
 * (`code` is the exact source text of the node whose mutants are set aside).
 * @type {import("../scripts/stryker-equivalents.mjs").Equivalent[]}
 */
const EQUIVALENTS = [
  {
    file: "src/time.ts",
    code: "tz.length === 0",
    reason: "Intl.DateTimeFormat refuses an empty time zone too, so the answer is false either way.",
  },
  {
    file: "src/time.ts",
    code: "tz.length > 64",
    reason: "a length guard only: no IANA name is that long, and Intl refuses such a string as well.",
  },
  { file: "src/time.ts", code: "!f", reason: "the formatter cache: a new formatter gives the same parts." },
  {
    file: "src/time.ts",
    code: "formatters.set(timeZone, f)",
    reason: "the formatter cache: without it each call builds an equal formatter.",
  },
  ...["p.year ?? 1970", "p.month ?? 1", "p.day ?? 1", "p.hour ?? 0", "p.minute ?? 0", "p.second ?? 0"].map(
    (code) => ({
      file: "src/time.ts",
      code,
      reason: "formatToParts always yields year, month, day, hour, minute and second for these options.",
    }),
  ),
  {
    file: "src/time.ts",
    code: "(p.hour ?? 0) % 24",
    reason: 'hourCycle "h23" never yields hour 24, so % 24 changes nothing.',
  },
  {
    file: "src/cgm/agp.ts",
    code: "Number(part.value) % 24",
    reason: 'hourCycle "h23" never yields hour 24, so % 24 changes nothing.',
  },
  {
    file: "src/cgm/agp.ts",
    code: "sortedValues[lo] ?? Number.NaN",
    reason: "lo = floor((n - 1) p / 100) is always an index of the list once p is in 0-100.",
  },
  {
    file: "src/cgm/agp.ts",
    code: "sortedValues[Math.min(lo + 1, n - 1)] ?? Number.NaN",
    reason: "min(lo + 1, n - 1) is always an index of the non-empty list.",
  },
  {
    file: "src/cgm/agp.ts",
    code: 'part.type === "minute"',
    reason: "the minute is the last part formatToParts yields, so the last assignment is always the minute.",
  },
  {
    file: "src/time.ts",
    code: 'part.type !== "literal"',
    reason: "a literal part would only add p.literal, which is never read.",
  },
  {
    file: "src/validation/validate.ts",
    code: "[e]",
    reason: "with abortEarly: false yup always lists the errors in inner, so this fallback is never taken.",
  },
  {
    file: "src/validation/rules.ts",
    code: "[]",
    reason: "a value without digits has already failed PHONE, so the digit count is never read for it.",
  },
  {
    file: "src/validation/localisation.ts",
    code: "excludeEmptyString: true",
    reason: "an empty value has already failed required(), whose message is the one reported for the field.",
  },
  // Not listed, as it would set aside the regex's other (killed) mutants too: in localisation.ts the area-code
  // pattern's group made mandatory survives, equivalent because an empty code has already failed required().
  ...[
    "src/validation/rules.ts",
    "src/validation/upgradePackage.ts",
    "src/validation/appUpgrade.ts",
    "src/validation/client.ts",
    "src/validation/versionRelease.ts",
  ].map((file) => ({
    file,
    code: "excludeEmptyString: true",
    reason: "an empty value has already failed required(), whose message is the one reported for the field.",
  })),
  ...["src/validation/upgradePackage.ts", "src/validation/appUpgrade.ts"].map((file) => ({
    file,
    code: "raw === null",
    reason: "number().required() reports null with the same message as the undefined this turns it into.",
  })),
  ...["v.trim()", "start.trim()"].map((code) => ({
    file: "src/validation/upgradePackage.ts",
    code,
    reason: "both versions reach this test already trimmed by requiredText (the parent is the cast value).",
  })),
  {
    file: "src/validation/access.ts",
    code: "{\n        return false;\n      }",
    reason: "yup counts a test that returns undefined as failed, as it does false.",
  },
  ...[
    ["src/validation/access.ts", '"https"'],
    ["src/validation/device.ts", '"sn-length"'],
    ["src/validation/rules.ts", '"phone"'],
    ["src/validation/rules.ts", '"emails"'],
    ["src/validation/localisation.ts", '"domain"'],
    ["src/validation/localisation.ts", '"tz"'],
    ["src/validation/upgradePackage.ts", '"differs"'],
  ].map(([file, code]) => ({
    file,
    code,
    reason:
      "the name of a yup test only labels its error's type; callers see the message id, which is unchanged.",
  })),
  {
    file: "src/menus.ts",
    code: 'm.url ?? ""',
    reason: "the filter above keeps only entries with a url.",
  },
];

/**
 * Mutation testing of the shared rules and the clinical maths (`npm run mutation`, not part of `npm test`).
 * Run from this folder: the sandbox holds domain/ only and resolves packages from the root node_modules.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  // The same tests without per-file isolation: a static mutant (a schema, a table) reloads the domain once, not once per test file.
  vitest: { configFile: "vitest.stryker.config.ts" },
  checkers: ["typescript"],
  tsconfigFile: "tsconfig.json",
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: "perTest",
  mutate: ["src/**/*.ts"],
  plugins: ["@stryker-mutator/*", fileURLToPath(import.meta.url)],
  ignorers: ["equivalents"],
  // No incremental mode: it keeps a surviving static mutant's result even when tests were added (static
  // mutants have no per-test coverage to compare), so a full run is the only honest one.
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ["clear-text", "progress-append-only", "html", "json"],
  htmlReporter: { fileName: "../reports/mutation/domain/index.html" },
  jsonReporter: { fileName: "../reports/mutation/domain/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
  thresholds: { high: 95, low: 85, break: null },
  tempDirName: "../.stryker-tmp/domain",
  cleanTempDir: "always",
};

export const strykerPlugins = [equivalentsPlugin(EQUIVALENTS)];
