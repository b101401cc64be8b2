import { number, object, string } from "yup";
import { MSG } from "./messages.js";
import { requiredText } from "./rules.js";
import { CODE_TEXT } from "./localisation.js";

/** Field limits of App upgrade (spec section 5 names the required fields; the lengths are ours). */
export const APP_UPGRADE_LIMITS = {
  appNameMax: 50,
  upgradeContentMax: 500,
  versionNameMax: 50,
  terminalTypeMax: 50,
  remarkMax: 200,
  /** Version numbers are whole numbers from 1 up to this (a PostgreSQL integer). */
  versionNumMax: 2_147_483_647,
} as const;

/** Message ids of App upgrade (English text in the web catalogues). */
export const APP_UPGRADE_MSG = {
  /** The same terminal type already has this version number (valid or invalid). */
  versionTaken: "appUpgrade.versionTaken",
  /** Set invalid a second time: it was already set invalid, at {time}. */
  alreadyInvalid: "appUpgrade.alreadyInvalid",
  /** An invalid version cannot be changed any more. */
  invalidLocked: "appUpgrade.invalidLocked",
} as const;

/** Where a version stands: offered to devices, or set invalid (for good). */
export const APP_UPGRADE_STATUSES = ["VALID", "INVALID"] as const;
export type AppUpgradeStatus = (typeof APP_UPGRADE_STATUSES)[number];

const L = APP_UPGRADE_LIMITS;

/** A stored file's id (an upload's), required. */
const fileId = () => string().trim().required(MSG.required).max(64, MSG.invalid);

/**
 * App upgrade (spec section 5): app name, version name, icon, install package (file name) and terminal
 * type required; version number required and numeric (a whole number from 1). Upgrade content and
 * remark are optional. The terminal type is an item code of the terminalType dictionary (the API checks
 * that it exists); icon and package are stored-file ids of the kinds appIcon and appPackage.
 */
export const appUpgradeSchema = object({
  appName: requiredText(L.appNameMax),
  upgradeContent: string().trim().max(L.upgradeContentMax, MSG.tooLong).nullable().default(""),
  iconFileId: fileId(),
  packageFileId: fileId(),
  versionNum: number()
    .transform((v: number, raw: unknown) => (raw === "" || raw === null ? undefined : v))
    .typeError(MSG.integer)
    .required(MSG.required)
    .integer(MSG.integer)
    .min(1, MSG.range)
    .max(L.versionNumMax, MSG.range),
  versionName: requiredText(L.versionNameMax),
  terminalType: requiredText(L.terminalTypeMax).matches(CODE_TEXT, {
    message: MSG.specialChars,
    excludeEmptyString: true,
  }),
  remark: string().trim().max(L.remarkMax, MSG.tooLong).nullable().default(""),
});
