import { describe, expect, it } from "vitest";
import {
  LIMITS,
  MSG,
  accountSchema,
  erpConnectionSchema,
  organisationSchema,
  roleSchema,
} from "../src/index";
import { errorsOf, valueOf } from "./support";

const org = {
  name: "Org",
  number: "ORG_1-a",
  director: "Dr",
  contact: "Ann",
  contactPhone: "13800138000",
};

describe("organisation form (spec section 5)", () => {
  it("accepts a complete organisation and fills the defaults", () => {
    expect(valueOf(organisationSchema, org)).toEqual({
      ...org,
      parentId: null,
      emails: "",
      label: "",
    });
    expect(errorsOf(organisationSchema, { ...org, parentId: 3, emails: "a@b.co", label: "x" })).toEqual({});
  });
  it("requires the name, number, director, contact and contact phone", () => {
    expect(errorsOf(organisationSchema, {})).toEqual({
      name: MSG.required,
      number: MSG.required,
      director: MSG.required,
      contact: MSG.required,
      contactPhone: MSG.required,
    });
  });
  it("limits the name to 100 and the contact to 100 characters", () => {
    expect(LIMITS.orgNameMax).toBe(100);
    expect(LIMITS.orgContactMax).toBe(100);
    expect(errorsOf(organisationSchema, { ...org, name: "n".repeat(100), contact: "c".repeat(100) })).toEqual(
      {},
    );
    expect(errorsOf(organisationSchema, { ...org, name: "n".repeat(101), contact: "c".repeat(101) })).toEqual(
      {
        name: MSG.tooLong,
        contact: MSG.tooLong,
      },
    );
  });
  it("limits the director to 100, the number to 32 and the label to 50 characters", () => {
    expect(
      errorsOf(organisationSchema, {
        ...org,
        director: "d".repeat(100),
        number: "1".repeat(32),
        label: "l".repeat(50),
      }),
    ).toEqual({});
    expect(
      errorsOf(organisationSchema, {
        ...org,
        director: "d".repeat(101),
        number: "1".repeat(33),
        label: "l".repeat(51),
      }),
    ).toEqual({
      director: MSG.tooLong,
      number: MSG.tooLong,
      label: MSG.tooLong,
    });
  });
  it("takes letters, digits, _ and - only in the number", () => {
    for (const bad of ["A 1", "A.1", "!A1", "A1!", "编号"])
      expect(errorsOf(organisationSchema, { ...org, number: bad }), bad).toEqual({
        number: MSG.specialChars,
      });
    expect(valueOf(organisationSchema, { ...org, number: "  AZaz09_-  " }).number).toBe("AZaz09_-");
  });
  it('needs a valid contact phone ("Illegal phone number") and valid e-mails ("Illegal mail address")', () => {
    expect(errorsOf(organisationSchema, { ...org, contactPhone: "12345" })).toEqual({
      contactPhone: MSG.illegalPhone,
    });
    expect(MSG.illegalPhone).toBe("validation.phone.illegal");
    expect(errorsOf(organisationSchema, { ...org, emails: "a@b.co, bad" })).toEqual({
      emails: MSG.illegalMail,
    });
    expect(MSG.illegalMail).toBe("validation.mail.illegal");
  });
  it("takes a positive whole parent id or none, and trims the label", () => {
    for (const bad of [0, -1, 1.5])
      expect(Object.keys(errorsOf(organisationSchema, { ...org, parentId: bad }))).toEqual(["parentId"]);
    expect(valueOf(organisationSchema, { ...org, parentId: null, label: " x " })).toMatchObject({
      parentId: null,
      label: "x",
    });
  });
});

