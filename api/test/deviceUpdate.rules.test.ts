import { describe, expect, it } from "vitest";
import {
  applicableApp,
  applicableFirmware,
  applicableSoftware,
  compareVersions,
  firmwareApplies,
  versionParts,
} from "../src/modules/deviceUpdate/applicability";
import { ParamError, parseOutcome, parseUpdateQuery } from "../src/modules/deviceUpdate/update.params";

const app = (versionNum: number, terminalType = "ANDROID", status = "VALID") => ({
  versionNum,
  terminalType,
  status,
});
const fw = (startVersion: string, targetVersion: string, valid = true) => ({
  startVersion,
  targetVersion,
  valid,
});
const fieldErrorsOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof ParamError) return e.fieldErrors;
    throw e;
  }
  throw new Error("accepted");
};

describe("app applicability", () => {
  it("offers the latest valid higher version of the terminal type, or nothing", () => {
    const list = [app(10), app(30), app(20), app(50, "IOS"), app(40, "ANDROID", "INVALID")];
    expect(applicableApp(list, "ANDROID", 5)?.versionNum).toBe(30);
    expect(applicableApp(list, "android", 29)?.versionNum).toBe(30);
    expect(applicableApp(list, "ANDROID", 30)).toBeNull();
    expect(applicableApp(list, "ANDROID", 35)).toBeNull(); // 40 is invalid
    expect(applicableApp(list, "IOS", 0)?.versionNum).toBe(50);
    expect(applicableApp(list, "HARMONY", 0)).toBeNull();
  });
});

describe("software applicability", () => {
  it("offers the valid package with the highest version number above the device's", () => {
    const sw = (versionNum: number, valid = true) => ({ versionNum, valid });
    const list = [sw(3), sw(7), sw(5), sw(9, false)];
    expect(applicableSoftware(list, 0)?.versionNum).toBe(7);
    expect(applicableSoftware(list, 6)?.versionNum).toBe(7);
    expect(applicableSoftware(list, 7)).toBeNull(); // 9 is not offered to this device
    expect(applicableSoftware([], 0)).toBeNull();
  });
});

describe("firmware applicability", () => {
  it("needs the device on exactly the start version and a higher target", () => {
    expect(firmwareApplies("1.2.0", fw("1.2.0", "1.3.0"))).toBe(true);
    expect(firmwareApplies("v1.2", fw("1.2.0", "1.3.0"))).toBe(true);
    expect(firmwareApplies("1.1.0", fw("1.2.0", "1.3.0"))).toBe(false);
    expect(firmwareApplies("1.2.1", fw("1.2.0", "1.3.0"))).toBe(false);
    expect(firmwareApplies("1.2.0", fw("1.2.0", "1.1.0"))).toBe(false);
    expect(firmwareApplies("1.2.0", fw("1.2.0", "1.2.0"))).toBe(false);
    expect(firmwareApplies("1.2.0", fw("1.2.0", "1.3.0", false))).toBe(false);
    expect(firmwareApplies("1.2.x", fw("1.2.x", "1.3.0"))).toBe(false);
  });
  it("takes the highest target among those that apply", () => {
    const list = [
      fw("1.2.0", "1.3.0"),
      fw("1.2.0", "1.10.0"),
      fw("1.0.0", "2.0.0"),
      fw("1.2.0", "3.0", false),
    ];
    expect(applicableFirmware("1.2.0", list)?.targetVersion).toBe("1.10.0");
    expect(applicableFirmware("1.0.0", list)?.targetVersion).toBe("2.0.0");
    expect(applicableFirmware("0.9", list)).toBeNull();
  });
  it("compares dotted versions part by part", () => {
    expect(compareVersions(versionParts("1.10")!, versionParts("1.9")!)).toBeGreaterThan(0);
    expect(compareVersions(versionParts("1.0.0")!, versionParts("1")!)).toBe(0);
    expect(versionParts("1..2")).toBeNull();
    expect(versionParts("9999999999")).toBeNull();
  });
});

