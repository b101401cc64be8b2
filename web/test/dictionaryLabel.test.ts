import { describe, expect, it } from "vitest";
import {
  dictionaryOptionList,
  entryLabel,
  labelCandidates,
} from "../src/features/dictionary/dictionaryLabel";

const entry = {
  name: "蓝牙状态",
  enName: "Bluetooth state",
  zhName: "蓝牙状态(中)",
  labels: [
    { languageCode: "fr", label: "État Bluetooth" },
    { languageCode: "zh-CN", label: "蓝牙" },
    { languageCode: "ar", label: "  " },
  ],
};

describe("dictionary labels in the interface language", () => {
  it("tries the locale, its catalogue, then its base language", () => {
    expect(labelCandidates("zh-TWN")).toEqual(["zh-twn", "zh-cn", "zh"]);
    expect(labelCandidates("en-US")).toEqual(["en-us", "en"]);
    expect(labelCandidates("fr")).toEqual(["fr"]);
    expect(labelCandidates(" ")).toEqual([]);
  });

  it("takes the label of the language, ignoring case, or of its catalogue", () => {
    expect(entryLabel(entry, "fr")).toBe("État Bluetooth");
    expect(entryLabel(entry, "zh-TWN")).toBe("蓝牙");
    expect(entryLabel({ ...entry, labels: [{ languageCode: "FR", label: "x" }] }, "fr")).toBe("x");
  });

  it("falls back to the Chinese name in Chinese, else the English label or name, else the name", () => {
    const bare = { ...entry, labels: [] };
    expect(entryLabel(bare, "zh-CHN")).toBe("蓝牙状态(中)");
    // A blank label counts as none.
    expect(entryLabel(entry, "ar")).toBe("Bluetooth state");
    expect(entryLabel({ ...bare, labels: [{ languageCode: "en", label: "BT" }] }, "ru")).toBe("BT");
    expect(entryLabel({ ...bare, enName: null }, "ru")).toBe("蓝牙状态");
    expect(entryLabel({ ...bare, zhName: "", enName: "" }, "zh-CN")).toBe("蓝牙状态");
  });
});

describe("dictionary options", () => {
  const fallback = [{ value: "CONNECTED", label: "Connected (catalogue)" }];
  it("are the dictionary's items by code, labelled as the API sent them, else by code", () => {
    expect(
      dictionaryOptionList(
        [
          { code: "CONNECTED", label: "Connecté" },
          { code: "PAIRING", label: " " },
        ],
        fallback,
      ),
    ).toEqual([
      { value: "CONNECTED", label: "Connecté" },
      { value: "PAIRING", label: "PAIRING" },
    ]);
  });

  it("are the fallback while the dictionary is missing, empty or not loaded", () => {
    expect(dictionaryOptionList([], fallback)).toEqual(fallback);
    expect(dictionaryOptionList(undefined, fallback)).toEqual(fallback);
    expect(dictionaryOptionList(null, [])).toEqual([]);
  });
});