describe("ERP connection", () => {
  const erp = { erpNumber: "E-1" };
  it("requires the ERP number, at most 64 characters, and fills the defaults", () => {
    expect(valueOf(erpConnectionSchema, { erpNumber: " E-1 " })).toEqual({
      erpNumber: "E-1",
      emails: "",
      callbackUrl: "",
    });
    expect(errorsOf(erpConnectionSchema, { erpNumber: "  " })).toEqual({ erpNumber: MSG.required });
    expect(errorsOf(erpConnectionSchema, { erpNumber: "e".repeat(64) })).toEqual({});
    expect(errorsOf(erpConnectionSchema, { erpNumber: "e".repeat(65) })).toEqual({ erpNumber: MSG.tooLong });
  });
  it("takes only an https callback, of at most 500 characters", () => {
    expect(errorsOf(erpConnectionSchema, { ...erp, callbackUrl: "https://erp.example.com/hook" })).toEqual(
      {},
    );
    expect(errorsOf(erpConnectionSchema, { ...erp, callbackUrl: "" })).toEqual({});
    for (const bad of ["http://erp.example.com/hook", "erp.example.com", "not a url", "ftp://x.y"])
      expect(errorsOf(erpConnectionSchema, { ...erp, callbackUrl: bad }), bad).toEqual({
        callbackUrl: MSG.httpsUrl,
      });
    expect(MSG.httpsUrl).toBe("validation.url.https");
    const long = (n: number) => `https://e.co/${"p".repeat(n - 13)}`;
    expect(errorsOf(erpConnectionSchema, { ...erp, callbackUrl: long(500) })).toEqual({});
    expect(errorsOf(erpConnectionSchema, { ...erp, callbackUrl: long(501) })).toEqual({
      callbackUrl: MSG.tooLong,
    });
  });
  it("trims the callback before checking its length", () => {
    expect(valueOf(erpConnectionSchema, { ...erp, callbackUrl: " https://e.co/x " }).callbackUrl).toBe(
      "https://e.co/x",
    );
    expect(
      errorsOf(erpConnectionSchema, { ...erp, callbackUrl: ` https://e.co/${"p".repeat(487)} ` }),
    ).toEqual({});
  });
  it("checks the notification e-mails", () => {
    expect(errorsOf(erpConnectionSchema, { ...erp, emails: "x" })).toEqual({ emails: MSG.illegalMail });
  });
});

const account = {
  account: "ann.lee@x_y-z",
  name: "Ann Lee",
  phone: "+86 138 0013 8000",
  roleId: 2,
  orgId: 1,
  dataScope: "ORG",
};

describe("account form (spec section 5)", () => {
  it("accepts a complete account and fills the defaults", () => {
    expect(valueOf(accountSchema, account)).toEqual({ ...account, customOrgIds: [] });
  });
  it("requires the account, name, phone, role, organisation and data scope", () => {
    expect(errorsOf(accountSchema, {})).toEqual({
      account: MSG.accountRequired,
      name: MSG.required,
      phone: MSG.required,
      roleId: MSG.required,
      orgId: MSG.required,
      dataScope: MSG.required,
    });
    expect(MSG.accountRequired).toBe("validation.account.required");
  });
  it("limits the name to 50 characters without special characters", () => {
    expect(LIMITS.accountNameMax).toBe(50);
    expect(errorsOf(accountSchema, { ...account, name: "n".repeat(50) })).toEqual({});
    expect(errorsOf(accountSchema, { ...account, name: "n".repeat(51) })).toEqual({ name: MSG.tooLong });
    expect(errorsOf(accountSchema, { ...account, name: "Ann <b>" })).toEqual({ name: MSG.specialChars });
    expect(MSG.specialChars).toBe("validation.specialChars");
  });
  it("limits the account to 50 letters, digits and . _ @ -", () => {
    expect(errorsOf(accountSchema, { ...account, account: "a".repeat(50) })).toEqual({});
    expect(errorsOf(accountSchema, { ...account, account: "a".repeat(51) })).toEqual({
      account: MSG.tooLong,
    });
    for (const bad of ["ann lee", "ann!", "!ann", "安"])
      expect(errorsOf(accountSchema, { ...account, account: bad }), bad).toEqual({
        account: MSG.accountFormat,
      });
    expect(MSG.accountFormat).toBe("validation.account.format");
  });
  it("trims the account", () => {
    expect(valueOf(accountSchema, { ...account, account: " ann " }).account).toBe("ann");
  });
  it("needs a valid phone", () => {
    expect(errorsOf(accountSchema, { ...account, phone: "call me" })).toEqual({ phone: MSG.illegalPhone });
  });
  it("takes a positive whole role and organisation id", () => {
    for (const bad of [0, -2, 1.5, "x"])
      expect(errorsOf(accountSchema, { ...account, roleId: bad, orgId: bad }), String(bad)).toEqual({
        roleId: MSG.required,
        orgId: MSG.required,
      });
  });
  it("takes one of the five data scopes", () => {
    for (const scope of ["PERSONAL", "ORG", "ORG_AND_SUB", "ALL"])
      expect(errorsOf(accountSchema, { ...account, dataScope: scope })).toEqual({});
    expect(errorsOf(accountSchema, { ...account, dataScope: "EVERYTHING" })).toEqual({
      dataScope: MSG.required,
    });
  });
  it("needs at least one organisation for a customised scope, each a positive whole id", () => {
    expect(errorsOf(accountSchema, { ...account, dataScope: "CUSTOM" })).toEqual({
      customOrgIds: MSG.customOrgsRequired,
    });
    expect(MSG.customOrgsRequired).toBe("validation.customOrgs.required");
    expect(errorsOf(accountSchema, { ...account, dataScope: "CUSTOM", customOrgIds: [4] })).toEqual({});
    expect(errorsOf(accountSchema, { ...account, dataScope: "ORG", customOrgIds: [] })).toEqual({});
    for (const bad of [0, -1, 2.5, "x"])
      expect(
        errorsOf(accountSchema, { ...account, dataScope: "CUSTOM", customOrgIds: [bad] }),
        String(bad),
      ).toEqual({ "customOrgIds[0]": MSG.required });
    expect(
      Object.keys(errorsOf(accountSchema, { ...account, dataScope: "CUSTOM", customOrgIds: [undefined] })),
    ).toEqual(["customOrgIds[0]"]);
  });
});

