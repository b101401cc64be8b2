import { describe, expect, it } from "vitest";
import {
  ANDROID_CLIENT_TYPE,
  CLIENT_MSG,
  CLIENT_TYPE_DICTIONARY,
  L10N_MSG,
  LIMITS,
  MSG,
  clientSchema,
} from "../src/index";
import { errorsOf, valueOf } from "./support";

const n = (length: number, c = "a") => c.repeat(length);
const client = { clientName: "Android app", clientType: "ANDROID", centerId: 1, countryIds: [2, 3] };

describe("client form (spec section 5)", () => {
  it("accepts a client, trims the texts and fills an empty remark", () => {
    expect(valueOf(clientSchema, client)).toEqual({ ...client, remark: "" });
    expect(
      valueOf(clientSchema, { ...client, clientName: "  Android app ", clientType: " ios ", remark: " r " }),
    ).toMatchObject({ clientName: "Android app", clientType: "ios", remark: "r" });
    expect(valueOf(clientSchema, { ...client, remark: null })).toMatchObject({ remark: null });
  });

  it("requires the name, the type, the center and the support countries", () => {
    expect(errorsOf(clientSchema, {})).toEqual({
      clientName: MSG.required,
      clientType: MSG.required,
      centerId: MSG.required,
      countryIds: L10N_MSG.countriesRequired,
    });
    expect(errorsOf(clientSchema, { ...client, clientName: "  ", clientType: " " })).toEqual({
      clientName: MSG.required,
      clientType: MSG.required,
    });
    expect(errorsOf(clientSchema, { ...client, countryIds: [] })).toEqual({
      countryIds: L10N_MSG.countriesRequired,
    });
    expect(L10N_MSG.countriesRequired).toBe("validation.countries.required");
  });

  it("takes only positive whole ids for the center and the countries", () => {
    for (const bad of [0, -1, 1.5, "x", null])
      expect(errorsOf(clientSchema, { ...client, centerId: bad }), String(bad)).toEqual({
        centerId: MSG.required,
      });
    expect(errorsOf(clientSchema, { ...client, countryIds: [2, 0] })).toEqual({
      "countryIds[1]": MSG.required,
    });
  });

  it("limits the name to 50, the type to 50 and the remark to 200 characters", () => {
    expect([LIMITS.clientNameMax, LIMITS.clientTypeMax, LIMITS.clientRemarkMax]).toEqual([50, 50, 200]);
    expect(
      errorsOf(clientSchema, { ...client, clientName: n(50), clientType: n(50), remark: n(200) }),
    ).toEqual({});
    expect(
      errorsOf(clientSchema, { ...client, clientName: n(51), clientType: n(51), remark: n(201) }),
    ).toEqual({ clientName: MSG.tooLong, clientType: MSG.tooLong, remark: MSG.tooLong });
  });

  it("takes the type as a code: no spaces or other special characters", () => {
    for (const bad of ["and roid", "android!", "a/b"])
      expect(errorsOf(clientSchema, { ...client, clientType: bad }), bad).toEqual({
        clientType: MSG.specialChars,
      });
    expect(errorsOf(clientSchema, { ...client, clientType: "harmony_os-2.0" })).toEqual({});
  });

  it("names its messages and the client-type dictionary", () => {
    expect(CLIENT_MSG).toEqual({
      noAndroidClient: "client.noAndroidClient",
      centerInUseByClients: "center.inUseByClients",
      countryInUseByClients: "country.inUseByClients",
    });
    expect(CLIENT_TYPE_DICTIONARY).toBe("terminalType");
    expect(ANDROID_CLIENT_TYPE).toBe("ANDROID");
  });
});