describe("update query and outcome validation", () => {
  it("names each bad query parameter", () => {
    expect(parseUpdateQuery({ terminalType: "ANDROID", currentVersion: "7" })).toEqual({
      kind: "app",
      terminalType: "ANDROID",
      currentVersion: 7,
      firmwareVersion: null,
      productCode: null,
      sn: null,
    });
    expect(Object.keys(fieldErrorsOf(() => parseUpdateQuery({})))).toEqual([
      "terminalType",
      "currentVersion",
    ]);
    const bad = fieldErrorsOf(() =>
      parseUpdateQuery({
        terminalType: "AND\u0000ROID",
        currentVersion: "99999999999999999999",
        productCode: ["a", "b"],
        sn: "x",
        extra: "1",
      }),
    );
    expect(Object.keys(bad).sort()).toEqual(["currentVersion", "extra", "productCode", "sn", "terminalType"]);
    expect(
      fieldErrorsOf(() => parseUpdateQuery({ terminalType: "IOS", currentVersion: "2147483648" })),
    ).toHaveProperty("currentVersion");
    expect(
      fieldErrorsOf(() => parseUpdateQuery({ terminalType: "IOS", currentVersion: "-1" })),
    ).toHaveProperty("currentVersion");
  });
  it("reads kind=software with a whole version and kind=firmware with a dotted one", () => {
    expect(
      parseUpdateQuery({ kind: "software", terminalType: "ANDROID", currentVersion: "12" }),
    ).toMatchObject({
      kind: "software",
      currentVersion: 12,
      firmwareVersion: null,
    });
    expect(
      parseUpdateQuery({
        kind: "firmware",
        terminalType: "ANDROID",
        currentVersion: "v1.2.0",
        productCode: "CGM-S14",
      }),
    ).toMatchObject({ kind: "firmware", firmwareVersion: "v1.2.0", productCode: "CGM-S14" });
    for (const [query, field] of [
      [{ kind: "FIRMWARE", terminalType: "ANDROID", currentVersion: "1" }, "kind"],
      [{ kind: ["app", "app"], terminalType: "ANDROID", currentVersion: "1" }, "kind"],
      [{ kind: "software", terminalType: "ANDROID", currentVersion: "1.2" }, "currentVersion"],
      [{ kind: "firmware", terminalType: "ANDROID", currentVersion: "1.2.x" }, "currentVersion"],
      [{ kind: "firmware", terminalType: "ANDROID", currentVersion: "1.2\u0000" }, "currentVersion"],
      [{ kind: "firmware", terminalType: "ANDROID", currentVersion: "1".repeat(10) }, "currentVersion"],
      [{ kind: "firmware", terminalType: "ANDROID" }, "currentVersion"],
    ] as const)
      expect(
        fieldErrorsOf(() => parseUpdateQuery(query)),
        JSON.stringify(query),
      ).toHaveProperty(field);
  });
  it("requires a reason for FAILED, at most 500 characters, without control characters", () => {
    expect(parseOutcome({ outcome: "FAILED", reason: " disk full ", version: 3 })).toEqual({
      outcome: "FAILED",
      reason: "disk full",
      version: 3,
    });
    expect(fieldErrorsOf(() => parseOutcome({ outcome: "FAILED", version: 3 }))).toHaveProperty("reason");
    expect(
      fieldErrorsOf(() => parseOutcome({ outcome: "FAILED", reason: "x".repeat(501), version: 3 })),
    ).toHaveProperty("reason");
    expect(
      fieldErrorsOf(() => parseOutcome({ outcome: "FAILED", reason: "a\u0000b", version: 3 })),
    ).toHaveProperty("reason");
    expect(fieldErrorsOf(() => parseOutcome({ outcome: "DONE", version: 1e300 }))).toEqual({
      outcome: expect.any(String),
      version: expect.any(String),
    });
    expect(fieldErrorsOf(() => parseOutcome([]))).toHaveProperty("body");
  });
});
