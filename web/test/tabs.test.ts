import { describe, expect, it } from "vitest";
import { tabKey, withTab } from "../src/layout/useTabs";

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
