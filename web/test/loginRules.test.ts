import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";
import { LIMITS, loginSchema } from "@cgm/domain";
import { loginErrors, type LoginValues } from "../src/features/auth/loginRules";

/** The domain schema's first message per field, as the console's forms show them. */
function schemaErrors(values: LoginValues): Record<string, string> {
  try {
    loginSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: Record<string, string> = {};
    for (const inner of e.inner) if (inner.path && !(inner.path in out)) out[inner.path] = inner.message;
    return out;
  }
}

const accounts = [
  "",
  " ",
  "   ",
  "a",
  " admin ",
  "a".repeat(LIMITS.accountMax),
  "a".repeat(LIMITS.accountMax + 1),
];
accounts.push(` ${"a".repeat(LIMITS.accountMax)} `, "é".repeat(LIMITS.accountMax + 1), "管理员");
const passwords = ["", " ", "1", "12345", "123456", " 1234 ", "      ", "p".repeat(LIMITS.passwordMax)];
passwords.push("p".repeat(LIMITS.passwordMax + 1), "密码密码密码");

describe("the sign-in page's checks", () => {
  it("give the domain schema's message for every field, in its order of precedence", () => {
    for (const account of accounts)
      for (const password of passwords)
        expect(loginErrors({ account, password }), JSON.stringify({ account, password })).toEqual(
          schemaErrors({ account, password }),
        );
  });
  it("say the spec's three sign-in messages", () => {
    expect(loginErrors({ account: "", password: "" })).toEqual({
      account: "validation.account.required",
      password: "validation.password.required",
    });
    expect(loginErrors({ account: "admin", password: "123" })).toEqual({
      password: "validation.password.min",
    });
  });
});
