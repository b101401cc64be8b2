import { describe, expect, it } from "vitest";
import { isSameOrigin, menuTargetOf } from "../src/routing/menuTarget";
import type { MenuNode } from "../src/session/menus";

const ORIGIN = "https://console.example";
const entry = (type: MenuNode["type"], url: string | null, id = "37"): MenuNode => ({
  id,
  name: "entry",
  url,
  type,
  authIdentify: "code",
  icon: null,
  menuList: [],
});

describe("what a menu entry opens", () => {
  it("opens the API explorer (/graphql, this site but no console page) in a new tab, never /404", () => {
    expect(menuTargetOf(entry("LINK", "/graphql"), ORIGIN)).toEqual({
      kind: "newTab",
      path: "/i-37",
      url: "/graphql",
    });
    expect(menuTargetOf(entry("PAGE", "/graphql"), ORIGIN)?.kind).toBe("newTab");
    expect(menuTargetOf(entry("LINK", `${ORIGIN}/graphql`), ORIGIN)?.kind).toBe("newTab");
  });

  it("frames another site's address at its i-{id} route", () => {
    expect(menuTargetOf(entry("LINK", "https://docs.example.com/cgm", "6"), ORIGIN)).toEqual({
      kind: "frame",
      path: "/i-6",
      url: "https://docs.example.com/cgm",
    });
    expect(menuTargetOf(entry("PAGE", "//cdn.example.com/x"), ORIGIN)?.kind).toBe("frame");
    expect(menuTargetOf(entry("LINK", "http://console.example/graphql"), ORIGIN)?.kind).toBe("frame");
  });

  it("opens console pages at their hyphenated route", () => {
    expect(menuTargetOf(entry("PAGE", "sys/role"), ORIGIN)).toEqual({ kind: "page", path: "/sys-role" });
  });

  it("opens nothing for directories, buttons and entries without a url", () => {
    expect(menuTargetOf(entry("DIRECTORY", null), ORIGIN)).toBeNull();
    expect(menuTargetOf(entry("BUTTON", null), ORIGIN)).toBeNull();
    expect(menuTargetOf(entry("PAGE", null), ORIGIN)).toBeNull();
  });

  it("tells this site's urls from others'", () => {
    expect(isSameOrigin("/graphql", ORIGIN)).toBe(true);
    expect(isSameOrigin(`${ORIGIN}/x`, ORIGIN)).toBe(true);
    expect(isSameOrigin("https://console.example:8443/x", ORIGIN)).toBe(false);
    expect(isSameOrigin("//console.example/x", ORIGIN)).toBe(true);
    expect(isSameOrigin("//other.example/x", ORIGIN)).toBe(false);
    expect(isSameOrigin("sys/role", ORIGIN)).toBe(false);
    expect(isSameOrigin("/graphql", "")).toBe(true);
    expect(isSameOrigin(`${ORIGIN}/x`, "")).toBe(false);
    expect(isSameOrigin("https://other.example/x", ORIGIN)).toBe(false);
    expect(isSameOrigin("not a url", ORIGIN)).toBe(false);
  });
});
