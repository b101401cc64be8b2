import { string } from "yup";
import { MSG } from "./messages.js";

/** Letters of any script, digits, spaces, and . _ - · ( ) — no other punctuation or symbols. */
export const PLAIN_TEXT = /^[\p{L}\p{M}\p{N} ._\-·()]+$/u;

/** A phone number: optional +, then 6 to 20 digits with spaces, dashes or parentheses between. */
export const PHONE = /^\+?[0-9][0-9 ()-]{4,24}[0-9]$/;
const phoneDigits = (v: string) => (v.match(/[0-9]/g) ?? []).length;

/** One e-mail address (deliberately simple: something@domain.tld, no spaces). */
export const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;.]{2,}$/;

export const isPhone = (v: string) => PHONE.test(v) && phoneDigits(v) >= 6 && phoneDigits(v) <= 20;

/** Splits a comma-separated list of addresses (spaces allowed around commas). */
export const splitEmails = (v: string) =>
  v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

export const requiredText = (max: number) => string().trim().required(MSG.required).max(max, MSG.tooLong);

export const plainName = (max: number) =>
  requiredText(max).matches(PLAIN_TEXT, { message: MSG.specialChars, excludeEmptyString: true });

export const phone = () =>
  string()
    .trim()
    .required(MSG.required)
    .test("phone", MSG.illegalPhone, (v) => !v || isPhone(v));

/** Comma-separated e-mail addresses, each valid; empty allowed unless required. */
export const emailList = () =>
  string()
    .trim()
    .max(500, MSG.tooLong)
    .test("emails", MSG.illegalMail, (v) => !v || splitEmails(v).every((e) => EMAIL.test(e)));
