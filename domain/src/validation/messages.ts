/**
 * Validation message ids. Each is a react-intl message id whose English text is exactly the spec's
 * wording; the API returns these ids in `extensions.fieldErrors` and the web shows their translation.
 */
export const MSG = {
  accountRequired: "validation.account.required",
  passwordRequired: "validation.password.required",
  passwordMin: "validation.password.min",
  passwordMax: "validation.password.max",
  passwordMismatch: "validation.password.mismatch",
  required: "validation.required",
  tooLong: "validation.tooLong",
  illegalPhone: "validation.phone.illegal",
  illegalMail: "validation.mail.illegal",
  specialChars: "validation.specialChars",
  snLength: "validation.sn.length",
  timeZoneInvalid: "validation.timeZone.invalid",
  integer: "validation.integer",
  range: "validation.range",
  invalid: "validation.invalid",
  httpsUrl: "validation.url.https",
  accountFormat: "validation.account.format",
  customOrgsRequired: "validation.customOrgs.required",
} as const;

export type MessageId = (typeof MSG)[keyof typeof MSG];
