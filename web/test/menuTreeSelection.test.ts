import { describe, expect, it } from "vitest";
import type { MenuNode } from "../src/session/menus";
import { searchTree, setTicked, stateOf } from "../src/ui/menuTree/selection";

const node = (id: number, code: string, type: MenuNode["type"], kids: MenuNode[] = []): MenuNode => ({
  id: String(id),
  name: code,
  url: null,
  type,
  authIdentify: code,
  icon: null,
  menuList: kids,
});
const tree = [
  node(1, "org", "DIRECTORY", [
    node(2, "org:list", "PAGE", [node(3, "org:list:add", "BUTTON"), node(4, "org:list:erp", "BUTTON")]),
    node(5, "org:role", "PAGE", [node(6, "org:role:add", "BUTTON")]),
  ]),
  node(7, "cgm", "DIRECTORY", [node(8, "cgm:list", "PAGE")]),
];
const find = (id: number): MenuNode => {
  const all = (ns: MenuNode[]): MenuNode[] => ns.flatMap((n) => [n, ...all(n.menuList)]);
  return all(tree).find((n) => n.id === String(id))!;
};

describe("grant tree selection", () => {
  it("a ticked button brings its page and directory", () => {
    expect(setTicked(tree, new Set(), [find(4)], true)).toEqual([1, 2, 4]);
  });
  it("unticking a page takes its buttons, and a directory left empty goes too", () => {
    expect(setTicked(tree, new Set([1, 2, 3, 4]), [find(2)], false)).toEqual([]);
    expect(setTicked(tree, new Set([1, 2, 3, 5]), [find(2)], false)).toEqual([1, 5]);
  });
  it("a page stays when its last button goes", () => {
    expect(setTicked(tree, new Set([1, 2, 4]), [find(4)], false)).toEqual([1, 2]);
  });
  it("ticking a branch ticks all of it; a part-ticked branch is indeterminate", () => {
    const all = new Set(setTicked(tree, new Set(), [find(1)], true));
    expect([...all]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(stateOf(find(1), all)).toBe(true);
    expect(stateOf(find(1), new Set([1, 2, 4]))).toBe("indeterminate");
    expect(stateOf(find(7), new Set([1]))).toBe(false);
  });
  it("a search shows the matches, what is above them and what is under them", () => {
    const shown = searchTree(tree, "LIST", (n) => n.name.toUpperCase(), "en");
    expect([...(shown ?? [])].sort()).toEqual(["1", "2", "3", "4", "7", "8"]);
    expect(searchTree(tree, "erp", (n) => n.name, "en")).toEqual(new Set(["1", "2", "4"]));
    expect(searchTree(tree, "  ", (n) => n.name, "en")).toBeNull();
  });
});
