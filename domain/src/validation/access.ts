import { array, mixed, number, object, string } from "yup";
import { DATA_SCOPES, type DataScope } from "../enums.js";
import { LIMITS } from "../limits.js";
import { MSG } from "./messages.js";
import { emailList, phone, plainName, requiredText } from "./rules.js";

/** Organisation form (spec section 5). */
export const organisationSchema = object({
  parentId: number().integer().positive().nullable().default(null),
  name: requiredText(LIMITS.orgNameMax),
  number: string()
    .trim()
    .required(MSG.required)
    .max(32, MSG.tooLong)
    .matches(/^[A-Za-z0-9_-]+$/, MSG.specialChars),
  director: requiredText(100),
  contact: requiredText(LIMITS.orgContactMax),
  contactPhone: phone(),
  emails: emailList().default(""),
  label: string().trim().max(50, MSG.tooLong).default(""),
});

/** ERP connection of an organisation: the callback must be https (checked further on the server). */
export const erpConnectionSchema = object({
  erpNumber: string().trim().required(MSG.required).max(64, MSG.tooLong),
  emails: emailList().default(""),
  callbackUrl: string()
    .trim()
    .max(500, MSG.tooLong)
    .default("")
    .test("https", MSG.httpsUrl, (v) => {
      if (!v) return true;
      try {
        return new URL(v).protocol === "https:";
      } catch {
        return false;
      }
    }),
});

/** Account form (spec section 5): one role, a data scope, and for a customised scope its organisations. */
export const accountSchema = object({
  account: string()
    .trim()
    .required(MSG.accountRequired)
    .max(LIMITS.accountMax, MSG.tooLong)
    .matches(/^[A-Za-z0-9_.@-]+$/, MSG.accountFormat),
  name: plainName(LIMITS.accountNameMax),
  phone: phone(),
  roleId: number()
    .typeError(MSG.required)
    .required(MSG.required)
    .integer(MSG.required)
    .positive(MSG.required),
  orgId: number().typeError(MSG.required).required(MSG.required).integer(MSG.required).positive(MSG.required),
  dataScope: mixed<DataScope>()
    .oneOf([...DATA_SCOPES], MSG.required)
    .required(MSG.required),
  customOrgIds: array(
    number().typeError(MSG.required).integer(MSG.required).positive(MSG.required).required(),
  )
    .default([])
    .when("dataScope", {
      is: "CUSTOM",
      then: (s) => s.min(1, MSG.customOrgsRequired),
    }),
});

/** Role form (spec section 5); `menuIds` is its authorization (menus down to the buttons). */
export const roleSchema = object({
  name: plainName(LIMITS.roleNameMax),
  level: number()
    .typeError(MSG.integer)
    .required(MSG.required)
    .integer(MSG.integer)
    .min(1, MSG.range)
    .max(99, MSG.range),
  remark: string().trim().max(LIMITS.roleRemarkMax, MSG.tooLong).nullable().default(""),
  menuIds: array(number().typeError(MSG.integer).integer(MSG.integer).positive(MSG.range).required()).default(
    [],
  ),
});
