import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One copy of graphql for the schema, the tests and every library ("Duplicate graphql modules").
    alias: { graphql: require.resolve("graphql").toString() },
  },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // One retry in CI: a timing flake on the shared two-core machine (multi-process and live tests) no
    // longer throws a whole session's work away; the report still marks the retried test. Locally a
    // failure fails at once.
    retry: process.env.CI ? 1 : 0,
  },
});
