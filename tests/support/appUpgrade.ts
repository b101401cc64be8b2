import { crc32 } from "node:zlib";
import { expect, type Page } from "@playwright/test";
import { DEMO, signIn } from "./app";

/** Helpers of the App upgrade specs. */

export const table = (page: Page) => page.getByTestId("appUpgrade-table");
/** The row of the version with this version name. */
export const row = (page: Page, versionName: string) =>
  table(page)
    .getByTestId("row")
    .filter({ has: page.getByRole("cell", { name: versionName, exact: true }) });

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** A ZIP archive (stored, no compression) of the given entries, with a valid central directory. */
export function zipOf(entries: Record<string, Buffer | string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const n = Buffer.from(name);
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
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

/** An APK-shaped archive of about `mb` megabytes (a manifest, classes.dex and filler). */
export function apkOf(mb: number): Buffer {
  const pad = Buffer.alloc(Math.round(mb * 1_000_000));
  for (let i = 0; i < pad.length; i++) pad[i] = (i * 31 + 7) % 251;
  return zipOf({ "AndroidManifest.xml": "<manifest/>", "classes.dex": "dex\n035", "assets/pad.bin": pad });
}

export async function openAppUpgrades(page: Page) {
  await signIn(page, ...DEMO.admin);
  await page.getByTestId("menu-version:app").click();
  await expect(page).toHaveURL(/#\/version-app$/);
  await expect(page.getByTestId("appUpgrade-add")).toBeVisible();
}

/** The value of the option of a select whose text contains `text`. */
export const optionValue = async (page: Page, select: string, text: string) =>
  (await page.getByTestId(select).locator("option", { hasText: text }).getAttribute("value")) ?? "";

/**
 * Slows each chunk of a package upload (PATCH) down, so the progress bar can be watched and paused.
 * Answers a function that lets the rest through at full speed.
 */
export async function slowUploads(page: Page, ms: number): Promise<() => void> {
  let slow = true;
  await page.route("**/files/v1/uploads/**", async (route) => {
    if (slow && route.request().method() === "PATCH") await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
  return () => {
    slow = false;
  };
}
