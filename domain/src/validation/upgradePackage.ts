import { mixed, number, object, string } from "yup";
import { MSG } from "./messages.js";
import { requiredText } from "./rules.js";
import { CODE_TEXT } from "./localisation.js";

/**
 * Software upgrade (icareSoft) and System upgrade (icareSystem, firmware): packages for a product code,
 * one table with a kind. Field limits are ours (the spec names the fields only).
 */
export const UPGRADE_PACKAGE_LIMITS = {
  upgradeContentMax: 500,
  productCodeMax: 50,
  typeNameMax: 50,
  versionNameMax: 50,
  upgradeTypeMax: 50,
  firmwareVersionMax: 50,
  /** Version numbers are whole numbers from 1 up to this (a PostgreSQL integer). */
  versionNumMax: 2_147_483_647,
} as const;

/** SOFTWARE: Software upgrade (icareSoft); FIRMWARE: System upgrade (icareSystem). */
export const UPGRADE_PACKAGE_KINDS = ["SOFTWARE", "FIRMWARE"] as const;
export type UpgradePackageKind = (typeof UPGRADE_PACKAGE_KINDS)[number];

/** How a firmware image is applied: the whole image, or a patch over the start version. */
export const UPGRADE_MODES = ["FULL", "DIFFERENTIAL"] as const;
export type UpgradeMode = (typeof UPGRADE_MODES)[number];

/** Message ids of the upgrade packages (English text in the web catalogues). */
export const UPGRADE_PACKAGE_MSG = {
  /** The same product code already has this version number in this list. */
  versionTaken: "upgradePackage.versionTaken",
  /** The start and the target firmware version are the same. */
  sameVersions: "upgradePackage.sameVersions",
} as const;

const L = UPGRADE_PACKAGE_LIMITS;
const code = (max: number) =>
  requiredText(max).matches(CODE_TEXT, { message: MSG.specialChars, excludeEmptyString: true });

/**
 * A software package: product code (letters, digits, _ . -) and version number (a whole number from 1)
 * required, with the version name, the package (a stored file of kind softwarePackage) and the upgrade
 * type (an item code of the upgradeType dictionary, which the API checks); type name and upgrade
 * content optional.
 */
export const softwareUpgradeSchema = object({
  upgradeContent: string().trim().max(L.upgradeContentMax, MSG.tooLong).nullable().default(""),
  productCode: code(L.productCodeMax),
  typeName: string().trim().max(L.typeNameMax, MSG.tooLong).nullable().default(""),
  packageFileId: string().trim().required(MSG.required).max(64, MSG.invalid),
  versionNum: number()
    .transform((v: number, raw: unknown) => (raw === "" || raw === null ? undefined : v))
    .typeError(MSG.integer)
    .required(MSG.required)
    .integer(MSG.integer)
    .min(1, MSG.range)
    .max(L.versionNumMax, MSG.range),
  versionName: requiredText(L.versionNameMax),
  upgradeType: code(L.upgradeTypeMax),
});

/**
 * A firmware package: a software package plus its upgrade mode, the firmware version a device must run
 * to take it (start version) and the one it runs after (target version), which differ.
 */
export const firmwareUpgradeSchema = softwareUpgradeSchema.shape({
  upgradeMode: mixed<UpgradeMode>()
    .transform((v: unknown) => (v === "" ? undefined : v))
    .required(MSG.required)
    .oneOf([...UPGRADE_MODES], MSG.invalid),
  startVersion: code(L.firmwareVersionMax),
  targetVersion: code(L.firmwareVersionMax).test("differs", UPGRADE_PACKAGE_MSG.sameVersions, function (v) {
    const start = (this.parent as { startVersion?: string }).startVersion;
    return !v || !start || v.trim().toLowerCase() !== start.trim().toLowerCase();
  }),
});
