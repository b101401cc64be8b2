import { object, string, ref } from "yup";
import { LIMITS } from "../limits.js";
import { MSG } from "./messages.js";

/** Sign-in form (spec section 5): the three login messages, in this order of precedence. */
export const loginSchema = object({
  account: string().trim().required(MSG.accountRequired).max(LIMITS.accountMax, MSG.tooLong),
  password: string()
    .required(MSG.passwordRequired)
    .min(LIMITS.passwordMin, MSG.passwordMin)
    .max(LIMITS.passwordMax, MSG.passwordMax),
});

/** Changing one's own password in the personal center. */
export const changePasswordSchema = object({
  currentPassword: string().required(MSG.passwordRequired),
  newPassword: string()
    .required(MSG.passwordRequired)
    .min(LIMITS.passwordMin, MSG.passwordMin)
    .max(LIMITS.passwordMax, MSG.passwordMax),
  confirmPassword: string()
    .required(MSG.passwordRequired)
    .oneOf([ref("newPassword")], MSG.passwordMismatch),
});
