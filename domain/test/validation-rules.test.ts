import { describe, expect, it } from "vitest";
import { ValidationError, object, string } from "yup";
import {
  EMAIL,
  MSG,
  PHONE,
  PLAIN_TEXT,
  emailList,
  isPhone,
  phone,
  plainName,
  requiredText,
  splitEmails,
  validateWith,
} from "../src/index";
import { errorsOf } from "./support";

describe('phone numbers (spec section 5: "Illegal phone number")', () => {
  it("takes 6 to 20 digits with an optional leading +", () => {
    for (const ok of [
      "123456",
      "+123456",
      "+86 138 0013 8000",
      "+86 (10) 1234-5678",
      "1".repeat(20),
      "+1-202-555-0143",
    ])
      expect(isPhone(ok), ok).toBe(true);
    for (const bad of ["12345", "1".repeat(21), "+12345", "", "++123456"])
      expect(isPhone(bad), bad).toBe(false);
  });
  it("needs at least six digits", () => {
    for (const fewDigits of ["1    1", "1 2 3 4 5", "+1-2-3-4-5"])
      expect(isPhone(fewDigits), fewDigits).toBe(false);
  });
  it("refuses letters and symbols anywhere, and separators at either end", () => {
    for (const bad of [
      "x123456",
      "123456x",
      "1234x56",
      "tel 123456",
      "123456 ext",
      " 123456",
      "123456 ",
      "-123456",
      "123456-",
      "(123456)",
      "123.456.789",
      "123/456/789",
      "123456+",
      "1+23456",
    ])
      expect(isPhone(bad), bad).toBe(false);
  });
  it("allows at most 26 characters in all", () => {
    const spaced = (digits: number) => Array.from({ length: digits }, (_, i) => String(i % 10)).join(" ");
    expect(spaced(13).length).toBe(25);
    expect(isPhone(spaced(13))).toBe(true);
    expect(isPhone("1" + " ".repeat(24) + "1" + "1234")).toBe(false);
    expect(isPhone("1-2-3-4-5-6-7-8-9-0-1-2-34")).toBe(true); // 26 characters, 14 digits
    expect(isPhone("1-2-3-4-5-6-7-8-9-0-1-2-3-4")).toBe(false); // 27 characters
  });
  it("keeps the shape in PHONE: digits at both ends, 6 to 26 characters", () => {
    expect(PHONE.test("1    1")).toBe(true);
    expect(PHONE.test("1   1")).toBe(false);
    expect(PHONE.test("1" + " ".repeat(24) + "1")).toBe(true);
    expect(PHONE.test("1" + " ".repeat(25) + "1")).toBe(false);
    expect(PHONE.test("a123456")).toBe(false);
    expect(PHONE.test("123456a")).toBe(false);
  });
  it("is required in a form and answers the phone message id", () => {
    const s = object({ p: phone() });
    expect(errorsOf(s, { p: "" })).toEqual({ p: MSG.required });
    expect(errorsOf(s, { p: "   " })).toEqual({ p: MSG.required });
    expect(errorsOf(s, {})).toEqual({ p: MSG.required });
    expect(errorsOf(s, { p: "12ab56" })).toEqual({ p: "validation.phone.illegal" });
    expect(errorsOf(s, { p: " 123456 " })).toEqual({});
  });
});

describe('e-mail addresses (spec section 5: "Illegal mail address")', () => {
  it("takes something@domain.tld with a top-level domain of two or more", () => {
    for (const ok of ["a@b.co", "first.last@mail.example.com", "x+y@b.museum", "a@b.co.uk"])
      expect(EMAIL.test(ok), ok).toBe(true);
  });
  it("refuses a missing part, spaces, separators, a second @ and a short or dotted top-level domain", () => {
    for (const bad of [
      "",
      "a",
      "@b.co",
      "a@",
      "a@b",
      "a@.co",
      "a@b.",
      "a@b.c",
      "a@b.c.o",
      "a@b.co.",
      "a b@c.de",
      "a@b c.de",
      "a@b.d e",
      "a\tb@c.de",
      "a@@b.co",
      "a@b@c.co",
      "a,b@c.de",
      "a;b@c.de",
      "a@b;c.de",
      "a@b,c.de",
      "a@b.c;o",
      "a@b.c,o",
      "a@b.c@o",
      "x y a@b.co",
      "a@b.co x",
    ])
      expect(EMAIL.test(bad), bad).toBe(false);
  });
  it("splits a comma-separated list, trimming around the commas and dropping empty entries", () => {
    expect(splitEmails(" a@b.co ,c@d.org,, ")).toEqual(["a@b.co", "c@d.org"]);
    expect(splitEmails("")).toEqual([]);
  });
  it("validates each address of the list; an empty list passes", () => {
    const s = object({ e: emailList() });
    expect(errorsOf(s, { e: "" })).toEqual({});
    expect(errorsOf(s, {})).toEqual({});
    expect(errorsOf(s, { e: "a@b.co, c@d.org" })).toEqual({});
    expect(errorsOf(s, { e: "a@b.co, nope" })).toEqual({ e: "validation.mail.illegal" });
    expect(errorsOf(s, { e: "nope, a@b.co" })).toEqual({ e: "validation.mail.illegal" });
  });
  it("trims the list", () => {
    expect(validateWith(object({ e: emailList() }), { e: " a@b.co " })).toEqual({
      ok: true,
      value: { e: "a@b.co" },
    });
  });
  it("keeps the list under 500 characters", () => {
    const s = object({ e: emailList() });
    const address = (n: number) => `${"a".repeat(n)}@b.co`;
    expect(address(495).length).toBe(500);
    expect(errorsOf(s, { e: address(495) })).toEqual({});
    expect(errorsOf(s, { e: address(496) })).toEqual({ e: MSG.tooLong });
  });
});

