import { describe, expect, it } from "vitest";
import { LIMITS, MSG, changePasswordSchema, loginSchema } from "../src/index";
import { errorsOf, valueOf } from "./support";

describe("sign-in form (spec section 5)", () => {
  it('says "The account cannot be empty" and "The password cannot be empty"', () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      account: MSG.accountRequired,
      password: MSG.passwordRequired,
    });
    expect(MSG.accountRequired).toBe("validation.account.required");
    expect(MSG.passwordRequired).toBe("validation.password.required");
  });
  it('says "The length of password cannot less than 6 digital" below six characters', () => {
    expect(LIMITS.passwordMin).toBe(6);
    expect(errorsOf(loginSchema, { account: "a", password: "12345" })).toEqual({ password: MSG.passwordMin });
    expect(MSG.passwordMin).toBe("validation.password.min");
    expect(errorsOf(loginSchema, { account: "a", password: "123456" })).toEqual({});
  });
  it("does not trim the password, and caps it at 128 characters", () => {
    expect(valueOf(loginSchema, { account: " a ", password: " 1234 " })).toEqual({
      account: "a",
      password: " 1234 ",
    });
    expect(errorsOf(loginSchema, { account: "a", password: "p".repeat(128) })).toEqual({});
    expect(errorsOf(loginSchema, { account: "a", password: "p".repeat(129) })).toEqual({
      password: MSG.passwordMax,
    });
    expect(MSG.passwordMax).toBe("validation.password.max");
  });
  it("caps the account at 50 characters", () => {
    expect(errorsOf(loginSchema, { account: "a".repeat(50), password: "123456" })).toEqual({});
    expect(errorsOf(loginSchema, { account: "a".repeat(51), password: "123456" })).toEqual({
      account: MSG.tooLong,
    });
  });
});

describe("changing one's password", () => {
  const ok = { currentPassword: "old", newPassword: "abcdef", confirmPassword: "abcdef" };
  it("accepts a new password typed twice", () => {
    expect(valueOf(changePasswordSchema, ok)).toEqual(ok);
  });
  it("requires all three passwords", () => {
    expect(errorsOf(changePasswordSchema, {})).toEqual({
      currentPassword: MSG.passwordRequired,
      newPassword: MSG.passwordRequired,
      confirmPassword: MSG.passwordRequired,
    });
  });
  it("needs 6 to 128 characters in the new password", () => {
    expect(errorsOf(changePasswordSchema, { ...ok, newPassword: "abcde", confirmPassword: "abcde" })).toEqual(
      { newPassword: MSG.passwordMin },
    );
    const long = "p".repeat(129);
    expect(errorsOf(changePasswordSchema, { ...ok, newPassword: long, confirmPassword: long })).toEqual({
      newPassword: MSG.passwordMax,
    });
    const longest = "p".repeat(128);
    expect(errorsOf(changePasswordSchema, { ...ok, newPassword: longest, confirmPassword: longest })).toEqual(
      {},
    );
  });
  it("refuses a confirmation that differs", () => {
    expect(errorsOf(changePasswordSchema, { ...ok, confirmPassword: "abcdeg" })).toEqual({
      confirmPassword: MSG.passwordMismatch,
    });
    expect(errorsOf(changePasswordSchema, { ...ok, confirmPassword: "abcdef " })).toEqual({
      confirmPassword: MSG.passwordMismatch,
    });
    expect(MSG.passwordMismatch).toBe("validation.password.mismatch");
  });
});
