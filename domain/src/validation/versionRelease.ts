import { array, number, object, string } from "yup";
import { LIMITS } from "../limits.js";
import { MSG } from "./messages.js";
import { requiredText } from "./rules.js";
import { CODE_TEXT } from "./localisation.js";

/** Message ids of Version release management (English text in the web catalogues, spec section 8). */
export const VERSION_MSG = {
  /** Sync without a client or a terminal type chosen. */
  selectClientFirst: "versionRelease.selectClientFirst",
  /** Sync found no earlier release of that client and terminal type. */
  noPrevious: "versionRelease.noPrevious",
  /** The client and terminal type already have a release with this version number. */
  numberTaken: "versionRelease.numberTaken",
  /** A version number that is not dotted digits such as 1.2.3. */
  numberFormat: "validation.versionNumber.format",
  /** No language chosen. */
  languagesRequired: "validation.languages.required",
  /** A language some version releases are in cannot be deleted ({count}). */
  languageInUseByReleases: "language.inUseByReleases",
} as const;

/**
 * A version number: one to four parts of one to nine digits joined by dots (1, 1.2, 1.2.3, 10.0.0.25),
 * at most LIMITS.versionNumMax characters. Compared as text for uniqueness (1.2 and 1.2.0 differ).
 */
export const VERSION_NUMBER = /^[0-9]{1,9}(\.[0-9]{1,9}){0,3}$/;

const id = () =>
  number().typeError(MSG.required).required(MSG.required).integer(MSG.required).positive(MSG.required);

/**
 * Version release (spec section 5): client, terminal type (an item code of the terminalType dictionary,
 * checked by the API), version number and languages required; version name required, at most 50;
 * remark (update content) at most 200.
 */
export const versionReleaseSchema = object({
  clientId: id(),
  terminalType: requiredText(LIMITS.clientTypeMax).matches(CODE_TEXT, {
    message: MSG.specialChars,
    excludeEmptyString: true,
  }),
  versionNum: requiredText(LIMITS.versionNumMax).matches(VERSION_NUMBER, {
    message: VERSION_MSG.numberFormat,
    excludeEmptyString: true,
  }),
  versionName: requiredText(LIMITS.versionNameMax),
  languageIdList: array(id()).default([]).min(1, VERSION_MSG.languagesRequired),
  remark: string().trim().max(LIMITS.versionRemarkMax, MSG.tooLong).nullable().default(""),
});
