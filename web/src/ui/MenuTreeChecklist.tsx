import { useMemo, useState } from "react";
import { Box, Button, HStack, Input, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { MenuNode } from "../session/menus";
import { menuTitle } from "../routing/titles";
import { MenuTreeRows } from "./menuTree/MenuTreeRows";
import { idsOf, searchTree, setTicked } from "./menuTree/selection";

const branchesOf = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((n) => (n.menuList.length ? [n, ...branchesOf(n.menuList)] : []));

/**
 * The menu tree with checkboxes down to the buttons (role authorization, function setup): branches
 * open and close, a search narrows it, each branch has a select-all, and ticks are linked (a button
 * brings its page and directory, unticking a page takes its buttons). Directories start open.
 */
export function MenuTreeChecklist(props: {
  tree: MenuNode[];
  value: number[];
  onChange(ids: number[]): void;
  testId?: string;
}) {
  const intl = useIntl();
  const testId = props.testId ?? "menu-tree";
  const selected = useMemo(() => new Set(props.value), [props.value]);
  const [query, setQuery] = useState("");
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(props.tree.filter((n) => n.type === "DIRECTORY").map((n) => n.id)),
  );
  const nameOf = (n: MenuNode) => menuTitle(intl, n.authIdentify, n.name);
  const shown = searchTree(props.tree, query, nameOf, intl.locale);
  const total = props.tree.flatMap(idsOf).length;
  const change = (nodes: MenuNode[], on: boolean, deep: boolean) =>
    props.onChange(setTicked(props.tree, selected, nodes, on, deep));
  const visibleIn = (n: MenuNode): MenuNode[] =>
    shown && !shown.has(n.id) ? [] : [n, ...n.menuList.flatMap(visibleIn)];
  return (
    <Box borderWidth="1px" borderRadius="md" p="2" data-testid={testId}>
      <HStack gap="2" mb="2" wrap="wrap">
        <Input
          size="sm"
          flex="1"
          minW="40"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={intl.formatMessage({ id: "menuTree.search" })}
          aria-label={intl.formatMessage({ id: "menuTree.search" })}
          data-testid={`${testId}-search`}
        />
        <Button
          size="xs"
          variant="outline"
          onClick={() => setExpanded(new Set(branchesOf(props.tree).map((n) => n.id)))}
          data-testid={`${testId}-expand-all`}
        >
          {intl.formatMessage({ id: "menuTree.expandAll" })}
        </Button>
        <Button
          size="xs"
          variant="outline"
          onClick={() => setExpanded(new Set())}
          data-testid={`${testId}-collapse-all`}
        >
          {intl.formatMessage({ id: "menuTree.collapseAll" })}
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted" mb="1" aria-live="polite" data-testid={`${testId}-summary`}>
        {intl.formatMessage({ id: "menuTree.selected" }, { selected: selected.size, total })}
      </Text>
      {shown && shown.size === 0 ? (
        <Text fontSize="sm" color="fg.muted" py="2" data-testid={`${testId}-no-match`}>
          {intl.formatMessage({ id: "menuTree.noMatch" }, { text: query.trim() })}
        </Text>
      ) : (
        <MenuTreeRows
          nodes={props.tree}
          parent={null}
          selected={selected}
          shown={shown}
          expanded={expanded}
          nameOf={nameOf}
          onToggleOpen={(n) =>
            setExpanded((s) => {
              const next = new Set(s);
              if (next.has(n.id)) next.delete(n.id);
              else next.add(n.id);
              return next;
            })
          }
          onTick={(n, on) => change([n], on, true)}
          onAll={(n, on) => {
            if (!shown) return change([n], on, true);
            // Under a search: tick what it shows; clear the entries it found (not the pages above them).
            const found = visibleIn(n);
            if (on) change(found, true, false);
            else
              change(
                found.filter((x) => !x.menuList.some((c) => shown.has(c.id))),
                false,
                true,
              );
          }}
        />
      )}
    </Box>
  );
}
