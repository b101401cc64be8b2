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
type Check = (p: Probe) => Promise<string | null>;
const software = KIND_POLICY.softwarePackage.sniff as Record<"apk" | "zip" | "bin", Check>;
const firmware = KIND_POLICY.firmware.sniff as Record<"bin" | "img" | "zip", Check>;
/** A firmware-like image: a header, NUL padding and non-UTF-8 bytes. */
const image = Buffer.concat([
  Buffer.from("FWIMG\x00\x01"),
  Buffer.alloc(300),
  Buffer.from([0xff, 0xfe, 0x80]),
]);

describe("software packages and firmware images are checked by content", () => {
  it("takes binary images, archives and APKs of their extension", async () => {
    expect(await software.bin(probe(image))).toBe("application/octet-stream");
    expect(await firmware.bin(probe(image))).toBe("application/octet-stream");
    expect(await firmware.img(probe(Buffer.from([0xde, 0xad, 0xbe, 0xef, 0x00])))).toBe(
      "application/octet-stream",
    );
    expect(await firmware.zip(probe(zipOf({ "fw.bin": "x" })))).toBe("application/zip");
    expect(await software.apk(probe(zipOf({ "AndroidManifest.xml": "<m/>" })))).toBe(
      "application/vnd.android.package-archive",
    );
  });

  it("refuses text named .bin or .img, and a .zip or .apk that is not one", async () => {
    const text = Buffer.from("#!/bin/sh\nrm -rf /\n");
    expect(await software.bin(probe(text))).toBeNull();
    expect(await firmware.bin(probe(text))).toBeNull();
    expect(await firmware.img(probe(Buffer.from("version=1.0.3\n")))).toBeNull();
    expect(await firmware.zip(probe(image))).toBeNull();
    expect(await software.apk(probe(zipOf({ "readme.txt": "hi" })))).toBeNull();
  });

  it("accepts only their extensions up to the kind's limit", () => {
    expect(fileProblem("softwarePackage", "pump.BIN", 10)).toBeNull();
    expect(fileProblem("softwarePackage", "pump.img", 10)).toBe("type");
    expect(fileProblem("firmware", "fw.img", 10)).toBeNull();
    expect(fileProblem("firmware", "fw.apk", 10)).toBe("type");
    expect(fileProblem("firmware", "fw.bin", FILE_KINDS.firmware.maxBytes + 1)).toBe("size");
    expect(fileProblem("firmware", "fw.bin", 0)).toBe("empty");
  });
});