describe('plain text ("no special characters")', () => {
  it("takes letters of any script with their marks, digits, spaces and . _ - · ( )", () => {
    for (const ok of [
      "Ann",
      "Zoë",
      "e\u0301",
      "王小明",
      "محمد",
      "R2 D2",
      "a.b",
      "a_b",
      "a-b",
      "Jean·Luc",
      "Ann (QA)",
      "٣",
    ])
      expect(PLAIN_TEXT.test(ok), ok).toBe(true);
  });
  it("refuses any other punctuation or symbol, wherever it is", () => {
    for (const bad of [
      "",
      "a!",
      "!a",
      "a@b",
      "<b>",
      "a/b",
      "a,b",
      "a'b",
      'a"b',
      "a;b",
      "a$",
      "a+b",
      "a\tb",
      "a\nb",
      "😀",
    ])
      expect(PLAIN_TEXT.test(bad), JSON.stringify(bad)).toBe(false);
  });
  it("plainName: required, trimmed, at most max characters, then no special characters", () => {
    const s = object({ n: plainName(5) });
    expect(errorsOf(s, { n: "" })).toEqual({ n: MSG.required });
    expect(errorsOf(s, { n: "  " })).toEqual({ n: MSG.required });
    expect(errorsOf(s, { n: "abcde" })).toEqual({});
    expect(errorsOf(s, { n: " abcde " })).toEqual({});
    expect(errorsOf(s, { n: "abcdef" })).toEqual({ n: MSG.tooLong });
    expect(errorsOf(s, { n: "ab!" })).toEqual({ n: "validation.specialChars" });
  });
  it("requiredText: required and trimmed before the length check", () => {
    const s = object({ t: requiredText(3) });
    expect(errorsOf(s, { t: "" })).toEqual({ t: "validation.required" });
    expect(errorsOf(s, { t: "   " })).toEqual({ t: "validation.required" });
    expect(errorsOf(s, { t: "  abc  " })).toEqual({});
    expect(errorsOf(s, { t: "abcd" })).toEqual({ t: "validation.tooLong" });
    const r = validateWith(s, { t: " ab " });
    expect(r.ok && r.value.t).toBe("ab");
  });
});

describe("validateWith", () => {
  const s = object({ a: requiredText(3), b: requiredText(3) });
  it("gives every failing field its first message, and strips unknown fields", () => {
    expect(errorsOf(s, { a: "", b: "abcd" })).toEqual({ a: MSG.required, b: MSG.tooLong });
    const r = validateWith(s, { a: "x", b: "y", extra: 1 });
    expect(r).toEqual({ ok: true, value: { a: "x", b: "y" } });
  });
  it("keeps the first of several messages of one field", () => {
    const two = object({ n: plainName(3) });
    expect(errorsOf(two, { n: "a!cd" })).toEqual({ n: MSG.tooLong });
  });
  it('puts an error of the whole input under "" and one without a path under _', () => {
    expect(errorsOf(object({ a: requiredText(3) }).required(MSG.required), null)).toEqual({
      "": MSG.required,
    });
    const pathless = object({
      a: string().test("t", "m", () => {
        throw new ValidationError("validation.invalid");
      }),
    });
    expect(errorsOf(pathless, { a: "x" })).toEqual({ _: MSG.invalid });
  });
  it("lets errors other than validation errors through", () => {
    const throwing = object({
      a: requiredText(3).test("boom", "x", () => {
        throw new TypeError("boom");
      }),
    });
    expect(() => validateWith(throwing, { a: "x" })).toThrow(TypeError);
  });
});
