import type { MenuNode } from "../../session/menus";

/** The ids of a node and everything under it. */
export function idsOf(node: MenuNode): number[] {
  return [Number(node.id), ...node.menuList.flatMap(idsOf)];
}

/** Each node's chain of ancestors, nearest first, by id. */
export function ancestorsOf(tree: MenuNode[]): Map<string, MenuNode[]> {
  const out = new Map<string, MenuNode[]>();
  const walk = (nodes: MenuNode[], chain: MenuNode[]) => {
    for (const n of nodes) {
      out.set(n.id, chain);
      walk(n.menuList, [n, ...chain]);
    }
  };
  walk(tree, []);
  return out;
}

/** Ticked when the whole branch is, indeterminate when part of it is. */
export function stateOf(node: MenuNode, selected: ReadonlySet<number>): boolean | "indeterminate" {
  const all = idsOf(node);
  const on = all.filter((id) => selected.has(id)).length;
  return on === all.length ? true : on > 0 ? "indeterminate" : false;
}

/**
 * Ticks or unticks nodes with their links: a ticked entry brings the pages and directories above it (a
 * button needs its page); an unticked one takes everything under it, and a directory left with nothing
 * ticked under it goes too.
 */
export function setTicked(
  tree: MenuNode[],
  selected: ReadonlySet<number>,
  nodes: MenuNode[],
  on: boolean,
  deep = true,
): number[] {
  const ancestors = ancestorsOf(tree);
  const next = new Set(selected);
  for (const node of nodes) {
    const ids = deep || !on ? idsOf(node) : [Number(node.id)];
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    const chain = ancestors.get(node.id) ?? [];
    if (on) for (const a of chain) next.add(Number(a.id));
    else
      for (const a of chain)
        if (a.type === "DIRECTORY" && !idsOf(a).some((id) => id !== Number(a.id) && next.has(id)))
          next.delete(Number(a.id));
  }
  return [...next].sort((a, b) => a - b);
}

/**
 * The nodes a search shows: those whose name or code contains the text, their ancestors and what lies
 * under them. Null when there is no search.
 */
export function searchTree(
  tree: MenuNode[],
  text: string,
  nameOf: (node: MenuNode) => string,
  locale: string,
): Set<string> | null {
  const q = text.trim().toLocaleLowerCase(locale);
  if (!q) return null;
  const shown = new Set<string>();
  const addAll = (n: MenuNode) => {
    shown.add(n.id);
    n.menuList.forEach(addAll);
  };
  const visit = (n: MenuNode): boolean => {
    const own = nameOf(n).toLocaleLowerCase(locale).includes(q) || n.authIdentify.toLowerCase().includes(q);
    if (own) {
      addAll(n);
      return true;
    }
    const below = n.menuList.map(visit).some(Boolean);
    if (below) shown.add(n.id);
    return below;
  };
  tree.forEach(visit);
  return shown;
}
