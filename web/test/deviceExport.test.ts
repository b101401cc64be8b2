import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createIntl } from "react-intl";
import { EXPORT_COLUMNS, exportFormat } from "../src/features/device/exportCsv";

const dir = path.resolve(__dirname, "../src/i18n/locales");
const catalogue = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), "utf8")) as Record<string, string>;
const translate = (locale: string) => {
  const intl = createIntl({ locale, messages: catalogue(locale), onError: (e) => void e });
  return (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
};

describe("the export format the list sends", () => {
  it("names every column once, in the interface language, with the glucose unit in its header", () => {
    const zh = exportFormat(translate("zh-CN"), "mg/dL", "Asia/Shanghai");
    expect(new Set(zh.columns.map((c) => c.column)).size).toBe(EXPORT_COLUMNS.length);
    expect(zh.columns.slice(0, 3).map((c) => c.label)).toEqual(["SN", "产品编码", "所属机构"]);
    expect(zh.columns.find((c) => c.column === "LAST_GLUCOSE")?.label).toBe("最近葡萄糖 (mg/dL)");
    expect(zh).toMatchObject({ yes: "是", no: "否", glucoseUnit: "MG_DL", timeZone: "Asia/Shanghai" });
    const ar = exportFormat(translate("ar"), "mmol/L", "Asia/Dubai");
    expect(ar.glucoseUnit).toBe("MMOL_L");
    expect(ar.columns.find((c) => c.column === "LAST_GLUCOSE")?.label).toContain("mmol/L");
    expect(ar.connected).toBe("متصل");
  });

  it.each(fs.readdirSync(dir).map((f) => f.replace(/\.json$/, "")))(
    "%s has a translated header for every exported column and the value words",
    (locale) => {
      const f = exportFormat(translate(locale), "mmol/L", "UTC");
      const en = exportFormat(translate("en"), "mmol/L", "UTC");
      const texts = [...f.columns.map((c) => c.label), f.yes, f.no, f.connected, f.disconnected];
      // A missing message comes back as its id.
      expect(texts.filter((x) => !x.trim() || /^device\./.test(x))).toEqual([]);
      if (!locale.startsWith("en")) {
        const same = f.columns.filter((c, i) => c.label === en.columns[i]?.label).map((c) => c.column);
        expect(same.filter((c) => c !== "SN")).toEqual([]);
      }
    },
  );
});
