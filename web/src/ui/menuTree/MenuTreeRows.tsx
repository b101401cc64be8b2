import { Box, Button, Checkbox, HStack, IconButton, Text, VisuallyHidden } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { MenuNode } from "../../session/menus";
import { stateOf } from "./selection";

export interface RowsProps {
  selected: ReadonlySet<number>;
  /** Ids shown by the search, or null when not searching (then `expanded` decides). */
  shown: ReadonlySet<string> | null;
  expanded: ReadonlySet<string>;
  nameOf(node: MenuNode): string;
  onToggleOpen(node: MenuNode): void;
  /** The checkbox: the whole branch on or off. */
  onTick(node: MenuNode, on: boolean): void;
  /** "Select all" / "Clear" of a branch: what the search shows of it, or all of it. */
  onAll(node: MenuNode, on: boolean): void;
}

/** One level of the grant tree as a list; each entry with its toggle, checkbox and select-all. */
export function MenuTreeRows(props: RowsProps & { nodes: MenuNode[]; parent: MenuNode | null }) {
  const nodes = props.shown ? props.nodes.filter((n) => props.shown?.has(n.id)) : props.nodes;
  return (
    <Box as="ul" listStyleType="none" ps={props.parent ? 6 : 0} m="0">
      {nodes.map((n) => (
        <MenuTreeRow key={n.id} node={n} {...props} />
      ))}
    </Box>
  );
}

function MenuTreeRow({ node, parent, ...props }: RowsProps & { node: MenuNode; parent: MenuNode | null }) {
  const intl = useIntl();
  const name = props.nameOf(node);
  const branch = node.menuList.length > 0;
  const open = branch && (props.shown ? true : props.expanded.has(node.id));
  const state = stateOf(node, props.selected);
  // Everything the branch shows is ticked: its button clears; otherwise it selects all.
  const visibleIds = (n: MenuNode): number[] =>
    props.shown && !props.shown.has(n.id) ? [] : [Number(n.id), ...n.menuList.flatMap(visibleIds)];
  const full = visibleIds(node).every((id) => props.selected.has(id));
  const t = (id: string) => intl.formatMessage({ id }, { name });
  return (
    <Box as="li" py="0.5">
      <HStack gap="1" minH="7">
        {branch ? (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-expanded={open}
            aria-label={t(open ? "menuTree.collapse" : "menuTree.expand")}
            disabled={Boolean(props.shown)}
            onClick={() => props.onToggleOpen(node)}
            data-testid={`menu-toggle-${node.authIdentify}`}
          >
            <Text
              as="span"
              aria-hidden
              transform={open ? "rotate(90deg)" : undefined}
              _rtl={{ transform: open ? "rotate(90deg)" : "scaleX(-1)" }}
            >
              ▸
            </Text>
          </IconButton>
        ) : (
          <Box as="span" w="6" flexShrink={0} />
        )}
        <Checkbox.Root
          checked={state}
          onCheckedChange={() => props.onTick(node, state !== true)}
          data-testid={`menu-check-${node.authIdentify}`}
          size="sm"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight={node.type === "DIRECTORY" ? "semibold" : "normal"}>
            {name}
            {/* Buttons share names ("Add"): say whose. */}
            {node.type === "BUTTON" && parent && (
              <VisuallyHidden>{` (${props.nameOf(parent)})`}</VisuallyHidden>
            )}
          </Checkbox.Label>
        </Checkbox.Root>
        {branch && (
          <Button
            size="2xs"
            variant="ghost"
            colorPalette="teal"
            aria-label={t(full ? "menuTree.clearIn" : "menuTree.selectAllIn")}
            onClick={() => props.onAll(node, !full)}
            data-testid={`menu-all-${node.authIdentify}`}
          >
            {intl.formatMessage({ id: full ? "menuTree.clear" : "menuTree.selectAll" })}
          </Button>
        )}
      </HStack>
      {open && <MenuTreeRows {...props} nodes={node.menuList} parent={node} />}
    </Box>
  );
}
