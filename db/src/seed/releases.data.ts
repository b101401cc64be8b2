/**
 * Demo data of the release screens (Version release management, App upgrade, Software and System
 * upgrade lists), written by releases.ts. The versions match what the simulated devices run
 * (api/src/sim/updates.ts): app versions 2.0.0 to 2.4.9, transmitter software 1.0 to 1.8, and the
 * firmware of DEMO_FIRMWARE, so `npm run simulate -- --updates` shows devices taking these upgrades.
 */

/** The firmware a demo device of each product code (goodsCode) runs before any upgrade. */
export const DEMO_FIRMWARE: Record<string, string> = { "CGM-S14": "3.1.0", "CGM-S15": "4.0.0" };

/**
 * The whole version number (an app's or a package's versionNum) of a dotted version: major * 10000 +
 * minor * 100 + patch, so "2.6.0" is 20600 and "1.9" is 10900; null when it is not one of that shape.
 */
export function versionCodeOf(version: string): number | null {
  const m = /^v?(\d{1,4})(?:\.(\d{1,2}))?(?:\.(\d{1,2}))?$/i.exec(version.trim());
  if (!m) return null;
  return Number(m[1]) * 10_000 + Number(m[2] ?? 0) * 100 + Number(m[3] ?? 0);
}

export interface DemoRelease {
  /** Client ID of a demo client (clients.ts). */
  client: string;
  terminalType: "ANDROID" | "IOS";
  versionNum: string;
  versionName: string;
  /** Language codes of the release. */
  languages: string[];
  remark: string;
  /** Days before the seed's reference day (DEMO_RELEASE_DAY) it was made. */
  daysAgo: number;
}

/** The day the demo release history counts back from (before any test or user adds its own). */
export const DEMO_RELEASE_DAY = Date.UTC(2026, 9, 28, 9, 0);

export const DEMO_RELEASES: DemoRelease[] = [
  {
    client: "demo-app",
    terminalType: "ANDROID",
    versionNum: "2.3.0",
    versionName: "Autumn",
    languages: ["zh-CN", "en-US"],
    remark: "新增夜间低血糖提醒 / Night-time low glucose alerts",
    daysAgo: 60,
  },
  {
    client: "demo-app",
    terminalType: "ANDROID",
    versionNum: "2.4.0",
    versionName: "Harmattan",
    languages: ["zh-CN", "en-US", "ar", "fr"],
    remark: "Rapports hebdomadaires partagés avec la clinique; تقارير أسبوعية",
    daysAgo: 35,
  },
  {
    client: "demo-app",
    terminalType: "ANDROID",
    versionNum: "2.6.0",
    versionName: "Winter",
    languages: ["zh-CN", "en-US", "es", "pt-BR", "ru", "cs", "pl"],
    remark: "Faster sensor pairing; firmware 3.2 and 4.1 support",
    daysAgo: 5,
  },
  {
    client: "demo-ios-app",
    terminalType: "IOS",
    versionNum: "2.4.0",
    versionName: "Sakura",
    languages: ["zh-CN", "en-US"],
    remark: "HealthKit export / 导出到健康应用",
    daysAgo: 40,
  },
  {
    client: "demo-ios-app",
    terminalType: "IOS",
    versionNum: "2.5.0",
    versionName: "Momiji",
    languages: ["zh-CN", "en-US", "fr", "es"],
    remark: "Widgets sur l'écran verrouillé; widgets en la pantalla de bloqueo",
    daysAgo: 12,
  },
];

export interface DemoAppUpgrade {
  appName: string;
  terminalType: "ANDROID" | "IOS";
  versionName: string;
  upgradeContent: string;
  remark: string | null;
  /** Set invalid this many days before DEMO_RELEASE_DAY (records its disable time); null: valid. */
  invalidDaysAgo: number | null;
  daysAgo: number;
  /** The package's file name (.apk or .ipa) and the icon's colours. */
  fileName: string;
  icon: string[];
}

