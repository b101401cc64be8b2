import { describe, expect, it } from "vitest";
import { FILE_KINDS } from "@cgm/domain";
import { SpeedMeter, acceptOf, localProblem, refusalMessage } from "../src/ui/upload/uploadModel";

describe("upload model", () => {
  it("refuses a wrong type, an empty file and one over the kind's limit before sending", () => {
    expect(acceptOf("countryIcon")).toBe(".png,.jpg,.jpeg,.gif,.webp");
    expect(localProblem("countryIcon", { name: "flag.svg", size: 10 })).toEqual({
      id: "upload.wrongType",
      values: { types: ".png, .jpg, .jpeg, .gif, .webp" },
    });
    expect(localProblem("countryIcon", { name: "flag.png", size: 0 })?.id).toBe("upload.empty");
    expect(
      localProblem("countryIcon", { name: "flag.png", size: FILE_KINDS.countryIcon.maxBytes + 1 })?.id,
    ).toBe("upload.tooLarge");
    expect(localProblem("appPackage", { name: "cgm.APK", size: 1000 })).toBeNull();
  });

  it("explains the server's refusals by status and reason, a lost connection as a network error", () => {
    const body = (reason: string) =>
      JSON.stringify({ error: "UNSUPPORTED_MEDIA_TYPE", message: "x", reason });
    expect(refusalMessage("countryIcon", { status: 415, body: body("content") }).id).toBe(
      "upload.contentMismatch",
    );
    expect(refusalMessage("countryIcon", { status: 415, body: body("type") }).id).toBe("upload.wrongType");
    expect(refusalMessage("countryIcon", { status: 413, body: "" }).id).toBe("upload.tooLarge");
    expect(refusalMessage("countryIcon", { status: 413, body: body("quota") }).id).toBe("upload.quota");
    expect(refusalMessage("countryIcon", { status: 401, body: "" }).id).toBe("error.sessionExpired");
    expect(refusalMessage("countryIcon", { status: 403, body: "" }).id).toBe("error.forbidden");
    expect(refusalMessage("countryIcon", { status: null, body: "" }).id).toBe("error.network");
    expect(refusalMessage("countryIcon", { status: 502, body: "<html>bad gateway</html>" }).id).toBe(
      "upload.failed",
    );
  });

  it("measures speed over the last few seconds, not since the start", () => {
    const m = new SpeedMeter(3000);
    expect(m.add(0, 0)).toBe(0);
    expect(m.add(1000, 1_000_000)).toBe(1_000_000);
    // A stall: ten seconds later only 1 MB more; the old fast samples are forgotten.
    m.add(10_000, 2_000_000);
    expect(m.add(11_000, 2_000_000)).toBe(0);
    expect(m.add(12_000, 4_000_000)).toBe(1_000_000);
  });
});
