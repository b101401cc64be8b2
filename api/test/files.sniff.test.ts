import { describe, expect, it } from "vitest";
import { FILE_KINDS, fileProblem } from "@cgm/domain";
import { KIND_POLICY } from "../src/files/kinds";
import {
  HEAD_BYTES,
  apk,
  gif,
  gzip,
  ipa,
  jpeg,
  png,
  text,
  webp,
  zip,
  zipEntries,
  type Probe,
} from "../src/files/sniff";
import { pngLike, zipOf } from "./files.helpers";

const probe = (b: Buffer): Probe => ({
  size: b.length,
  head: b.subarray(0, HEAD_BYTES),
  read: async (s, e) => b.subarray(s, e),
});

describe("content sniffing", () => {
  it("recognises each image type by its signature and nothing else", async () => {
    const samples: Record<string, Buffer> = {
      png: pngLike(100),
      jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
      gif: Buffer.from("GIF89a\x01\x00\x01\x00", "latin1"),
      webp: Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]),
      svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    };
    const sniffers = { png, jpeg, gif, webp };
    for (const [name, sniff] of Object.entries(sniffers))
      for (const [sample, bytes] of Object.entries(samples))
        expect(await sniff(probe(bytes)), `${name} on ${sample}`).toBe(
          name === sample ? `image/${name}` : null,
        );
  });

  it("reads a ZIP's entry names from its central directory, also past a trailing comment", async () => {
    const z = zipOf({ "AndroidManifest.xml": "<manifest/>", "classes.dex": "dex" });
    expect(await zipEntries(probe(z))).toEqual(["AndroidManifest.xml", "classes.dex"]);
    const withComment = Buffer.concat([z, Buffer.from("a comment")]);
    withComment.writeUInt16LE(9, z.length - 2);
    expect(await zipEntries(probe(withComment))).toEqual(["AndroidManifest.xml", "classes.dex"]);
    // A ZIP signature with a broken end: not an archive.
    expect(await zipEntries(probe(z.subarray(0, z.length - 10)))).toBeNull();
  });

  it("tells an APK (AndroidManifest.xml) and an IPA (Payload/*.app/) from a plain ZIP", async () => {
    const android = probe(zipOf({ "AndroidManifest.xml": "m", "res/a.png": "x" }));
    const ios = probe(zipOf({ "Payload/Cgm.app/Info.plist": "p" }));
    const plain = probe(zipOf({ "readme.txt": "hello" }));
    expect(await apk(android)).toBe("application/vnd.android.package-archive");
    expect(await apk(ios)).toBeNull();
    expect(await apk(plain)).toBeNull();
    expect(await ipa(ios)).toBe("application/octet-stream");
    expect(await ipa(android)).toBeNull();
    expect(await zip(plain)).toBe("application/zip");
    expect(await zip(probe(pngLike(200)))).toBeNull();
  });

  it("takes UTF-8 text (a character cut at the end of the head is fine) and refuses binary", async () => {
    expect(await text(probe(Buffer.from("2026-11-24 08:00 app started\nglucose ok ✓\n")))).toMatch(
      /^text\/plain/,
    );
    const long = Buffer.from("é".repeat(HEAD_BYTES)); // 2 bytes each: the head ends inside none, or one
    const cut = { ...probe(long), head: long.subarray(0, HEAD_BYTES - 1) };
    expect(await text(cut)).toMatch(/^text\/plain/);
    expect(await text(probe(Buffer.from([0x41, 0x00, 0x42])))).toBeNull();
    expect(await text(probe(Buffer.from([0xc3, 0x28])))).toBeNull();
    expect(await gzip(probe(Buffer.from([0x1f, 0x8b, 0x08, 0])))).toBe("application/gzip");
  });

  it("has a content check for every extension a kind accepts, and refuses SVG icons before upload", () => {
    for (const [kind, limits] of Object.entries(FILE_KINDS))
      expect(Object.keys(KIND_POLICY[kind as keyof typeof FILE_KINDS].sniff).sort(), kind).toEqual(
        [...limits.extensions].sort(),
      );
    expect(fileProblem("countryIcon", "flag.svg", 100)).toBe("type");
    expect(fileProblem("countryIcon", "flag.PNG", 100)).toBeNull();
    expect(fileProblem("countryIcon", "flag.png", 0)).toBe("empty");
    expect(fileProblem("countryIcon", "flag.png", FILE_KINDS.countryIcon.maxBytes + 1)).toBe("size");
  });
});
