import { describe, expect, it } from "vitest";
import {
  APP_UPGRADE_LIMITS,
  APP_UPGRADE_MSG,
  APP_UPGRADE_STATUSES,
  MSG,
  appUpgradeSchema,
  validateWith,
} from "../src/index";
import { valueOf } from "./support";

const good = {
  appName: "iCare CGM",
  upgradeContent: "Faster pairing",
  iconFileId: "a".repeat(32),
  packageFileId: "b".repeat(32),
  versionNum: 120,
  versionName: "1.2.0",
  terminalType: "ANDROID",
  remark: "",
};

const errors = (input: object) => {
  const r = validateWith(appUpgradeSchema, input);
  return r.ok ? {} : r.fieldErrors;
};

describe("app upgrade validation (spec section 5)", () => {
  it("accepts a complete version and trims its texts", () => {
    const r = validateWith(appUpgradeSchema, { ...good, appName: "  iCare CGM ", versionNum: "120" });
    expect(r.ok && r.value).toMatchObject({ appName: "iCare CGM", versionNum: 120 });
  });

  it("requires app name, version name, icon, package, terminal type and version number", () => {
    expect(
      errors({ appName: " ", versionName: "", iconFileId: "", packageFileId: null, terminalType: "" }),
    ).toEqual({
      appName: "validation.required",
      versionName: "validation.required",
      iconFileId: "validation.required",
      packageFileId: "validation.required",
      terminalType: "validation.required",
      versionNum: "validation.required",
    });
    expect(errors({ ...good, versionNum: "" })).toEqual({ versionNum: "validation.required" });
  });

  it("trims the optional texts and fills them with an empty text when left out", () => {
    const { upgradeContent: _content, remark: _remark, ...bare } = good;
    expect(valueOf(appUpgradeSchema, bare)).toMatchObject({ upgradeContent: "", remark: "" });
    expect(valueOf(appUpgradeSchema, { ...good, upgradeContent: " Faster ", remark: "  r " })).toMatchObject({
      upgradeContent: "Faster",
      remark: "r",
    });
  });

  it("counts an icon or a package of spaces as missing and refuses ids longer than 64", () => {
    expect(errors({ ...good, iconFileId: "  ", packageFileId: " " })).toEqual({
      iconFileId: MSG.required,
      packageFileId: MSG.required,
    });
    const id = "c".repeat(64);
    expect(
      valueOf(appUpgradeSchema, { ...good, iconFileId: ` ${id} `, packageFileId: `${id} ` }),
    ).toMatchObject({
      iconFileId: id,
      packageFileId: id,
    });
    expect(errors({ ...good, iconFileId: `${id}c`, packageFileId: `${id}c` })).toEqual({
      iconFileId: MSG.invalid,
      packageFileId: MSG.invalid,
    });
  });

  it("wants a whole version number from 1", () => {
    expect(errors({ ...good, versionNum: "1.2.0" })).toEqual({ versionNum: "validation.integer" });
    expect(errors({ ...good, versionNum: "abc" })).toEqual({ versionNum: "validation.integer" });
    expect(errors({ ...good, versionNum: null })).toEqual({ versionNum: "validation.required" });
    expect(errors({ ...good, versionNum: APP_UPGRADE_LIMITS.versionNumMax })).toEqual({});
    expect(errors({ ...good, versionNum: 1.5 })).toEqual({ versionNum: "validation.integer" });
    expect(errors({ ...good, versionNum: 0 })).toEqual({ versionNum: "validation.range" });
    expect(errors({ ...good, versionNum: APP_UPGRADE_LIMITS.versionNumMax + 1 })).toEqual({
      versionNum: "validation.range",
    });
  });

  it("limits the lengths and the terminal type's characters", () => {
    const L = APP_UPGRADE_LIMITS;
    expect(
      errors({
        ...good,
        appName: "a".repeat(L.appNameMax + 1),
        versionName: "v".repeat(L.versionNameMax + 1),
        upgradeContent: "c".repeat(L.upgradeContentMax + 1),
        remark: "r".repeat(L.remarkMax + 1),
        terminalType: "AND ROID",
      }),
    ).toEqual({
      appName: "validation.tooLong",
      versionName: "validation.tooLong",
      upgradeContent: "validation.tooLong",
      remark: "validation.tooLong",
      terminalType: "validation.specialChars",
    });
    expect(
      errors({ ...good, appName: "a".repeat(L.appNameMax), remark: null, upgradeContent: null }),
    ).toEqual({});
  });

  it("names its messages and statuses", () => {
    expect(APP_UPGRADE_MSG).toEqual({
      versionTaken: "appUpgrade.versionTaken",
      alreadyInvalid: "appUpgrade.alreadyInvalid",
      invalidLocked: "appUpgrade.invalidLocked",
    });
    expect(APP_UPGRADE_STATUSES).toEqual(["VALID", "INVALID"]);
  });
});
