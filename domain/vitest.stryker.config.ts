import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.js";

/**
 * The tests as Stryker runs them: one module graph for all files (no per-file isolation), so a mutant
 * costs one load of the domain instead of one per test file. Plain `npm test` keeps isolation.
 */
export default mergeConfig(base, defineConfig({ test: { isolate: false } }));
