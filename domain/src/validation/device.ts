import { boolean, date, number, object, string } from "yup";
import { MSG } from "./messages.js";

/** A CGM serial number: 12 or 13 letters and digits (spec section 5). */
export const SN_PATTERN = /^[A-Za-z0-9]{12,13}$/;

export const snField = () =>
  string()
    .trim()
    .required(MSG.required)
    .test("sn-length", MSG.snLength, (v) => !v || v.length === 12 || v.length === 13)
    .matches(/^[A-Za-z0-9]*$/, MSG.specialChars);

/** Registering one device by form. */
export const deviceSchema = object({
  sn: snField(),
  goodsCode: string()
    .trim()
    .required(MSG.required)
    .max(32, MSG.tooLong)
    .matches(/^[A-Za-z0-9_.-]+$/, MSG.specialChars),
  orgId: number().typeError(MSG.required).required(MSG.required).integer(MSG.required).positive(MSG.required),
  canUseDay: number()
    .typeError(MSG.integer)
    .integer(MSG.integer)
    .min(1, MSG.range)
    .max(365, MSG.range)
    .default(15),
  isSales: boolean().default(false),
  inventoryAt: date().nullable().default(null),
});
