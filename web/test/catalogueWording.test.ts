import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { LOCALES, catalogueOf, intlTagOf } from "@cgm/domain";

const dir = path.resolve(__dirname, "../src/i18n/locales");
const read = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), "utf8")) as Record<string, string>;
const en = read("en");
const catalogues = [...new Set(LOCALES.map(catalogueOf))];
const translated = catalogues.filter((c) => c !== "en");

type Plural = { arg: string; ordinal: boolean; options: string[] };
/** The plural arguments of a message (nested ones too), and the arguments written without one. */
function walk(elements: MessageFormatElement[], out = { plurals: [] as Plural[], plain: [] as string[] }) {
  for (const e of elements) {
    if (e.type === TYPE.plural) {
      out.plurals.push({
        arg: e.value,
        ordinal: e.pluralType === "ordinal",
        options: Object.keys(e.options),
      });
    }
    if (e.type === TYPE.argument || e.type === TYPE.number) out.plain.push(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select)
      for (const o of Object.values(e.options)) walk(o.value, out);
  }
  return out;
}

describe("counts", () => {
  it.each(catalogues)("%s: every plural has each category the language's plural rules produce", (name) => {
    const tag = intlTagOf(name);
    const categories = (ordinal: boolean) =>
      new Intl.PluralRules(tag, { type: ordinal ? "ordinal" : "cardinal" }).resolvedOptions()
        .pluralCategories;
    const missing: string[] = [];
    for (const [key, text] of Object.entries(read(name))) {
      for (const p of walk(parse(text)).plurals) {
        const lacking = categories(p.ordinal).filter((c) => !p.options.includes(c));
        if (lacking.length) missing.push(`${key} {${p.arg}}: ${lacking.join(" ")}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(catalogues)("%s: a count is always a plural, never a number before a fixed noun", (name) => {
    const fixed = Object.entries(read(name))
      .filter(([, text]) => walk(parse(text)).plain.includes("count"))
      .map(([key]) => key);
    expect(fixed).toEqual([]);
  });

  it("Arabic says one, two and zero in words, not as a number before the singular ('2 سجل')", () => {
    const ar = read("ar");
    const bad: string[] = [];
    for (const [key, text] of Object.entries(ar)) {
      const visit = (elements: MessageFormatElement[]) => {
        for (const e of elements) {
          if (e.type !== TYPE.plural) continue;
          for (const c of ["one", "two"] as const) {
            const form = e.options[c]?.value ?? [];
            if (form.some((x) => x.type === TYPE.pound)) bad.push(`${key} ${c}`);
          }
          for (const o of Object.values(e.options)) visit(o.value);
        }
      };
      visit(parse(text));
    }
    expect(bad).toEqual([]);
    expect(new Intl.PluralRules("ar").select(2)).toBe("two");
  });
});

/**
 * Screens: keys are namespaced by screen ("device.*" is the device list and detail, "role.*" the role
 * list and dialog, …). The console's frame (menus, header, tabs, page titles) and the shared words
 * (common, status, list) are on every screen, so they are compared with all of them.
 */
const SHARED = new Set(["common", "status", "list", "menu", "header", "tabs", "page"]);
const screenOf = (key: string) => key.split(".")[0]!;
const together = (a: string, b: string) =>
  screenOf(a) === screenOf(b) || SHARED.has(screenOf(a)) || SHARED.has(screenOf(b));
const same = (a: string | undefined, b: string | undefined) =>
  a != null && b != null && a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

describe("one word, one meaning", () => {
  it.each(catalogues)(
    "%s: no two keys of a screen share a translation while their English differs",
    (name) => {
      const cat = read(name);
      const keys = Object.keys(en);
      const clashes: string[] = [];
      for (let i = 0; i < keys.length; i++) {
        for (let j = i + 1; j < keys.length; j++) {
          const [a, b] = [keys[i]!, keys[j]!];
          if (together(a, b) && same(cat[a], cat[b]) && !same(en[a], en[b]))
            clashes.push(`${a} = ${b}: ${cat[a]}`);
        }
      }
      expect(clashes).toEqual([]);
    },
  );
});

describe("terms the review found misleading stay fixed", () => {
  const all = Object.fromEntries(catalogues.map((c) => [c, read(c)]));
  const values = (name: string, prefix: RegExp) => Object.entries(all[name]!).filter(([k]) => prefix.test(k));

  it("pins 'Post-sale' (isSales, 是否售后) as after-sales service, not 'sold'", () => {
    expect(en["device.isSales"]).toBe("After-sales service");
    expect(all["en-US"]!["device.isSales"]).toBe("After-sales service");
    expect(all["zh-CN"]!["device.isSales"]).toBe("是否售后");
    // "Po prodeji", "Po sprzedaży", "После продажи" read as "after it was sold".
    for (const [name, sold] of [
      ["cs", /^Po prodeji$/i],
      ["pl", /^Po sprzedaży$/i],
      ["ru", /^После продажи$/i],
    ] as const)
      expect(all[name]!["device.isSales"], name).not.toMatch(sold);
  });

  it("names the data scopes by the account's organisation and the chosen organisations", () => {
    const scopes = [
      "scope.ORG",
      "scope.ORG_AND_SUB",
      "scope.CUSTOM",
      "account.organisation",
      "account.customOrgs",
    ];
    const wrong: Record<string, RegExp> = {
      cs: /vlastní|přidružen/i,
      pl: /macierzyst/i,
      "pt-BR": /vinculad/i,
    };
    for (const [name, re] of Object.entries(wrong))
      for (const k of scopes) expect(all[name]![k], `${name} ${k}`).not.toMatch(re);
    // Czech "Rozsah dat" was both the data scope and the date range.
    expect(all.cs!["home.scope"]).not.toBe(all.cs!["device.dateRange"]);
    for (const name of translated)
      expect(all[name]!["scope.CUSTOM"], name).not.toBe(all[name]!["scope.PERSONAL"]);
  });

  it("says glucose (葡萄糖) throughout the Chinese device pages, and time in ranges over all five bands", () => {
    const zh = values("zh-CN", /^device\./).filter(([, v]) => v.includes("血糖"));
    expect(zh).toEqual([]);
    expect(all["zh-CN"]!["device.tir"]).not.toMatch(/目标/);
    expect(all.ar!["device.summary.gri"]).not.toMatch(/سكر/);
  });

  it("keeps role apart from console function (pt-BR) and record apart from log (es, pt-BR)", () => {
    const roleKeys = Object.keys(en).filter((k) => /\brole\b/i.test(en[k]!));
    expect(roleKeys.length).toBeGreaterThan(10);
    for (const k of roleKeys) expect(all["pt-BR"]![k], k).not.toMatch(/funç/i);
    const logKeys = Object.keys(en).filter((k) => /\blog\b/i.test(en[k]!));
    const recordKeys = Object.keys(en).filter((k) => /\brecord\b/i.test(en[k]!) && !/\blog\b/i.test(en[k]!));
    expect(logKeys).toContain("menu.sys:audit");
    expect(recordKeys).toContain("audit.entityId");
    for (const name of ["es", "pt-BR"]) {
      const recordWord = all[name]!["audit.entityId"]!.toLocaleLowerCase();
      for (const k of logKeys)
        expect(all[name]![k]!.toLocaleLowerCase(), `${name} ${k}`).not.toContain(recordWord);
    }
  });
});
