import { createHash } from "node:crypto";
import { crc32 } from "node:zlib";

/**
 * The bytes of the demo packages (releases.ts): small but real files of their kinds, so the file
 * storage's content checks (api/src/files/sniff.ts) accept them as it would an upload: ZIP archives
 * (an APK with AndroidManifest.xml at its root, an IPA with Payload/<name>.app/, a software ZIP) and
 * binary firmware images. Deterministic: the same name gives the same bytes on every start.
 */

/** Deterministic filler of `length` bytes drawn from `tag` (SHA-256 in counter mode): not text. */
export function fillerBytes(tag: string, length: number): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0, n = 0; n < length; i++) {
    const block = createHash("sha256").update(`${tag}#${i}`).digest();
    parts.push(block);
    n += block.length;
  }
  return Buffer.concat(parts).subarray(0, length);
}

/** A ZIP archive of the entries, stored (no compression), with a valid central directory. */
export function storedZip(entries: Record<string, Buffer | string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = typeof content === "string" ? Buffer.from(content, "utf8") : content;
    const fileName = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(0x00210000, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = Object.keys(entries).length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An Android install package of an app version: AndroidManifest.xml at the root, code and assets. */
export function demoApk(appId: string, versionCode: number, versionName: string): Buffer {
  return storedZip({
    "AndroidManifest.xml": `<?xml version="1.0" encoding="utf-8"?>\n<manifest package="${appId}" android:versionCode="${versionCode}" android:versionName="${versionName}"/>\n`,
    "classes.dex": Buffer.concat([
      Buffer.from("dex\n035\0"),
      fillerBytes(`${appId} ${versionCode} dex`, 6000),
    ]),
    "resources.arsc": fillerBytes(`${appId} ${versionCode} res`, 2000),
    "META-INF/MANIFEST.MF": "Manifest-Version: 1.0\nCreated-By: CGM Console demo seed\n",
  });
}

/** An iOS install package: the app bundle under Payload/. */
export function demoIpa(bundle: string, versionCode: number, versionName: string): Buffer {
  return storedZip({
    [`Payload/${bundle}.app/Info.plist`]: `<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>CFBundleVersion</key><string>${versionCode}</string><key>CFBundleShortVersionString</key><string>${versionName}</string></dict></plist>\n`,
    [`Payload/${bundle}.app/${bundle}`]: fillerBytes(`${bundle} ${versionCode} binary`, 8000),
  });
}

/** A software (icareSoft) package: a ZIP with its manifest and the transmitter software. */
export function demoSoftwareZip(productCode: string, versionName: string): Buffer {
  return storedZip({
    "manifest.json": `${JSON.stringify({ productCode, version: versionName, kind: "icareSoft" }, null, 2)}\n`,
    "soft.bin": fillerBytes(`${productCode} soft ${versionName}`, 12_000),
  });
}

/**
 * A firmware (icareSystem) image: a 64-byte header (magic "CGMFW", NUL-padded product code, start and
 * target versions) and the image body. Binary, so the storage takes it as a .bin and never as text.
 */
export function demoFirmwareImage(productCode: string, start: string, target: string): Buffer {
  const header = Buffer.alloc(64);
  header.write("CGMFW\0\x01\0", 0, "latin1");
  header.write(productCode.slice(0, 24), 8, "ascii");
  header.write(start.slice(0, 16), 32, "ascii");
  header.write(target.slice(0, 16), 48, "ascii");
  return Buffer.concat([header, fillerBytes(`${productCode} firmware ${start}->${target}`, 16_384)]);
}
