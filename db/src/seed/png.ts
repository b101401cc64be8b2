import { crc32, deflateSync } from "node:zlib";

/** Colours as 6-digit hex RGB, such as "de2910". */
export type Rgb = string;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A truecolour PNG (8 bits per channel, no alpha) of `width` x `height` pixels striped in equal bands
 * of `colours`, top to bottom, or left to right when `vertical`: the simple flags of the seeded countries.
 */
export function stripedPng(width: number, height: number, colours: Rgb[], vertical = false): Buffer {
  if (!colours.length || colours.some((c) => !/^[0-9a-f]{6}$/i.test(c))) throw new Error("bad colours");
  const rgb = colours.map((c) => [0, 2, 4].map((i) => parseInt(c.slice(i, i + 2), 16)));
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3); // each row starts with its filter type, 0 (none)
    for (let x = 0; x < width; x++) {
      const band = vertical ? Math.floor((x * rgb.length) / width) : Math.floor((y * rgb.length) / height);
      raw.set(rgb[band] ?? [0, 0, 0], row + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // bit depth 8, truecolour, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
