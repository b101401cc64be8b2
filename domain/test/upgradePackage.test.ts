import { describe, expect, it } from "vitest";
import {
  UPGRADE_PACKAGE_MSG,
  firmwareUpgradeSchema,
  softwareUpgradeSchema,
  validateWith,
} from "../src/index";

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
});
