import { describe, expect, it } from "vitest";
import {
  MSG,
  UPGRADE_PACKAGE_LIMITS,
  UPGRADE_PACKAGE_MSG,
  firmwareUpgradeSchema,
  softwareUpgradeSchema,
  validateWith,
} from "../src/index";
import { valueOf } from "./support";

const software = {
  upgradeContent: "Sensor warm-up shortened",
  productCode: "CGM-S1",
  typeName: "iCare sensor",
  packageFileId: "a".repeat(32),
  versionNum: 12,
  versionName: "1.2",
  upgradeType: "OPTIONAL",
};
const firmware = { ...software, upgradeMode: "FULL", startVersion: "1.0.3", targetVersion: "1.1.0" };

const errors = (schema: typeof softwareUpgradeSchema, input: object) => {
  const r = validateWith(schema, input);
  return r.ok ? {} : r.fieldErrors;
};

describe("software and firmware upgrade validation", () => {
  it("accepts complete entries, trimming texts and reading numbers", () => {
    const r = validateWith(softwareUpgradeSchema, { ...software, productCode: " CGM-S1 ", versionNum: "12" });
    expect(r.ok && r.value).toMatchObject({ productCode: "CGM-S1", versionNum: 12 });
    expect(validateWith(firmwareUpgradeSchema, firmware).ok).toBe(true);
  });

  it("requires product code, package, version number and name, upgrade type", () => {
    expect(errors(softwareUpgradeSchema, { productCode: " ", packageFileId: null, versionName: "" })).toEqual(
      {
        productCode: "validation.required",
        packageFileId: "validation.required",
        versionNum: "validation.required",
        versionName: "validation.required",
        upgradeType: "validation.required",
      },
    );
  });

  it("trims the optional texts and fills them with an empty text when left out", () => {
    const { upgradeContent: _content, typeName: _name, ...bare } = software;
    expect(valueOf(softwareUpgradeSchema, bare)).toMatchObject({ upgradeContent: "", typeName: "" });
    expect(
      valueOf(softwareUpgradeSchema, { ...software, upgradeContent: " Faster ", typeName: "  iCare " }),
    ).toMatchObject({ upgradeContent: "Faster", typeName: "iCare" });
    expect(
      valueOf(softwareUpgradeSchema, { ...software, upgradeContent: null, typeName: null }),
    ).toMatchObject({ upgradeContent: null, typeName: null });
  });

  it("counts a package of spaces as missing and refuses an id longer than 64", () => {
    expect(errors(softwareUpgradeSchema, { ...software, packageFileId: "   " })).toEqual({
      packageFileId: MSG.required,
    });
    expect(
      valueOf(softwareUpgradeSchema, { ...software, packageFileId: ` ${"a".repeat(64)} ` }),
    ).toMatchObject({
      packageFileId: "a".repeat(64),
    });
    expect(errors(softwareUpgradeSchema, { ...software, packageFileId: "a".repeat(65) })).toEqual({
      packageFileId: MSG.invalid,
    });
  });

  it("counts an empty version number as missing and refuses one that is not a number", () => {
    for (const missing of ["", null, undefined])
      expect(errors(softwareUpgradeSchema, { ...software, versionNum: missing }), String(missing)).toEqual({
        versionNum: MSG.required,
      });
    for (const bad of ["x", "1.2.0"])
      expect(errors(softwareUpgradeSchema, { ...software, versionNum: bad }), bad).toEqual({
        versionNum: MSG.integer,
      });
  });

  it("takes version numbers from 1 to the largest PostgreSQL integer", () => {
    const max = UPGRADE_PACKAGE_LIMITS.versionNumMax;
    expect(max).toBe(2_147_483_647);
    for (const good of [1, max])
      expect(errors(softwareUpgradeSchema, { ...software, versionNum: good }), String(good)).toEqual({});
    for (const bad of [-1, max + 1])
      expect(errors(softwareUpgradeSchema, { ...software, versionNum: bad }), String(bad)).toEqual({
        versionNum: MSG.range,
      });
  });

  it("limits each text to its length", () => {
    const L = UPGRADE_PACKAGE_LIMITS;
    const at = (max: number) => "a".repeat(max);
    const over = (max: number) => "a".repeat(max + 1);
    const longest = {
      upgradeContent: at(L.upgradeContentMax),
      productCode: at(L.productCodeMax),
      typeName: at(L.typeNameMax),
      versionName: at(L.versionNameMax),
      upgradeType: at(L.upgradeTypeMax),
      startVersion: at(L.firmwareVersionMax),
      targetVersion: `b${at(L.firmwareVersionMax - 1)}`,
    };
    expect(errors(firmwareUpgradeSchema, { ...firmware, ...longest })).toEqual({});
    expect(
      errors(firmwareUpgradeSchema, {
        ...firmware,
        upgradeContent: over(L.upgradeContentMax),
        productCode: over(L.productCodeMax),
        typeName: over(L.typeNameMax),
        versionName: over(L.versionNameMax),
        upgradeType: over(L.upgradeTypeMax),
        startVersion: over(L.firmwareVersionMax),
        targetVersion: `b${at(L.firmwareVersionMax)}`,
      }),
    ).toEqual({
      upgradeContent: MSG.tooLong,
      productCode: MSG.tooLong,
      typeName: MSG.tooLong,
      versionName: MSG.tooLong,
      upgradeType: MSG.tooLong,
      startVersion: MSG.tooLong,
      targetVersion: MSG.tooLong,
    });
  });

  it("wants a whole version number from 1 and plain codes", () => {
    expect(errors(softwareUpgradeSchema, { ...software, versionNum: 1.5 })).toEqual({
      versionNum: "validation.integer",
    });
    expect(errors(softwareUpgradeSchema, { ...software, versionNum: 0 })).toEqual({
      versionNum: "validation.range",
    });
    expect(errors(softwareUpgradeSchema, { ...software, productCode: "CGM S1!" })).toEqual({
      productCode: "validation.specialChars",
    });
    expect(errors(softwareUpgradeSchema, { ...software, versionName: "x".repeat(51) })).toEqual({
      versionName: "validation.tooLong",
    });
  });

  it("firmware needs mode, start and target versions, which differ", () => {
    expect(errors(firmwareUpgradeSchema, software)).toEqual({
      upgradeMode: "validation.required",
      startVersion: "validation.required",
      targetVersion: "validation.required",
    });
    expect(errors(firmwareUpgradeSchema, { ...firmware, upgradeMode: "SIDEWAYS" })).toEqual({
      upgradeMode: "validation.invalid",
    });
    expect(errors(firmwareUpgradeSchema, { ...firmware, targetVersion: "1.0.3" })).toEqual({
      targetVersion: UPGRADE_PACKAGE_MSG.sameVersions,
    });
  });

  it("counts an empty upgrade mode as missing and takes both modes", () => {
    expect(errors(firmwareUpgradeSchema, { ...firmware, upgradeMode: "" })).toEqual({
      upgradeMode: MSG.required,
    });
    for (const mode of ["FULL", "DIFFERENTIAL"])
      expect(valueOf(firmwareUpgradeSchema, { ...firmware, upgradeMode: mode }), mode).toMatchObject({
        upgradeMode: mode,
      });
  });

  it("compares start and target versions without regard to case or surrounding spaces", () => {
    for (const [startVersion, targetVersion] of [
      ["v1.0A", "V1.0a"],
      ["V1.0a", "v1.0A"],
      [" rc-1 ", "RC-1"],
    ])
      expect(
        errors(firmwareUpgradeSchema, { ...firmware, startVersion, targetVersion }),
        targetVersion,
      ).toEqual({
        targetVersion: UPGRADE_PACKAGE_MSG.sameVersions,
      });
    expect(
      errors(firmwareUpgradeSchema, { ...firmware, startVersion: "v1.0a", targetVersion: "v1.0b" }),
    ).toEqual({});
  });

  it("names its messages", () => {
    expect(UPGRADE_PACKAGE_MSG).toEqual({
      versionTaken: "upgradePackage.versionTaken",
      sameVersions: "upgradePackage.sameVersions",
    });
  });
});
