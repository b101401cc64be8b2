import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXPORT_RESOURCES } from "../src/modules/audit/audit.export";

const FEATURES = path.resolve(import.meta.dirname, "../../web/src/features");

/** Every `resource="..."` a list-kit screen declares (its CSV export is logged under that name). */
function kitResources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return kitResources(p);
    if (!e.name.endsWith(".tsx")) return [];
    return [...fs.readFileSync(p, "utf8").matchAll(/<ListPage[\s\S]*?resource="([A-Za-z]+)"/g)].map(
      (m) => m[1] ?? "",
    );
  });
}

describe("the list kit's exports are logged", () => {
  it("knows every list screen's resource, so no screen's export is refused", () => {
    const resources = kitResources(FEATURES);
    expect(resources.length).toBeGreaterThanOrEqual(6);
    expect(resources.filter((r) => !(r in EXPORT_RESOURCES))).toEqual([]);
  });
});
