import { describe, expect, it } from "vitest";
import {
  ALL_MENU_CODES,
  MAX_MENU_DEPTH,
  MENU_TREE,
  PAGE_ROUTES,
  catalogueOf,
  currencyOf,
  isExternalUrl,
  isRtl,
  isValidTimeZone,
  loginSchema,
  changePasswordSchema,
  routeOfUrl,
  validateWith,
  walkMenus,
} from "../src/index";

describe("login validation (spec section 5)", () => {
  const errors = (input: object) => {
    const r = validateWith(loginSchema, input);
    return r.ok ? {} : r.fieldErrors;
  };
  it("requires the account and the password", () => {
    expect(errors({ account: "", password: "" })).toEqual({
      account: "validation.account.required",
      password: "validation.password.required",
    });
    expect(errors({ account: "   ", password: "secret1" })).toEqual({
      account: "validation.account.required",
    });
  });
  it("needs at least six characters of password", () => {
    expect(errors({ account: "admin", password: "12345" })).toEqual({ password: "validation.password.min" });
    expect(errors({ account: "admin", password: "123456" })).toEqual({});
  });
  it("trims the account", () => {
    const r = validateWith(loginSchema, { account: "  admin ", password: "123456" });
    expect(r.ok && r.value.account).toBe("admin");
  });
  it("checks the new password twice when changing it", () => {
    const r = validateWith(changePasswordSchema, {
      currentPassword: "x",
      newPassword: "abcdef",
      confirmPassword: "abcdeg",
    });
    expect(r.ok ? {} : r.fieldErrors).toEqual({ confirmPassword: "validation.password.mismatch" });
  });
});

describe("menu catalogue", () => {
  it("has unique codes and at most three levels", () => {
    expect(new Set(ALL_MENU_CODES).size).toBe(ALL_MENU_CODES.length);
    for (const [, depth] of walkMenus(MENU_TREE)) expect(depth).toBeLessThanOrEqual(MAX_MENU_DEPTH);
  });
  it("gives every page a url and route, and buttons only at the third level", () => {
    for (const [m, depth] of walkMenus(MENU_TREE)) {
      if (m.type === "PAGE") expect(m.url).toBeTruthy();
      if (m.type === "BUTTON") expect(depth).toBe(3);
    }
    expect(PAGE_ROUTES["org-role"]).toBe("org:role");
    expect(PAGE_ROUTES["personal-center"]).toBe("personalCenter");
  });
  it("has a page for every screen of spec section 2", () => {
    const pages = Object.values(PAGE_ROUTES);
    for (const code of [
      "cgm:list",
      "org:list",
      "org:account",
      "org:role",
      "sys:settings",
      "sys:dict",
      "sys:appLog",
      "i18n:language",
      "i18n:country",
      "i18n:center",
      "i18n:client",
      "version:release",
      "version:app",
      "version:software",
      "version:firmware",
      "personalCenter",
    ]) {
      expect(pages).toContain(code);
    }
  });
  it("turns urls into routes and tells external links apart", () => {
    expect(routeOfUrl("sys/role")).toBe("sys-role");
    expect(routeOfUrl("/a/b/c")).toBe("a-b-c");
    expect(isExternalUrl("https://example.com/x")).toBe(true);
    expect(isExternalUrl("/graphql")).toBe(true);
    expect(isExternalUrl("org/list")).toBe(false);
  });
});

describe("locales and formats", () => {
  it("shares one catalogue among the Chinese codes", () => {
    expect(catalogueOf("zh-CHN")).toBe("zh-CN");
    expect(catalogueOf("zh-TWN")).toBe("zh-CN");
    expect(catalogueOf("pt-BR")).toBe("pt-BR");
  });
  it("uses yuan for Chinese and dollars otherwise", () => {
    expect(currencyOf("zh-CN")).toBe("CNY");
    expect(currencyOf("zh-TWN")).toBe("CNY");
    expect(currencyOf("en")).toBe("USD");
    expect(currencyOf("en-US")).toBe("USD");
  });
  it("writes Arabic right to left only", () => {
    expect(isRtl("ar")).toBe(true);
    expect(isRtl("fr")).toBe(false);
  });
  it("knows IANA time zones", () => {
    expect(isValidTimeZone("Asia/Shanghai")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });
});
