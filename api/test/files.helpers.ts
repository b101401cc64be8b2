import http from "node:http";
import { crc32 } from "node:zlib";

/**
 * A tus client speaking the protocol by hand, so each test sees every status and header: as staff (a
 * session cookie), as a device app (`bearer`: its device token), or with no credentials.
 */
export class TusCaller {
  constructor(
    readonly base: string,
    readonly cookie?: string,
    readonly bearer?: string,
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      "tus-resumable": "1.0.0",
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
      ...extra,
    };
  }

  create(kind: string, filename: string, length: number): Promise<Response> {
    const meta = (k: string, v: string) => `${k} ${Buffer.from(v).toString("base64")}`;
    return fetch(`${this.base}/files/v1/uploads`, {
      method: "POST",
      headers: this.headers({
        "upload-length": String(length),
        "upload-metadata": [meta("kind", kind), meta("filename", filename)].join(","),
      }),
    });
  }

  patch(location: string, offset: number, body: Buffer): Promise<Response> {
    return fetch(new URL(location, this.base), {
      method: "PATCH",
      headers: this.headers({
        "content-type": "application/offset+octet-stream",
        "upload-offset": String(offset),
      }),
      body,
    });
  }

  head(location: string): Promise<Response> {
    return fetch(new URL(location, this.base), { method: "HEAD", headers: this.headers() });
  }

  /** Cancels an upload (tus termination). */
  remove(location: string): Promise<Response> {
    return fetch(new URL(location, this.base), { method: "DELETE", headers: this.headers() });
  }

  /** Creates and sends a whole file in one PATCH; answers the final PATCH's response. */
  async upload(kind: string, filename: string, bytes: Buffer): Promise<{ location: string; res: Response }> {
    const created = await this.create(kind, filename, bytes.length);
    if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
    const location = created.headers.get("location") ?? "";
    return { location, res: await this.patch(location, 0, bytes) };
  }

  /**
   * Starts a PATCH with the whole file as its declared body but sends only `sent` bytes, then drops
   * the connection, as a browser losing its network does.
   */
  async dropAfter(location: string, bytes: Buffer, sent: number): Promise<void> {
    const url = new URL(location, this.base);
    await new Promise<void>((resolve) => {
      const req = http.request(url, {
        method: "PATCH",
        headers: this.headers({
          "content-type": "application/offset+octet-stream",
          "upload-offset": "0",
          "content-length": String(bytes.length),
        }),
      });
      req.on("error", () => resolve());
      req.on("response", () => resolve());
      req.write(bytes.subarray(0, sent), () => setTimeout(() => req.destroy(), 300));
    });
  }

  download(id: string, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${this.base}/files/v1/${id}`, {
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
    });
  }
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bytes that start as a PNG (the signature and deterministic filler). */
export function pngLike(size: number): Buffer {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i++) b[i] = (i * 31 + 7) % 251;
  PNG_SIGNATURE.copy(b, 0);
  return b;
}

/** A ZIP archive (stored, no compression) of the given entries, with a valid central directory. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const n = Buffer.from(name);
    const data = Buffer.from(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt32LE(crc32(data), 16);
    cd.writeUInt32LE(data.length, 20);
    cd.writeUInt32LE(data.length, 24);
    cd.writeUInt16LE(n.length, 28);
    cd.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    central.push(cd, n);
    offset += 30 + n.length + data.length;
  }
  const cdBuf = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cdBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cdBuf, end]);
}