describe("role form (spec section 5)", () => {
  const role = { name: "Operator", level: 5 };
  it("accepts a role and fills the defaults", () => {
    expect(valueOf(roleSchema, role)).toEqual({ ...role, remark: "", menuIds: [] });
    expect(valueOf(roleSchema, { ...role, remark: null, menuIds: [1, 2] })).toEqual({
      ...role,
      remark: null,
      menuIds: [1, 2],
    });
  });
  it("requires the level and the name", () => {
    expect(errorsOf(roleSchema, {})).toEqual({ name: MSG.required, level: MSG.required });
  });
  it("limits the name to 15 characters without special characters", () => {
    expect(LIMITS.roleNameMax).toBe(15);
    expect(errorsOf(roleSchema, { ...role, name: "n".repeat(15) })).toEqual({});
    expect(errorsOf(roleSchema, { ...role, name: "n".repeat(16) })).toEqual({ name: MSG.tooLong });
    expect(errorsOf(roleSchema, { ...role, name: "ops/admin" })).toEqual({ name: MSG.specialChars });
  });
  it("limits the remark to 50 characters", () => {
    expect(LIMITS.roleRemarkMax).toBe(50);
    expect(errorsOf(roleSchema, { ...role, remark: "r".repeat(50) })).toEqual({});
    expect(errorsOf(roleSchema, { ...role, remark: "r".repeat(51) })).toEqual({ remark: MSG.tooLong });
    expect(valueOf(roleSchema, { ...role, remark: " r " }).remark).toBe("r");
  });
  it("takes a whole level from 1 to 99", () => {
    expect(errorsOf(roleSchema, { ...role, level: 1 })).toEqual({});
    expect(errorsOf(roleSchema, { ...role, level: 99 })).toEqual({});
    expect(errorsOf(roleSchema, { ...role, level: 0 })).toEqual({ level: MSG.range });
    expect(errorsOf(roleSchema, { ...role, level: 100 })).toEqual({ level: MSG.range });
    expect(errorsOf(roleSchema, { ...role, level: 2.5 })).toEqual({ level: MSG.integer });
    expect(errorsOf(roleSchema, { ...role, level: "x" })).toEqual({ level: MSG.integer });
    expect(MSG.range).toBe("validation.range");
    expect(MSG.integer).toBe("validation.integer");
  });
  it("takes positive whole menu ids", () => {
    expect(errorsOf(roleSchema, { ...role, menuIds: [0] })).toEqual({ "menuIds[0]": MSG.range });
    expect(errorsOf(roleSchema, { ...role, menuIds: [1.5] })).toEqual({ "menuIds[0]": MSG.integer });
    expect(errorsOf(roleSchema, { ...role, menuIds: ["x"] })).toEqual({ "menuIds[0]": MSG.integer });
    expect(Object.keys(errorsOf(roleSchema, { ...role, menuIds: [undefined] }))).toEqual(["menuIds[0]"]);
  });
});
