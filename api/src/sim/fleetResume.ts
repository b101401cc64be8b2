/**
 * A new simulator run picks up what its devices run from the console, as real devices would keep it:
 * the app and software versions their uploads last reported, and the firmware images they installed
 * in earlier runs (the devices that reported on each image: UpgradePackage.outcomeDevices).
 */
import { versionCodeOf } from "@cgm/db";
import type { ConsoleSession } from "./console";
import type { Fleet } from "./fleet";

/** What the console shows of a device's app and software. */
export interface ReportedVersions {
  appVersion: string | null;
  appSoftwareVersion: string | null;
}

/** Takes the versions the console shows for the device, where they are dotted versions. */
export function resumeVersions(fleet: Fleet, sn: string, v: ReportedVersions): void {
  const d = fleet.get(sn);
  if (!d) return;
  const app = v.appVersion ? versionCodeOf(v.appVersion) : null;
  if (app !== null) d.app = { code: app, name: v.appVersion! };
  const soft = v.appSoftwareVersion ? versionCodeOf(v.appSoftwareVersion) : null;
  if (soft !== null) d.software = { code: soft, name: v.appSoftwareVersion! };
}

interface Image {
  id: string;
  productCode: string;
  startVersion: string | null;
  targetVersion: string | null;
}

const PAGE = 100;

/** The SNs whose latest report on the image is INSTALLED. */
async function installers(session: ConsoleSession, id: string): Promise<Set<string>> {
  const out = new Set<string>();
  for (let offset = 0; ; offset += PAGE) {
    const { upgradePackage } = await session.gql<{
      upgradePackage: { outcomeDevices: { total: number; items: { sn: string; outcome: string }[] } };
    }>(
      `query($id: ID!, $p: PageInput) { upgradePackage(id: $id) { outcomeDevices(page: $p) { total items { sn outcome } } } }`,
      { id, p: { offset, limit: PAGE } },
    );
    const page = upgradePackage.outcomeDevices;
    for (const r of page.items) if (r.outcome === "INSTALLED") out.add(r.sn.toUpperCase());
    if (offset + PAGE >= page.total) return out;
  }
}

/**
 * Moves each device along the firmware images it installed before (start version to target, image
 * after image). Answers how many devices run another firmware than they started with.
 */
export async function resumeFirmware(session: ConsoleSession, fleet: Fleet): Promise<number> {
  const products = new Set([...fleet.values()].map((d) => d.productCode.toLowerCase()));
  const images: Image[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { firmwareUpgrades: page } = await session.gql<{
      firmwareUpgrades: { total: number; items: Image[] };
    }>(
      `query($p: PageInput) { firmwareUpgrades(page: $p) { total items { id productCode startVersion targetVersion } } }`,
      { p: { offset, limit: PAGE } },
    );
    images.push(...page.items.filter((i) => products.has(i.productCode.toLowerCase())));
    if (offset + PAGE >= page.total) break;
  }
  const took = new Map<string, Set<string>>();
  for (const i of images) took.set(i.id, await installers(session, i.id));
  let moved = 0;
  for (const d of fleet.values()) {
    const start = d.firmware;
    for (let step = 0; step < images.length; step++) {
      const next = images.find(
        (i) =>
          i.productCode.toLowerCase() === d.productCode.toLowerCase() &&
          i.startVersion === d.firmware &&
          i.targetVersion &&
          took.get(i.id)?.has(d.sn.toUpperCase()),
      );
      if (!next) break;
      d.firmware = next.targetVersion!;
    }
    if (d.firmware !== start) moved++;
  }
  return moved;
}
