import { describe, expect, it } from "vitest";
import { demoReleaseFiles } from "@cgm/db";
import { extensionOf, fileProblem } from "@cgm/domain";
import { KIND_POLICY } from "../src/files/kinds";
import { HEAD_BYTES, type Probe } from "../src/files/sniff";

/** The demo packages and icons the seed stores (db/src/seed/releases.ts) pass the storage's checks. */
describe("seeded release files", () => {
  it.each(demoReleaseFiles().map((f) => [`${f.kind} ${f.name}`, f] as const))(
    "%s is accepted for its kind by name, size and content, as the type it is recorded with",
    async (_, f) => {
      expect(fileProblem(f.kind, f.name, f.bytes.length)).toBeNull();
      const sniff = KIND_POLICY[f.kind].sniff[extensionOf(f.name)];
      expect(sniff).toBeDefined();
      const probe: Probe = {
        size: f.bytes.length,
        head: f.bytes.subarray(0, HEAD_BYTES),
        read: async (start, end) => f.bytes.subarray(start, end),
      };
      expect(await sniff!(probe)).toBe(f.contentType);
    },
  );

  it("refuses a demo package cut short (the sniffing looks at the whole archive)", async () => {
    const apk = demoReleaseFiles().find((f) => f.name.endsWith(".apk"))!;
    const cut = apk.bytes.subarray(0, apk.bytes.length - 30);
    const probe: Probe = {
      size: cut.length,
      head: cut.subarray(0, HEAD_BYTES),
      read: async (s, e) => cut.subarray(s, e),
    };
    expect(await KIND_POLICY.appPackage.sniff.apk!(probe)).toBeNull();
  });
});
