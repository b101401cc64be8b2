import { array, number, object, string } from "yup";
import { LIMITS } from "../limits.js";
import { MSG } from "./messages.js";
import { requiredText } from "./rules.js";
import { isValidTimeZone } from "../time.js";

/** Message ids of the localisation and dictionary screens (English text in the web catalogues). */
export const L10N_MSG = {
  domainInvalid: "validation.domain.invalid",
  countriesRequired: "validation.countries.required",
  areaCodeInvalid: "validation.phoneAreaCode.invalid",
  dictKeyTaken: "dictionary.keyTaken",
  dictHasChildren: "dictionary.hasChildren",
  dictTooDeep: "dictionary.tooDeep",
  languageCodeTaken: "language.codeTaken",
  languageInUse: "language.inUse",
  countryCodeTaken: "country.codeTaken",
  countryInUse: "country.inUse",
  centerCodeTaken: "center.codeTaken",
  centerInUse: "center.inUse",
} as const;

/** A code or key: letters and digits of any script, and _ . - (no spaces, no other punctuation). */
export const CODE_TEXT = /^[\p{L}\p{N}_.-]+$/u;

const code = (max: number) =>
  requiredText(max).matches(CODE_TEXT, { message: MSG.specialChars, excludeEmptyString: true });
const optionalText = (max: number) => string().trim().max(max, MSG.tooLong).nullable().default("");
const id = () =>
  number().typeError(MSG.required).required(MSG.required).integer(MSG.required).positive(MSG.required);

/** A host name (optionally with a port), or an https:// address. */
export function isDomainAddress(v: string): boolean {
  const host =
    /^(?=.{1,253}(:|$))([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*(:[0-9]{1,5})?$/;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(v)) return host.test(v);
  try {
    const u = new URL(v);
    return u.protocol === "https:" && host.test(u.host) && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** Names or labels per language: the language's id and the text. */
const namesPerLanguage = () =>
  array(object({ languageId: id(), name: requiredText(LIMITS.translationMax) })).default([]);
const labelsPerLanguage = () =>
  array(object({ languageId: id(), label: requiredText(LIMITS.translationMax) })).default([]);

/** Dictionary entry (spec section 5); with `parentId` it is an item (or a child of an item). */
export const dictionarySchema = object({
  parentId: number().integer(MSG.invalid).positive(MSG.invalid).nullable().default(null),
  key: code(LIMITS.dictKeyMax),
  name: requiredText(LIMITS.dictNameMax),
  enName: optionalText(LIMITS.dictNameMax),
  zhName: optionalText(LIMITS.dictNameMax),
  code: code(LIMITS.dictCodeMax),
  sort: number()
    .typeError(MSG.integer)
    .integer(MSG.integer)
    .min(-999999, MSG.range)
    .max(999999, MSG.range)
    .default(0),
  remark: optionalText(LIMITS.dictRemarkMax),
  labels: labelsPerLanguage(),
});

/** Language (spec section 5). */
export const languageSchema = object({
  language: requiredText(LIMITS.languageNameMax),
  languageCode: code(LIMITS.languageCodeMax),
  appDisplayCode: code(LIMITS.languageAppCodeMax),
});

/**
 * Country (spec sections 5 and 9). The icon is required: a stored file's id (a new upload, or on an
 * update the country's current icon; the API counts an update that leaves the icon out as keeping it).
 */
export const countrySchema = object({
  country: requiredText(LIMITS.countryNameMax),
  countryCode: requiredText(LIMITS.countryCodeMax).matches(/^[A-Za-z0-9]*$/, MSG.specialChars),
  phoneAreaCode: requiredText(LIMITS.phoneAreaCodeMax).matches(
    /^(\+?[0-9]+(-[0-9]+)?)?$/,
    L10N_MSG.areaCodeInvalid,
  ),
  iconFileId: string().trim().required(MSG.required),
  centerId: id(),
  defaultLanguageId: id(),
});

/** The names of one country in each language (Translation setting). */
export const countryTranslationsSchema = object({ translations: namesPerLanguage() });

/** Center (spec section 5). */
export const centerSchema = object({
  name: requiredText(LIMITS.centerNameMax),
  centerCode: code(LIMITS.centerCodeMax),
  domain: requiredText(LIMITS.centerDomainMax).test(
    "domain",
    L10N_MSG.domainInvalid,
    (v) => !v || isDomainAddress(v),
  ),
  orgId: id(),
  countryIds: array(id()).default([]).min(1, L10N_MSG.countriesRequired),
});

/** System settings: the time zone, an IANA name the runtime knows. */
export const timeZoneSchema = object({
  timeZone: string()
    .trim()
    .required(MSG.required)
    .test("tz", MSG.timeZoneInvalid, (v) => !v || isValidTimeZone(v)),
});
