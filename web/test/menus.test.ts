import { describe, expect, it } from "vitest";
import { buttonCodesOf, resolvePath, routesOf, sideMenuOf, type MenuNode } from "../src/session/menus";
import { withTab, withoutTab } from "../src/layout/useTabs";
import { timeZoneFromUrl } from "../src/session/timeZone";

const node = (
  id: string,
  type: MenuNode["type"],
  code: string,
  url: string | null,
  menuList: MenuNode[] = [],
): MenuNode => ({
  id,
  name: code,
  url,
  type,
  authIdentify: code,
  icon: null,
  menuList,
});

const MENUS: MenuNode[] = [
  node("1", "DIRECTORY", "sys", null, [
    node("2", "PAGE", "org:role", "org/role", [
      node("3", "BUTTON", "org:role:add", null),
      node("4", "BUTTON", "org:role:delete", null),
    ]),
    node("5", "LINK", "sys:sandbox", "/graphql"),
    node("6", "PAGE", "docs", "https://docs.example.com/cgm"),
  ]),
  node("7", "PAGE", "personalCenter", "personal/center"),
  node("8", "DIRECTORY", "empty", null, []),
];

describe("menu-driven routes (spec section 2)", () => {
  it("turns page urls into hyphenated routes and external urls into i-{id} routes", () => {
    expect(routesOf(MENUS, "https://console.example").map((r) => [r.name, r.kind])).toEqual([
      ["org-role", "page"],
      ["i-5", "newTab"], // /graphql: this site, but not a console page
      ["i-6", "frame"],
      ["personal-center", "page"],
    ]);
  });

  it("takes button codes from the third level", () => {
    expect(buttonCodesOf(MENUS)).toEqual(["org:role:add", "org:role:delete"]);
  });

  it("keeps the personal center, buttons and empty directories out of the side menu", () => {
    const side = sideMenuOf(MENUS);
    expect(side.map((m) => m.authIdentify)).toEqual(["sys"]);
    expect(side[0]?.menuList.map((m) => m.authIdentify)).toEqual(["org:role", "sys:sandbox", "docs"]);
    expect(side[0]?.menuList[0]?.menuList).toEqual([]);
  });

  it("opens granted routes, sends known but ungranted pages to 403 and the rest to 404", () => {
    const routes = routesOf(MENUS);
    expect(resolvePath("org-role", routes).kind).toBe("granted");
    expect(resolvePath("i-5", routes).kind).toBe("granted");
    expect(resolvePath("sys-settings", routes).kind).toBe("forbidden");
    expect(resolvePath("i-99", routes).kind).toBe("forbidden");
    expect(resolvePath("no-such-page", routes).kind).toBe("notFound");
  });
});

describe("open tabs", () => {
  it("keeps home first and adds each page once", () => {
    let tabs = withTab([], { path: "/org-role" });
    expect(tabs.map((t) => t.path)).toEqual(["/home", "/org-role"]);
    tabs = withTab(tabs, { path: "/org-role" });
    expect(tabs).toHaveLength(2);
    tabs = withTab(tabs, { path: "/device-detail?sn=CGM202600001" });
    expect(tabs.map((t) => t.path)).toEqual(["/home", "/org-role", "/device-detail?sn=CGM202600001"]);
  });

  it("moves to a neighbour when the active tab closes, and never closes home", () => {
    const tabs = [{ path: "/home" }, { path: "/a" }, { path: "/b" }, { path: "/c" }];
    expect(withoutTab(tabs, "/b", "/b").next).toBe("/c");
    expect(withoutTab(tabs, "/c", "/c").next).toBe("/b");
    expect(withoutTab(tabs, "/b", "/a").next).toBeNull();
    expect(withoutTab(tabs, "/home", "/home").tabs).toHaveLength(4);
  });
});

describe("time zone from the URL (spec section 9)", () => {
  it("reads a valid tz parameter before or after the hash", () => {
    expect(timeZoneFromUrl("http://x/?tz=Europe%2FBerlin#/home")).toBe("Europe/Berlin");
    expect(timeZoneFromUrl("http://x/#/home?tz=America/New_York")).toBe("America/New_York");
    expect(timeZoneFromUrl("http://x/#/home?tz=Nowhere/City")).toBeNull();
    expect(timeZoneFromUrl("http://x/#/home")).toBeNull();
  });
});
