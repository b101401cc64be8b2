import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { ALL_MENU_CODES, DATA_SCOPES, LOCALES, MSG, catalogueOf } from "@cgm/domain";
import { LONG_DATE, SHORT_DATE } from "../src/i18n/format";

const dir = path.resolve(__dirname, "../src/i18n/locales");
const read = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), "utf8")) as Record<string, string>;
const en = read("en");
const catalogues = [...new Set(LOCALES.map(catalogueOf))];

/** Placeholder names of an ICU message. */
function argsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date) out.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      out.add(e.value);
      for (const o of Object.values(e.options)) argsOf(o.value, out);
    }
  }
  return out;
}

/** Words the same in English and the language (product names, codes, loan words). */
const SAME_AS_ENGLISH =
  /^(CGM( .*)?|SN|ERP|API.*|OK|Android|Apollo Sandbox|Role|Organisations?|Localisation|Export|Import|Dictionary|Sync|Menu|Version|Stop|Client|Clients|Total|Type|Code|Status|Email|E-mail|Remark|Info|Upload|Logo|Center|Document|Administration|Nom|Actions|No|GMI|GRI|CV|AGP|mmol\/L|mg\/dL)$/;

describe("catalogues", () => {
  it("exist for every interface language", () => {
    for (const c of catalogues) expect(fs.existsSync(path.join(dir, `${c}.json`)), c).toBe(true);
  });

  it.each(catalogues)("%s has every key, with the same placeholders, and parses", (name) => {
    const cat = read(name);
    expect(Object.keys(cat).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const own = cat[key] ?? "";
      expect([...argsOf(parse(own))].sort(), `${name} ${key}`).toEqual([...argsOf(parse(text))].sort());
    }
  });

  it.each(catalogues.filter((c) => c !== "en" && c !== "en-US"))(
    "%s is translated, not an English copy",
    (name) => {
      const cat = read(name);
      const words = (v: string) => /\p{L}/u.test(v.replace(/\{[^}]*\}/g, ""));
      // Literal samples (a CSV header the server expects) stay the same in every language.
      const literal = new Set(["device.import.placeholder"]);
      const copies = Object.entries(en).filter(
        ([k, v]) => cat[k] === v && words(v) && !SAME_AS_ENGLISH.test(v) && !literal.has(k),
      );
      expect(copies.map(([k]) => k)).toEqual([]);
    },
  );

  it("keeps the spec's English wording", () => {
    expect(en[MSG.accountRequired]).toBe("The account cannot be empty");
    expect(en[MSG.passwordRequired]).toBe("The password cannot be empty");
    expect(en[MSG.passwordMin]).toBe("The length of password cannot less than 6 digital");
    expect(en[MSG.illegalPhone]).toBe("Illegal phone number");
    expect(en[MSG.illegalMail]).toBe("Illegal mail address");
    expect(en[MSG.snLength]).toBe("Limit of 12 or 13 characters");
    expect(en["common.operationSuccess"]).toBe("Operation Success");
  });

  it("covers every message id the code and the API use", () => {
    const ids = new Set<string>([
      ...Object.values(MSG),
      ...ALL_MENU_CODES.map((c) => `menu.${c}`),
      ...DATA_SCOPES.map((s) => `scope.${s}`),
    ]);
    const scan = (root: string, pattern: RegExp) => {
      for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
        if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.parentPath.includes("/gql")) continue;
        const text = fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8");
        for (const m of text.matchAll(pattern)) if (m[1]) ids.add(m[1]);
      }
    };
    // id: "x", id="x", t("x"), titleId="x", messageId: "x", and the api's error helpers' ids.
    const webIds =
      /(?:\bid[:=]\s*|\bt\(|Id=|Id:\s*|label:\s*|return\s+)"([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)"/g;
    scan(path.resolve(__dirname, "../src"), webIds);
    // API message ids; audit action names (`action: "account.create"`) are not messages.
    scan(
      path.resolve(__dirname, "../../api/src"),
      /(?<!action: |\| )"((?:auth|error|validation|organisation|account|role)\.[A-Za-z.]+)"/g,
    );
    const missing = [...ids].filter((id) => !(id in en));
    expect(missing).toEqual([]);
    expect(ids.size).toBeGreaterThan(100);
    for (const sample of ["home.welcome", "auth.locked", "org.saved", "role.inUse", "account.beyondGrant"]) {
      expect(ids.has(sample), sample).toBe(true);
    }
  });
});

describe("formats (spec section 9)", () => {
  const at = new Date("2026-01-01T20:30:00Z");
  it("shows short and long dates in the system time zone", () => {
    const short = new Intl.DateTimeFormat("zh-CN", { ...SHORT_DATE, timeZone: "Asia/Shanghai" }).format(at);
    expect(short).toBe("2026/01/02");
    const long = new Intl.DateTimeFormat("en", { ...LONG_DATE, timeZone: "Asia/Shanghai" }).format(at);
    expect(long).toMatch(/Friday/);
    expect(long).toMatch(/04:30/);
    expect(new Intl.DateTimeFormat("en", { ...SHORT_DATE, timeZone: "America/New_York" }).format(at)).toBe(
      "01/01/2026",
    );
  });
  it("shows money in yuan for Chinese and dollars for English", () => {
    expect(new Intl.NumberFormat("zh-CN", { style: "currency", currency: "CNY" }).format(12.5)).toBe(
      "¥12.50",
    );
    expect(new Intl.NumberFormat("en", { style: "currency", currency: "USD" }).format(12.5)).toBe("$12.50");
  });
});
