import { describe, expect, it } from "vitest";
import { LIMITS, MSG, VERSION_MSG, VERSION_NUMBER, versionReleaseSchema } from "../src/index";
import { errorsOf, valueOf } from "./support";

const n = (length: number, c = "a") => c.repeat(length);
const release = {
  clientId: 1,
  terminalType: "ANDROID",
  versionNum: "1.2.3",
  versionName: "Spring release",
  languageIdList: [1, 2],
};
const schema = versionReleaseSchema;

describe("version release form (spec section 5)", () => {
  it("accepts a release, trims the texts and fills an empty remark", () => {
    expect(valueOf(schema, release)).toEqual({ ...release, remark: "" });
    expect(
      valueOf(schema, { ...release, versionNum: " 2.0 ", versionName: " V2 ", remark: " fixes " }),
    ).toMatchObject({ versionNum: "2.0", versionName: "V2", remark: "fixes" });
    expect(valueOf(schema, { ...release, remark: null })).toMatchObject({ remark: null });
  });

  it("requires the client, the terminal type, the version number, the name and the languages", () => {
    expect(errorsOf(schema, {})).toEqual({
      clientId: MSG.required,
      terminalType: MSG.required,
      versionNum: MSG.required,
      versionName: MSG.required,
      languageIdList: VERSION_MSG.languagesRequired,
    });
    expect(errorsOf(schema, { ...release, terminalType: " ", versionNum: " ", versionName: "  " })).toEqual({
      terminalType: MSG.required,
      versionNum: MSG.required,
      versionName: MSG.required,
    });
    expect(errorsOf(schema, { ...release, languageIdList: [] })).toEqual({
      languageIdList: VERSION_MSG.languagesRequired,
    });
  });

  it("takes only positive whole ids for the client and the languages", () => {
    for (const bad of [0, -1, 1.5, "x", null])
      expect(errorsOf(schema, { ...release, clientId: bad }), String(bad)).toEqual({
        clientId: MSG.required,
      });
    expect(errorsOf(schema, { ...release, languageIdList: [2, 0] })).toEqual({
      "languageIdList[1]": MSG.required,
    });
  });

  it("limits the version name to 50 and the remark to 200 characters", () => {
    expect([LIMITS.versionNameMax, LIMITS.versionRemarkMax, LIMITS.versionNumMax]).toEqual([50, 200, 30]);
    expect(errorsOf(schema, { ...release, versionName: n(50), remark: n(200) })).toEqual({});
    expect(errorsOf(schema, { ...release, versionName: n(51), remark: n(201) })).toEqual({
      versionName: MSG.tooLong,
      remark: MSG.tooLong,
    });
  });

  it("takes a version number as one to four dotted parts of digits, at most 30 characters", () => {
    for (const good of ["1", "1.2", "1.2.3", "10.0.0.25", "123456789.1"])
      expect(errorsOf(schema, { ...release, versionNum: good }), good).toEqual({});
    for (const bad of ["v1.2", "1..2", "1.2.", ".1", "1.2.3.4.5", "1-2", "1 2", "1.a", "١.٢", "1234567890"])
      expect(errorsOf(schema, { ...release, versionNum: bad }), bad).toEqual({
        versionNum: VERSION_MSG.numberFormat,
      });
    const longest = "123456789.123456789.12345.1234";
    expect(longest.length).toBe(30);
    expect(errorsOf(schema, { ...release, versionNum: longest })).toEqual({});
    expect(errorsOf(schema, { ...release, versionNum: `${longest}5` })).toEqual({ versionNum: MSG.tooLong });
    expect(VERSION_NUMBER.test("1.2.3")).toBe(true);
  });

  it("takes the terminal type as a code: no spaces or other special characters, at most 50", () => {
    for (const bad of ["and roid", "android!", "a/b"])
      expect(errorsOf(schema, { ...release, terminalType: bad }), bad).toEqual({
        terminalType: MSG.specialChars,
      });
    expect(errorsOf(schema, { ...release, terminalType: n(51) })).toEqual({ terminalType: MSG.tooLong });
  });

  it("names its messages", () => {
    expect(VERSION_MSG).toEqual({
      selectClientFirst: "versionRelease.selectClientFirst",
      noPrevious: "versionRelease.noPrevious",
      numberTaken: "versionRelease.numberTaken",
      numberFormat: "validation.versionNumber.format",
      languagesRequired: "validation.languages.required",
      languageInUseByReleases: "language.inUseByReleases",
    });
  });
});
