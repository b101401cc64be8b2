import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createIntl } from "react-intl";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { fieldLabel } from "../src/features/audit/auditText";
import { menuName, valueText } from "../src/features/audit/auditValues";

const read = (name: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../src/i18n/locales/${name}.json`), "utf8")) as Record<
    string,
    string
  >;
const en = read("en");
const api = path.resolve(__dirname, "../../api/src");

/** Every action code the API writes to the log, with the templated ones spelled out. */
function actions(): string[] {
  const found = new Set<string>();
  for (const entry of fs.readdirSync(api, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts")) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    if (!text.includes("audit(")) continue;
    for (const m of text.matchAll(/action: "([a-zA-Z.]+)"/g)) if (m[1]) found.add(m[1]);
  }
  for (const kind of ["softwareUpgrade", "firmwareUpgrade"])
    for (const verb of ["create", "update", "delete"]) found.add(`${kind}.${verb}`);
  for (const change of ["start", "widen", "pause", "resume", "halt"]) found.add(`rollout.${change}`);
  const exports = fs.readFileSync(path.join(api, "modules/audit/audit.export.ts"), "utf8");
  const block = /EXPORT_RESOURCES[^{]*\{([^}]*)\}/.exec(exports)?.[1] ?? "";
  for (const m of block.matchAll(/^\s*(\w+):/gm)) if (m[1]) found.add(`${m[1]}.export`);
  return [...found];
}

/** The options of a message's `kind` select, if it has one. */
function kindOptions(elements: MessageFormatElement[]): string[] | null {
  for (const e of elements) {
    if (e.type === TYPE.select && e.value === "kind") return Object.keys(e.options);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      for (const o of Object.values(e.options)) {
        const inner = kindOptions(o.value);
        if (inner) return inner;
      }
    }
  }
  return null;
}

describe("operation log wording", () => {
  const all = actions();

  it("has a sentence for every action the API logs, naming the kind of object it is about", () => {
    expect(all.length).toBeGreaterThan(50);
    const kinds = new Set(Object.keys(en).flatMap((k) => (k.startsWith("audit.kind.") ? [k.slice(11)] : [])));
    const problems: string[] = [];
    for (const action of all) {
      const [entity = "", ...rest] = action.split(".");
      const own = kinds.has(entity) || action.endsWith(".export");
      const verb = own && rest.length ? rest.join(".") : action;
      for (const v of verb === "status" ? ["disable", "enable"] : [verb]) {
        const text = en[`audit.verb.${v}`];
        if (!text) {
          problems.push(`${action}: no audit.verb.${v}`);
          continue;
        }
        const options = kindOptions(parse(text));
        if (options && !options.includes(entity)) problems.push(`${action}: audit.verb.${v} says "other"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("names menus, list changes, statuses and instants in the interface language", () => {
    for (const [locale, cat] of [
      ["en", en],
      ["es", read("es")],
    ] as const) {
      const intl = createIntl({ locale, messages: cat });
      const label = fieldLabel(intl, "role", "authorization.added");
      expect(label).toBe(
        intl.formatMessage(
          { id: "audit.listAdded" },
          { field: intl.formatMessage({ id: "role.authorization" }) },
        ),
      );
      expect(menuName(intl, "cgm:list:export")).toBe(
        `${cat["menu.cgm:list"]} › ${cat["menu.cgm:list:export"]}`,
      );
    }
    const intl = createIntl({ locale: "en", messages: en });
    expect(valueText(intl, "role", "authorization.removed", "cgm, cgm:list")).toBe(
      "CGM management, CGM list",
    );
    expect(valueText(intl, "organisation", "functions", null)).toBe("All functions (no restriction)");
    expect(valueText(intl, "organisation", "functions.added", null)).toBe("—");
    expect(valueText(intl, "appUpgrade", "status", "INVALID")).toBe("Invalid");
    expect(valueText(intl, "organisation", "status", "DISABLED")).toBe("Disabled");
    const at = (iso: string) => `at ${iso.slice(0, 10)}`;
    expect(valueText(intl, "appUpgrade", "disableTime", "2026-11-24T08:00:00.000Z", at)).toBe(
      "at 2026-11-24",
    );
    expect(valueText(intl, "account", "name", "Nurse Wang", at)).toBe("Nurse Wang");
  });
});
