import { describe, expect, it } from "vitest";
import { L10N_MSG, LIMITS, MSG, centerSchema, isDomainAddress, timeZoneSchema } from "../src/index";
import { errorsOf, valueOf } from "./support";

const n = (length: number, c = "a") => c.repeat(length);

describe("center form (spec section 5)", () => {
  const center = { name: "EU", centerCode: "eu-1", domain: "eu.example.com", orgId: 1, countryIds: [2, 3] };
  it("accepts a center", () => {
    expect(valueOf(centerSchema, center)).toEqual(center);
  });
  it("requires the name, code, domain, organisation and supported countries", () => {
    expect(errorsOf(centerSchema, {})).toEqual({
      name: MSG.required,
      centerCode: MSG.required,
      domain: MSG.required,
      orgId: MSG.required,
      countryIds: L10N_MSG.countriesRequired,
    });
    expect(L10N_MSG.countriesRequired).toBe("validation.countries.required");
    expect(errorsOf(centerSchema, { ...center, countryIds: [] })).toEqual({
      countryIds: L10N_MSG.countriesRequired,
    });
    expect(errorsOf(centerSchema, { ...center, countryIds: [0] })).toEqual({ "countryIds[0]": MSG.required });
  });
  it("limits the name and the code to 20, the domain to 100 characters", () => {
    expect([LIMITS.centerNameMax, LIMITS.centerCodeMax, LIMITS.centerDomainMax]).toEqual([20, 20, 100]);
    const domain = (length: number) => `${n(50)}.${n(length - 55)}.com`;
    expect(
      errorsOf(centerSchema, { ...center, name: n(20), centerCode: n(20), domain: domain(100) }),
    ).toEqual({});
    expect(
      errorsOf(centerSchema, { ...center, name: n(21), centerCode: n(21), domain: domain(101) }),
    ).toEqual({
      name: MSG.tooLong,
      centerCode: MSG.tooLong,
      domain: MSG.tooLong,
    });
  });
  it("takes the code without special characters and a valid domain", () => {
    expect(errorsOf(centerSchema, { ...center, centerCode: "eu 1", domain: "not a domain" })).toEqual({
      centerCode: MSG.specialChars,
      domain: L10N_MSG.domainInvalid,
    });
    expect(L10N_MSG.domainInvalid).toBe("validation.domain.invalid");
  });
});

describe("domain addresses", () => {
  const label = (length: number) => n(length, "b");
  it("takes host names of letters, digits and inner dashes, with an optional port", () => {
    for (const ok of [
      "a",
      "example.com",
      "a-b.c9",
      "A1.B2",
      "x.example.com:8080",
      "h:1",
      "h:65535",
      "xn--fa-hia.de",
      "a.b",
      "example.c",
      `${label(63)}.com`,
    ])
      expect(isDomainAddress(ok), ok).toBe(true);
  });
  it("refuses dashes at the ends of a label, empty labels, long labels, bad ports and anything else", () => {
    for (const bad of [
      "",
      "-a.com",
      "a-.com",
      "a..com",
      ".a.com",
      "a.com.",
      "a.-b.com",
      "a.b-.com",
      `${label(64)}.com`,
      `a.${label(64)}`,
      "a.com:",
      "a.com:123456",
      "a.com:x",
      "a b.com",
      "a.com/x",
      "a_b.com",
      "a.com x",
      " a.com",
      "ä.com",
    ])
      expect(isDomainAddress(bad), bad).toBe(false);
  });
  it("takes at most 253 characters", () => {
    const long = (last: number) => `${label(63)}.${label(63)}.${label(63)}.${label(last)}`;
    expect(long(61).length).toBe(253);
    expect(isDomainAddress(long(61))).toBe(true);
    expect(isDomainAddress(long(62))).toBe(false);
    expect(isDomainAddress(`${long(61)}:443`)).toBe(true);
  });
  it("takes https:// addresses of such a host, without user or password", () => {
    for (const ok of ["https://example.com", "HTTPS://example.com/", "https://example.com:8443/path?q=1"])
      expect(isDomainAddress(ok), ok).toBe(true);
    for (const bad of [
      "http://example.com",
      "ftp://example.com",
      "https://",
      "https://exa mple.com",
      "https://user@example.com",
      "https://:pw@example.com",
      "https://u:pw@example.com",
      "https://-a.com",
      " https://example.com",
      "a+b.c://example.com",
    ])
      expect(isDomainAddress(bad), bad).toBe(false);
  });
});

describe("system time zone", () => {
  it("takes an IANA name the runtime knows, trimmed", () => {
    expect(valueOf(timeZoneSchema, { timeZone: " Europe/Paris " })).toEqual({ timeZone: "Europe/Paris" });
    expect(errorsOf(timeZoneSchema, {})).toEqual({ timeZone: MSG.required });
    expect(errorsOf(timeZoneSchema, { timeZone: " " })).toEqual({ timeZone: MSG.required });
    expect(errorsOf(timeZoneSchema, { timeZone: "Mars/Olympus" })).toEqual({ timeZone: MSG.timeZoneInvalid });
    expect(MSG.timeZoneInvalid).toBe("validation.timeZone.invalid");
  });
});
