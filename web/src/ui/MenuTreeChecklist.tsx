import { Box, Checkbox, Stack } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { MenuNode } from "../session/menus";
import { menuTitle } from "../routing/titles";

function idsOf(node: MenuNode): number[] {
  return [Number(node.id), ...node.menuList.flatMap(idsOf)];
}

/**
 * The menu tree with checkboxes down to the buttons (role authorization, function setup). Checking an
 * entry checks everything under it; an entry with some children checked shows as indeterminate.
 */
export function MenuTreeChecklist(props: {
  tree: MenuNode[];
  value: number[];
  onChange(ids: number[]): void;
  testId?: string;
}) {
  const intl = useIntl();
  const selected = new Set(props.value);
  const toggle = (node: MenuNode, on: boolean) => {
    const next = new Set(selected);
    for (const id of idsOf(node)) {
      if (on) next.add(id);
      else next.delete(id);
    }
    props.onChange([...next].sort((a, b) => a - b));
  };
  const render = (nodes: MenuNode[], depth: number) =>
    nodes.map((n) => {
      const all = idsOf(n);
      const count = all.filter((id) => selected.has(id)).length;
      const checked = count === all.length ? true : count > 0 ? "indeterminate" : false;
      return (
        <Box key={n.id} ps={depth ? 5 : 0}>
          <Checkbox.Root
            checked={checked}
            onCheckedChange={(e) => toggle(n, e.checked === true)}
            data-testid={`menu-check-${n.authIdentify}`}
            size="sm"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{menuTitle(intl, n.authIdentify, n.name)}</Checkbox.Label>
          </Checkbox.Root>
          {n.menuList.length > 0 && (
            <Stack gap="1" mt="1">
              {render(n.menuList, depth + 1)}
            </Stack>
          )}
        </Box>
      );
    });
  return (
    <Stack
      gap="1"
      maxH="60vh"
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      data-testid={props.testId}
    >
      {render(props.tree, 0)}
    </Stack>
  );
}
