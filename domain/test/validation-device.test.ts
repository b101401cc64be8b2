import { describe, expect, it } from "vitest";
import { object } from "yup";
import { LIMITS, MSG, SN_PATTERN, deviceSchema, snField } from "../src/index";
import { errorsOf, valueOf } from "./support";

describe('serial numbers (spec section 5, app log and devices: "Limit of 12 or 13 characters")', () => {
  const sn = object({ sn: snField() });
  it("takes 12 or 13 letters and digits", () => {
    expect(LIMITS.snLengths).toEqual([12, 13]);
    expect(errorsOf(sn, { sn: "CGM202600001" })).toEqual({});
    expect(errorsOf(sn, { sn: "cgm2026000012" })).toEqual({});
    expect(valueOf(sn, { sn: "  CGM202600001 " }).sn).toBe("CGM202600001");
  });
  it("is required", () => {
    expect(errorsOf(sn, {})).toEqual({ sn: MSG.required });
    expect(errorsOf(sn, { sn: "   " })).toEqual({ sn: MSG.required });
  });
  it("refuses 11 or 14 characters with the length message", () => {
    expect(errorsOf(sn, { sn: "CGM20260000" })).toEqual({ sn: MSG.snLength });
    expect(errorsOf(sn, { sn: "CGM20260000123" })).toEqual({ sn: MSG.snLength });
    expect(MSG.snLength).toBe("validation.sn.length");
  });
  it("refuses other characters with the special-characters message", () => {
    for (const bad of ["CGM-02600001", "CGM 02600001", "!GM202600001", "CGM20260000!", "CGM2026000é1"])
      expect(errorsOf(sn, { sn: bad }), bad).toEqual({ sn: MSG.specialChars });
  });
  it("SN_PATTERN matches exactly 12 or 13 letters and digits", () => {
    for (const ok of ["CGM202600001", "cgm2026000012"]) expect(SN_PATTERN.test(ok)).toBe(true);
    for (const bad of [
      "CGM20260000",
      "CGM20260000123",
      "CGM-02600001",
      "xCGM2026000012",
      "CGM2026000012x",
      " CGM202600001",
    ])
      expect(SN_PATTERN.test(bad), bad).toBe(false);
  });
});

describe("device form", () => {
  const device = { sn: "CGM202600001", goodsCode: "G-1.a_b", orgId: 3 };
  it("accepts a device and fills the defaults", () => {
    expect(valueOf(deviceSchema, device)).toEqual({
      ...device,
      canUseDay: 15,
      isSales: false,
      inventoryAt: null,
    });
    const at = new Date("2026-01-02T03:04:05Z");
    expect(
      valueOf(deviceSchema, { ...device, canUseDay: 365, isSales: true, inventoryAt: at }),
    ).toMatchObject({ canUseDay: 365, isSales: true, inventoryAt: at });
  });
  it("requires the SN, goods code and organisation", () => {
    expect(errorsOf(deviceSchema, {})).toEqual({
      sn: MSG.required,
      goodsCode: MSG.required,
      orgId: MSG.required,
    });
  });
  it("limits the goods code to 32 letters, digits and _ . -", () => {
    expect(valueOf(deviceSchema, { ...device, goodsCode: ` ${"g".repeat(32)} ` }).goodsCode).toBe(
      "g".repeat(32),
    );
    expect(errorsOf(deviceSchema, { ...device, goodsCode: "g".repeat(32) })).toEqual({});
    expect(errorsOf(deviceSchema, { ...device, goodsCode: "g".repeat(33) })).toEqual({
      goodsCode: MSG.tooLong,
    });
    for (const bad of ["G 1", "G/1", "!G1", "G1!"])
      expect(errorsOf(deviceSchema, { ...device, goodsCode: bad }), bad).toEqual({
        goodsCode: MSG.specialChars,
      });
  });
  it("takes a positive whole organisation id", () => {
    for (const bad of [0, -1, 1.5, "x"])
      expect(errorsOf(deviceSchema, { ...device, orgId: bad })).toEqual({ orgId: MSG.required });
  });
  it("takes 1 to 365 whole days of use", () => {
    expect(errorsOf(deviceSchema, { ...device, canUseDay: 1 })).toEqual({});
    expect(errorsOf(deviceSchema, { ...device, canUseDay: 0 })).toEqual({ canUseDay: MSG.range });
    expect(errorsOf(deviceSchema, { ...device, canUseDay: 366 })).toEqual({ canUseDay: MSG.range });
    expect(errorsOf(deviceSchema, { ...device, canUseDay: 1.5 })).toEqual({ canUseDay: MSG.integer });
    expect(errorsOf(deviceSchema, { ...device, canUseDay: "x" })).toEqual({ canUseDay: MSG.integer });
  });
});
