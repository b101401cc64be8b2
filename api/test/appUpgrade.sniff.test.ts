import { describe, expect, it } from "vitest";
import { FILE_KINDS, fileProblem } from "@cgm/domain";
import { KIND_POLICY } from "../src/files/kinds";
import { HEAD_BYTES, type Probe } from "../src/files/sniff";
import { zipOf } from "./files.helpers";

const probe = (b: Buffer): Probe => ({
  size: b.length,
  head: b.subarray(0, HEAD_BYTES),
  read: async (s, e) => b.subarray(s, e),
});
const { apk, ipa } = KIND_POLICY.appPackage.sniff as Record<
  "apk" | "ipa",
  (p: Probe) => Promise<string | null>
>;

describe("install packages (appPackage) are checked by content", () => {
  it("takes a minimal APK-shaped archive and a minimal IPA", async () => {
    const android = zipOf({
      "AndroidManifest.xml": "<manifest/>",
      "classes.dex": "dex\n035",
      "res/icon.png": "x",
    });
    expect(await apk(probe(android))).toBe("application/vnd.android.package-archive");
    const ios = zipOf({ "Payload/ICare.app/Info.plist": "<plist/>", "Payload/ICare.app/ICare": "bin" });
    expect(await ipa(probe(ios))).toBe("application/octet-stream");
  });

  it("refuses a text file named .apk, a ZIP without the APK entries, and an APK named .ipa", async () => {
    expect(await apk(probe(Buffer.from("this is only text\n")))).toBeNull();
    expect(await apk(probe(zipOf({ "classes.dex": "dex", "readme.txt": "hi" })))).toBeNull();
    expect(await ipa(probe(zipOf({ "AndroidManifest.xml": "<manifest/>" })))).toBeNull();
    // Payload/ alone, or an app bundle outside Payload/, is no IPA.
    expect(await ipa(probe(zipOf({ "Payload/readme.txt": "x", "ICare.app/Info.plist": "p" })))).toBeNull();
  });

  it("accepts only .apk and .ipa up to the kind's limit; icons are raster images", () => {
    expect(FILE_KINDS.appPackage.maxBytes).toBe(500_000_000);
    expect(fileProblem("appPackage", "cgm.APK", 10)).toBeNull();
    expect(fileProblem("appPackage", "cgm.zip", 10)).toBe("type");
    expect(fileProblem("appPackage", "cgm.ipa", FILE_KINDS.appPackage.maxBytes + 1)).toBe("size");
    expect(fileProblem("appIcon", "icon.svg", 10)).toBe("type");
    expect(Object.keys(KIND_POLICY.appIcon.sniff).sort()).toEqual(["gif", "jpeg", "jpg", "png", "webp"]);
  });
});
