import { Badge, Box, Stack, Text, Wrap } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { MenuNode } from "../../session/menus";
import { menuTitle } from "../../routing/titles";

/**
 * What the account may do, by name in the interface language: each page under its directory with the
 * actions held on it ("View only" when none), not raw permission codes.
 */
export function PermissionList({ codes, menus }: { codes: readonly string[]; menus: MenuNode[] }) {
  const intl = useIntl();
  const held = new Set(codes);
  const name = (n: MenuNode) => menuTitle(intl, n.authIdentify, n.name);
  const heldIn = (nodes: MenuNode[]) => nodes.filter((n) => held.has(n.authIdentify));
  const placed = new Set<string>();
  const page = (p: MenuNode) => {
    placed.add(p.authIdentify);
    const buttons = heldIn(p.menuList).filter((b) => b.type === "BUTTON");
    buttons.forEach((b) => placed.add(b.authIdentify));
    return (
      <Box as="li" key={p.id} data-testid={`personal-page-${p.authIdentify}`}>
        <Text fontSize="sm">{name(p)}</Text>
        <Wrap gap="1" mt="0.5">
          {buttons.length ? (
            buttons.map((b) => (
              <Badge key={b.id} variant="subtle" size="sm" title={b.authIdentify}>
                {name(b)}
              </Badge>
            ))
          ) : (
            <Badge variant="outline" size="sm">
              {intl.formatMessage({ id: "personal.viewOnly" })}
            </Badge>
          )}
        </Wrap>
      </Box>
    );
  };
  const groups = heldIn(menus).map((top) => {
    placed.add(top.authIdentify);
    if (top.type !== "DIRECTORY") return page(top);
    return (
      <Box as="li" key={top.id} listStyleType="none">
        <Text fontSize="sm" fontWeight="semibold" mb="1">
          {name(top)}
        </Text>
        <Stack as="ul" gap="2" ps="3" listStyleType="none">
          {heldIn(top.menuList).map(page)}
        </Stack>
      </Box>
    );
  });
  // Codes the menu tree does not place (none expected): by name where the catalogue has one.
  const rest = codes.filter((c) => !placed.has(c));
  return (
    <Stack as="ul" gap="3" m="0" data-testid="personal-permissions">
      {groups}
      {rest.length > 0 && (
        <Box as="li" listStyleType="none">
          <Wrap gap="1">
            {rest.map((c) => (
              <Badge key={c} variant="subtle" size="sm" title={c}>
                {menuTitle(intl, c, c)}
              </Badge>
            ))}
          </Wrap>
        </Box>
      )}
    </Stack>
  );
}
