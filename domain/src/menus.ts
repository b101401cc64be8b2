import type { MenuType } from "./enums.js";

/**
 * The console's menu catalogue: every screen of spec section 2, its url (the route is the url with
 * "/" turned into "-") and the button permission codes (authIdentify) of its actions. The seed writes it
 * to the database; the API derives its rules from the granted codes; the web knows from it which pages
 * exist, so a known page that was not granted goes to /403 and anything else to /404.
 */
export interface MenuDef {
  /** Permission code (authIdentify); unique. Also the i18n key suffix: `menu.<code>`. */
  code: string;
  /** English name, stored in the database; the web shows its translation. */
  name: string;
  type: MenuType;
  url?: string;
  icon?: string;
  children?: MenuDef[];
}

const btn = (code: string, name: string): MenuDef => ({ code, name, type: "BUTTON" });

/** Buttons every data page offers. */
const crud = (base: string, extra: MenuDef[] = []): MenuDef[] => [
  btn(`${base}:add`, "Add"),
  btn(`${base}:edit`, "Edit"),
  btn(`${base}:delete`, "Delete"),
  ...extra,
];

export const MENU_TREE: MenuDef[] = [
  {
    code: "cgm",
    name: "CGM management",
    type: "DIRECTORY",
    icon: "activity",
    children: [
      {
        code: "cgm:list",
        name: "CGM list",
        type: "PAGE",
        url: "cgm/list",
        children: [
          btn("cgm:list:detail", "View detail"),
          btn("cgm:list:add", "Add"),
          btn("cgm:list:import", "Import"),
          btn("cgm:list:export", "Export"),
          btn("cgm:list:releasePairing", "Release pairing"),
        ],
      },
    ],
  },
  {
    code: "org",
    name: "Organisation management",
    type: "DIRECTORY",
    icon: "building",
    children: [
      {
        code: "org:list",
        name: "Organisation list",
        type: "PAGE",
        url: "org/list",
        children: [
          btn("org:list:add", "Add"),
          btn("org:list:edit", "Edit"),
          btn("org:list:status", "Enable/disable"),
          btn("org:list:addAccount", "Add account"),
          btn("org:list:function", "Function setup"),
          btn("org:list:erp", "ERP connection"),
        ],
      },
      {
        code: "org:account",
        name: "Account list",
        type: "PAGE",
        url: "org/account",
        children: [
          btn("org:account:add", "Add"),
          btn("org:account:edit", "Edit"),
          btn("org:account:status", "Enable/disable"),
          btn("org:account:resetPassword", "Reset password"),
        ],
      },
      {
        code: "org:role",
        name: "Role list",
        type: "PAGE",
        url: "org/role",
        children: crud("org:role"),
      },
    ],
  },
  {
    code: "sys",
    name: "System management",
    type: "DIRECTORY",
    icon: "settings",
    children: [
      {
        code: "sys:settings",
        name: "System settings",
        type: "PAGE",
        url: "sys/settings",
        children: [btn("sys:settings:timeZone", "Set time zone"), btn("sys:api:explorer", "API explorer")],
      },
      {
        code: "sys:dict",
        name: "Dictionary list",
        type: "PAGE",
        url: "sys/dict",
        children: crud("sys:dict"),
      },
      {
        code: "sys:appLog",
        name: "App log pulling",
        type: "PAGE",
        url: "sys/app-log",
        children: [btn("sys:appLog:pull", "Pull"), btn("sys:appLog:download", "Download")],
      },
      {
        code: "sys:audit",
        name: "Operation log",
        type: "PAGE",
        url: "sys/audit",
        children: [btn("sys:audit:export", "Export")],
      },
      {
        code: "sys:sandbox",
        name: "API explorer",
        type: "LINK",
        url: "/graphql",
      },
    ],
  },
  {
    code: "i18n",
    name: "Localisation",
    type: "DIRECTORY",
    icon: "globe",
    children: [
      {
        code: "i18n:language",
        name: "Language management",
        type: "PAGE",
        url: "i18n/language",
        children: crud("i18n:language"),
      },
      {
        code: "i18n:country",
        name: "Country management",
        type: "PAGE",
        url: "i18n/country",
        children: crud("i18n:country", [
          btn("i18n:country:translate", "Translation setting"),
          btn("i18n:country:import", "Import translations"),
        ]),
      },
      {
        code: "i18n:center",
        name: "Center management",
        type: "PAGE",
        url: "i18n/center",
        children: crud("i18n:center", [btn("i18n:center:translate", "Country translation")]),
      },
      {
        code: "i18n:client",
        name: "Client management",
        type: "PAGE",
        url: "i18n/client",
        children: crud("i18n:client", [btn("i18n:client:sync", "Sync Android information")]),
      },
    ],
  },
  {
    code: "version",
    name: "Version management",
    type: "DIRECTORY",
    icon: "package",
    children: [
      {
        code: "version:release",
        name: "Version release",
        type: "PAGE",
        url: "version/release",
        children: crud("version:release", [btn("version:release:sync", "Sync")]),
      },
      {
        code: "version:app",
        name: "App upgrade",
        type: "PAGE",
        url: "version/app",
        children: [
          btn("version:app:add", "Add"),
          btn("version:app:edit", "Edit"),
          btn("version:app:invalidate", "Set invalid"),
          btn("version:app:upload", "Upload"),
        ],
      },
      {
        code: "version:software",
        name: "Software upgrade",
        type: "PAGE",
        url: "version/software",
        children: crud("version:software", [btn("version:software:upload", "Upload")]),
      },
      {
        code: "version:firmware",
        name: "System upgrade",
        type: "PAGE",
        url: "version/firmware",
        children: crud("version:firmware", [btn("version:firmware:upload", "Upload")]),
      },
    ],
  },
  {
    code: "personalCenter",
    name: "Personal center",
    type: "PAGE",
    url: "personal/center",
    icon: "user",
  },
];

/** The code of the personal-center entry, kept apart from the side menu (spec section 6). */
export const PERSONAL_CENTER_CODE = "personalCenter";

/** Menu codes the "operator" demo role lacks: the system management pages. */
export const SYSTEM_MANAGEMENT_CODE = "sys";

/** Turns a menu url into its route path segment: "sys/role" -> "sys-role". */
export function routeOfUrl(url: string): string {
  return url.replace(/^\/+/, "").replace(/\//g, "-");
}

/** True for a url shown in an embedded frame rather than as a console page. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || url.startsWith("/");
}

/** Depth-first walk of a menu tree with the depth of each entry (1 for the roots). */
export function* walkMenus(tree: MenuDef[], depth = 1): Generator<[MenuDef, number]> {
  for (const item of tree) {
    yield [item, depth];
    if (item.children) yield* walkMenus(item.children, depth + 1);
  }
}

/** Every permission code of the catalogue. */
export const ALL_MENU_CODES: string[] = [...walkMenus(MENU_TREE)].map(([m]) => m.code);

/** Route name -> page code, for every page of the catalogue. */
export const PAGE_ROUTES: Record<string, string> = Object.fromEntries(
  [...walkMenus(MENU_TREE)]
    .filter(([m]) => m.type === "PAGE" && m.url)
    .map(([m]) => [routeOfUrl(m.url ?? ""), m.code]),
);
