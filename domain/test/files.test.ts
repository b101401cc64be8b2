import { describe, expect, it } from "vitest";
import { FILE_KINDS, FILE_KIND_NAMES, extensionOf, fileProblem, isFileKind } from "../src/index";

describe("file kinds", () => {
  it("lists each kind with its extensions and size limit", () => {
    expect(FILE_KIND_NAMES).toEqual([
      "countryIcon",
      "appIcon",
      "appPackage",
      "softwarePackage",
      "firmware",
      "appLog",
      "translationImport",
    ]);
    expect(Object.fromEntries(FILE_KIND_NAMES.map((k) => [k, FILE_KINDS[k].extensions]))).toEqual({
      countryIcon: ["png", "jpg", "jpeg", "gif", "webp"],
      appIcon: ["png", "jpg", "jpeg", "gif", "webp"],
      appPackage: ["apk", "ipa"],
      softwarePackage: ["apk", "zip", "bin"],
      firmware: ["bin", "img", "zip"],
      appLog: ["log", "txt", "zip", "gz"],
      translationImport: ["csv", "xlsx"],
    });
    for (const k of FILE_KIND_NAMES) expect(FILE_KINDS[k].maxBytes, k).toBeGreaterThan(0);
  });
  it("recognises the kinds only, not inherited names", () => {
    for (const k of FILE_KIND_NAMES) expect(isFileKind(k)).toBe(true);
    for (const v of ["", "icon", "toString", "constructor", undefined, 1, null])
      expect(isFileKind(v), String(v)).toBe(false);
  });
  it("takes the lower-case extension of a name: 1 to 10 letters or digits after the last dot", () => {
    expect(extensionOf("Icon.PNG")).toBe("png");
    expect(extensionOf("a.tar.gz")).toBe("gz");
    expect(extensionOf("x.abcdefghij")).toBe("abcdefghij");
    for (const name of ["README", "x.", "x.abcdefghijk", "x.p g", "x.png ", "x.pn-g", ".", ""])
      expect(extensionOf(name), name).toBe("");
    expect(extensionOf("x.png.exe")).toBe("exe");
    expect(extensionOf("png")).toBe("");
  });
  it("refuses a wrong type, an empty file and one over the kind's limit, in that order", () => {
    expect(fileProblem("countryIcon", "flag.png", 1)).toBeNull();
    const icon = FILE_KINDS.countryIcon.maxBytes;
    expect(fileProblem("countryIcon", "flag.webp", icon)).toBeNull();
    expect(fileProblem("countryIcon", "flag.webp", icon + 1)).toBe("size");
    expect(fileProblem("countryIcon", "flag.svg", 10)).toBe("type");
    expect(fileProblem("countryIcon", "flag.svg", 0)).toBe("type");
    expect(fileProblem("countryIcon", "flag.png", 0)).toBe("empty");
    expect(fileProblem("countryIcon", "flag.png", -1)).toBe("empty");
    const log = FILE_KINDS.appLog.maxBytes;
    expect(fileProblem("appLog", "app.LOG", log)).toBeNull();
    expect(fileProblem("appLog", "app.log", log + 1)).toBe("size");
  });
});
