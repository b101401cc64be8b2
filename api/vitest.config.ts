import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

/**
 * Test files that run one at a time, after the others: those that start API processes of their own,
 * hold live connections or time what they see (a neighbour on the same two cores would make them
 * flaky), and those that take a lot of memory or disk at once.
 */
const ALONE = [
  "test/auth.production.test.ts",
  "test/auth.throttle.test.ts",
  "test/callback.instances.test.ts",
  "test/device-live.test.ts",
  "test/files.large.test.ts",
  "test/hot-paths.test.ts",
  "test/instances.test.ts",
  "test/live.test.ts",
  "test/live-shared.test.ts",
  "test/node-flags.test.ts",
  "test/outage.test.ts",
  "test/partner.instances.test.ts",
  "test/partner.limit.test.ts",
  "test/rollout.halt.test.ts",
  "test/shutdown.test.ts",
  "test/sim.*.test.ts",
  "test/sim.test.ts",
  "test/timescale*.test.ts",
  "test/transport.test.ts",
];

export default defineConfig({
  resolve: {
    // One copy of graphql for the schema, the tests and every library ("Duplicate graphql modules").
    alias: { graphql: require.resolve("graphql").toString() },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One retry in CI: a timing flake on the shared two-core machine (multi-process and live tests) no
    // longer throws a whole session's work away; the report still marks the retried test. Locally a
    // failure fails at once.
    retry: process.env.CI ? 1 : 0,
    // Two files at a time: each has databases of its own (a PGlite, and a fresh PostgreSQL database
    // whose name holds the worker's pid), servers on ephemeral ports and its own temporary folders.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "api", include: ["test/**/*.test.ts"], exclude: ALONE } },
      {
        extends: true,
        test: { name: "api-alone", include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
