import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

const require = createRequire(import.meta.url);
/** Injected as a script (@axe-core/playwright needs Node 22); needs the context's `bypassCSP: true`. */
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0 and 2.1, levels A and AA. */
const OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  resultTypes: ["violations"],
  // Frame pages show other sites, which are not ours to check (and cannot be reached across origins).
  iframes: false,
};

/**
 * The critical and serious WCAG violations axe finds in the page as it is now, one line each:
 * "where: rule (impact) selector: summary".
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // A dialog or menu still fading in has its colours half-way: axe then measures contrast that no one
  // sees (a flaky failure in CI). Wait until every finite animation has finished (spinners never do).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe;
    const r = await axe.run(document, options);
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? "",
      nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${(n.failureSummary ?? "").replace(/\s+/g, " ")}`),
    }));
  }, OPTIONS);
  return results
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) ${n}`));
}
