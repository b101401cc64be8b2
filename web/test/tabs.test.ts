import { describe, expect, it } from "vitest";
import { tabKey, tabPathOf, withTab } from "../src/layout/useTabs";

describe("detail tabs", () => {
  it("keep one tab per device, following its latest address (a date range changes no tab)", () => {
    let tabs = withTab([], { path: "/device-detail?sn=CGM202600001" });
    tabs = withTab(tabs, { path: "/device-detail?sn=CGM202600001&range=7d" });
    tabs = withTab(tabs, { path: "/device-detail?sn=cgm202600002&range=30d" });
    expect(tabs.map((t) => t.path)).toEqual([
      "/home",
      "/device-detail?sn=CGM202600001&range=7d",
      "/device-detail?sn=cgm202600002&range=30d",
    ]);
    expect(tabKey("/device-detail?range=7d&sn=cgm202600002")).toBe("/device-detail?sn=CGM202600002");
    expect(tabKey("/device-detail")).toBe("/device-detail");
  });
});

describe("links back to a page", () => {
  it("go to the address its tab was left at, or to the bare page when it has none", () => {
    const tabs = withTab(withTab([], { path: "/cgm-list?sn=cgm2026&offset=20" }), {
      path: "/device-detail?sn=CGM202600021",
    });
    expect(tabPathOf(tabs, "/cgm-list")).toBe("/cgm-list?sn=cgm2026&offset=20");
    expect(tabPathOf(tabs, "/org-list")).toBe("/org-list");
    expect(tabPathOf([], "/cgm-list")).toBe("/cgm-list");
  });
});
