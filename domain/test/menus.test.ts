import { describe, expect, it } from "vitest";
import {
  ALL_MENU_CODES,
  MENU_TREE,
  MENU_TYPES,
  PAGE_ROUTES,
  PERSONAL_CENTER_CODE,
  PERMISSIONS,
  SYSTEM_MANAGEMENT_CODE,
  isExternalUrl,
  routeOfUrl,
  walkMenus,
  type MenuDef,
} from "../src/index";

/** Every permission code the seed, the API rules and the web pages rely on (spec section 2). */
const REQUIRED_CODES = [
  "cgm",
  "cgm:list",
  "cgm:list:detail",
  "cgm:list:add",
  "cgm:list:import",
  "cgm:list:export",
  "cgm:list:releasePairing",
  "org",
  "org:list",
  "org:list:add",
  "org:list:edit",
  "org:list:status",
  "org:list:addAccount",
  "org:list:function",
  "org:list:erp",
  "org:account",
  "org:account:add",
  "org:account:edit",
  "org:account:status",
  "org:account:resetPassword",
  "org:role",
  "org:role:add",
  "org:role:edit",
  "org:role:delete",
  "sys",
  "sys:settings",
  "sys:settings:timeZone",
  "sys:api:explorer",
  "sys:dict",
  "sys:dict:add",
  "sys:dict:edit",
  "sys:dict:delete",
  "sys:appLog",
  "sys:appLog:pull",
  "sys:appLog:download",
  "sys:audit",
  "sys:audit:export",
  "sys:sandbox",
  "i18n",
  "i18n:language",
  "i18n:language:add",
  "i18n:language:edit",
  "i18n:language:delete",
  "i18n:country",
  "i18n:country:add",
  "i18n:country:edit",
  "i18n:country:delete",
  "i18n:country:translate",
  "i18n:country:import",
  "i18n:center",
  "i18n:center:add",
  "i18n:center:edit",
  "i18n:center:delete",
  "i18n:center:translate",
  "i18n:client",
  "i18n:client:add",
  "i18n:client:edit",
  "i18n:client:delete",
  "i18n:client:sync",
  "version",
  "version:release",
  "version:release:add",
  "version:release:edit",
  "version:release:delete",
  "version:release:sync",
  "version:app",
  "version:app:add",
  "version:app:edit",
  "version:app:invalidate",
  "version:app:upload",
  "version:software",
  "version:software:add",
  "version:software:edit",
  "version:software:delete",
  "version:software:upload",
  "version:firmware",
  "version:firmware:add",
  "version:firmware:edit",
  "version:firmware:delete",
  "version:firmware:upload",
  "personalCenter",
];

const entries = [...walkMenus(MENU_TREE)];

describe("menu catalogue entries", () => {
  it("holds every screen and button code the console relies on", () => {
    for (const code of REQUIRED_CODES) expect(ALL_MENU_CODES, code).toContain(code);
    expect(ALL_MENU_CODES).toEqual(entries.map(([m]) => m.code));
  });
  it("gives every entry a code, a name and a known type", () => {
    for (const [m] of entries) {
      expect(m.code).toMatch(/^[A-Za-z0-9]+(:[A-Za-z0-9]+)*$/);
      expect(m.name.trim(), m.code).not.toBe("");
      expect(MENU_TYPES, m.code).toContain(m.type);
    }
  });
  it("names each button after its page, with the page's code as prefix", () => {
    const pageOf = new Map<string, MenuDef>();
    for (const [m] of entries) for (const child of m.children ?? []) pageOf.set(child.code, m);
    for (const [m] of entries.filter(([e]) => e.type === "BUTTON")) {
      const page = pageOf.get(m.code);
      expect(page?.type, m.code).toBe("PAGE");
      if (m.code !== PERMISSIONS.apiExplorer) expect(m.code.startsWith(`${page?.code}:`), m.code).toBe(true);
      expect(m.url, m.code).toBeUndefined();
    }
  });
  it("gives the data pages their Add / Edit / Delete buttons", () => {
    const names = new Map(entries.map(([m]) => [m.code, m.name]));
    for (const page of [
      "org:role",
      "sys:dict",
      "i18n:language",
      "i18n:country",
      "i18n:center",
      "i18n:client",
      "version:release",
      "version:software",
      "version:firmware",
    ]) {
      expect(names.get(`${page}:add`), page).toBe("Add");
      expect(names.get(`${page}:edit`), page).toBe("Edit");
      expect(names.get(`${page}:delete`), page).toBe("Delete");
    }
    expect(names.get("i18n:country:translate")).toBe("Translation setting");
    expect(names.get("cgm:list:releasePairing")).toBe("Release pairing");
    expect(names.get("personalCenter")).toBe("Personal center");
  });
  it("gives each top-level entry an icon and pages a relative url, the API explorer an absolute one", () => {
    for (const m of MENU_TREE) expect(m.icon?.trim(), m.code).toBeTruthy();
    for (const [m] of entries.filter(([e]) => e.type === "PAGE")) {
      expect(m.url, m.code).toMatch(/^[a-z0-9]+(-[a-z]+)*\/[a-z]+(-[a-z]+)*$/);
      expect(isExternalUrl(m.url ?? ""), m.code).toBe(false);
    }
    const link = entries.find(([m]) => m.type === "LINK")?.[0];
    expect(link).toMatchObject({ code: "sys:sandbox", url: "/graphql" });
  });
  it("walks depth first and counts the roots as depth 1", () => {
    expect(entries.slice(0, 3).map(([m, d]) => [m.code, d])).toEqual([
      ["cgm", 1],
      ["cgm:list", 2],
      ["cgm:list:detail", 3],
    ]);
    expect([...walkMenus([{ code: "a", name: "A", type: "PAGE" }], 5)]).toEqual([
      [{ code: "a", name: "A", type: "PAGE" }, 5],
    ]);
  });
  it("routes the pages only, not the links or buttons", () => {
    expect(Object.keys(PAGE_ROUTES).length).toBe(entries.filter(([m]) => m.type === "PAGE").length);
    expect(Object.values(PAGE_ROUTES)).not.toContain("sys:sandbox");
    expect(PAGE_ROUTES["sys-app-log"]).toBe("sys:appLog");
    expect(PAGE_ROUTES["personal-center"]).toBe(PERSONAL_CENTER_CODE);
  });
  it("names the personal center and the system management codes", () => {
    expect(PERSONAL_CENTER_CODE).toBe("personalCenter");
    expect(SYSTEM_MANAGEMENT_CODE).toBe("sys");
    expect(MENU_TREE.map((m) => m.code)).toContain(SYSTEM_MANAGEMENT_CODE);
  });
});

describe("menu urls", () => {
  it("turns every slash into a dash after dropping all leading slashes", () => {
    expect(routeOfUrl("//a/b")).toBe("a-b");
    expect(routeOfUrl("a//b/")).toBe("a--b-");
    expect(routeOfUrl("a/b/")).toBe("a-b-");
  });
  it("treats http(s) addresses of any case and absolute paths as external", () => {
    for (const url of ["http://x.y", "HTTPS://x.y", "Http://x.y", "/graphql"])
      expect(isExternalUrl(url), url).toBe(true);
    for (const url of [
      "xhttps://x.y",
      "org/https://x",
      "https:/x.y",
      "ftp://x.y",
      "https//x",
      "org/list",
      "",
    ])
      expect(isExternalUrl(url), url).toBe(false);
  });
});
