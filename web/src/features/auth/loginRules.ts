import { LIMITS, MSG } from "@cgm/domain";

export interface LoginValues {
  account: string;
  password: string;
}
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * The sign-in form's checks (the domain's loginSchema, spec section 5), written out so the sign-in page
 * carries no schema library; test/loginRules.test.ts holds them to the schema. One message id per
 * field, in the schema's order of precedence. The account is checked trimmed, the password as typed.
 */
export function loginErrors(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const account = values.account.trim();
  if (!account) errors.account = MSG.accountRequired;
  else if (account.length > LIMITS.accountMax) errors.account = MSG.tooLong;
  const { password } = values;
  if (!password) errors.password = MSG.passwordRequired;
  else if (password.length < LIMITS.passwordMin) errors.password = MSG.passwordMin;
  else if (password.length > LIMITS.passwordMax) errors.password = MSG.passwordMax;
  return errors;
}