export const DEMO_APP_UPGRADES: DemoAppUpgrade[] = [
  {
    appName: "iCare CGM",
    terminalType: "ANDROID",
    versionName: "2.5.0",
    upgradeContent: "Weekly reports; 周报告",
    remark: null,
    invalidDaysAgo: null,
    daysAgo: 30,
    fileName: "icare-cgm-2.5.0.apk",
    icon: ["1e88e5", "ffffff"],
  },
  {
    appName: "iCare CGM",
    terminalType: "ANDROID",
    versionName: "2.5.1",
    upgradeContent: "Crash fix for Bluetooth reconnection",
    remark: "Withdrawn: drained the battery on some phones",
    invalidDaysAgo: 18,
    daysAgo: 20,
    fileName: "icare-cgm-2.5.1.apk",
    icon: ["1e88e5", "ffffff"],
  },
  {
    appName: "iCare CGM",
    terminalType: "ANDROID",
    versionName: "2.6.0",
    upgradeContent: "Faster sensor pairing; jumelage plus rapide; 更快的配对",
    remark: null,
    invalidDaysAgo: null,
    daysAgo: 5,
    fileName: "icare-cgm-2.6.0.apk",
    icon: ["1565c0", "ffffff"],
  },
  {
    appName: "iCare CGM",
    terminalType: "IOS",
    versionName: "2.5.0",
    upgradeContent: "Lock screen widgets; 锁屏小组件",
    remark: null,
    invalidDaysAgo: null,
    daysAgo: 12,
    fileName: "icare-cgm-2.5.0.ipa",
    icon: ["1565c0", "ffffff"],
  },
];

export interface DemoPackage {
  kind: "SOFTWARE" | "FIRMWARE";
  productCode: string;
  typeName: string;
  versionName: string;
  upgradeContent: string;
  /** An item code of the upgradeType dictionary. */
  upgradeType: "OPTIONAL" | "FORCED";
  /** Firmware only: how it is applied, the version a device must run, the one it runs after. */
  upgradeMode?: "FULL" | "DIFFERENTIAL";
  startVersion?: string;
  targetVersion?: string;
  daysAgo: number;
}

/** The package's file name: a ZIP for software, a .bin image for firmware. */
export const packageFileName = (p: DemoPackage) => {
  const product = p.productCode.toLowerCase().replace(/^cgm-/, "");
  return p.kind === "SOFTWARE"
    ? `${product}-soft-${p.versionName}.zip`
    : `${product}-fw-${p.targetVersion}.bin`;
};

export const DEMO_PACKAGES: DemoPackage[] = [
  {
    kind: "SOFTWARE",
    productCode: "CGM-S14",
    typeName: "CGM S14 transmitter",
    versionName: "1.9",
    upgradeContent: "Calibration table for the 14-day sensor",
    upgradeType: "OPTIONAL",
    daysAgo: 21,
  },
  {
    kind: "SOFTWARE",
    productCode: "CGM-S15",
    typeName: "CGM S15 transmitter",
    versionName: "1.9",
    upgradeContent: "Calibration table for the 15-day sensor; table d'étalonnage",
    upgradeType: "OPTIONAL",
    daysAgo: 21,
  },
  {
    kind: "FIRMWARE",
    productCode: "CGM-S14",
    typeName: "CGM S14 transmitter",
    versionName: "3.2.0",
    upgradeContent: "Lower Bluetooth power use; 降低蓝牙功耗",
    upgradeType: "FORCED",
    upgradeMode: "FULL",
    startVersion: "3.1.0",
    targetVersion: "3.2.0",
    daysAgo: 14,
  },
  {
    kind: "FIRMWARE",
    productCode: "CGM-S14",
    typeName: "CGM S14 transmitter",
    versionName: "3.2.1",
    upgradeContent: "Patch: temperature sensor drift",
    upgradeType: "OPTIONAL",
    upgradeMode: "DIFFERENTIAL",
    startVersion: "3.2.0",
    targetVersion: "3.2.1",
    daysAgo: 3,
  },
  {
    kind: "FIRMWARE",
    productCode: "CGM-S15",
    typeName: "CGM S15 transmitter",
    versionName: "4.1.0",
    upgradeContent: "New signal filter; nouveau filtre du signal",
    upgradeType: "OPTIONAL",
    upgradeMode: "FULL",
    startVersion: "4.0.0",
    targetVersion: "4.1.0",
    daysAgo: 2,
  },
];
