import { describe, expect, it } from "vitest";
import { redact } from "../src/common/audit";

describe("what the operation log keeps of a change", () => {
  it("hides secrets, keys of ERP and API access among them, but keeps a dictionary's key", () => {
    expect(
      redact({
        key: "terminalType",
        erpKey: "k1",
        erpKeyHash: "h",
        api_key: "k2",
        password: "p",
        token: "t",
        clientSecret: "s",
        nested: [{ newPassword: "n", name: "ok" }],
      }),
    ).toEqual({
      key: "terminalType",
      erpKey: "[redacted]",
      erpKeyHash: "[redacted]",
      api_key: "[redacted]",
      password: "[redacted]",
      token: "[redacted]",
      clientSecret: "[redacted]",
      nested: [{ newPassword: "[redacted]", name: "ok" }],
    });
  });
});
