// @ts-check
import { PluginKind, declareValuePlugin } from "@stryker-mutator/api/plugin";

/**
 * @typedef {{ file: string; code: string; reason: string }} Equivalent
 * One node of one source file (`file` relative to the package, `code` its exact source text) whose
 * mutants cannot change what any caller sees; `reason` says why, and shows in the report.
 */

/**
 * A Stryker ignorer plugin named "equivalents" that sets aside exactly the listed nodes (each with its
 * reason) and nothing else; a mutant inside a listed node shows in the report as ignored, with the reason.
 * @param {Equivalent[]} list
 */
export function equivalentsPlugin(list) {
  return declareValuePlugin(PluginKind.Ignore, "equivalents", {
    /** @param {import("@babel/core").NodePath} path */
    shouldIgnore(path) {
      const file =
        /** @type {{ opts?: { filename?: string } } | undefined} */ (path.hub?.file)?.opts?.filename ?? "";
      for (const e of list) {
        if (!file.endsWith(e.file)) continue;
        if (path.getSource() !== e.code) continue;
        return `Equivalent mutant: ${e.reason}`;
      }
      return undefined;
    },
  });
}
