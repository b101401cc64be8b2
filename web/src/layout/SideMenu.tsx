import { useState } from "react";
import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { NavLink, useLocation } from "react-router-dom";
import type { MenuNode } from "../session/menus";
import { menuTitle } from "../routing/titles";
import { menuTargetOf } from "../routing/menuTarget";
import { NewTabMenuLink } from "./NewTabMenuLink";

function MenuLink({ item, depth }: { item: MenuNode; depth: number }) {
  const intl = useIntl();
  const target = menuTargetOf(item);
  if (!target) return null;
  if (target.kind === "newTab") {
    return <NewTabMenuLink item={item} href={target.url} ps={`${depth * 12}px`} />;
  }
  return (
    <NavLink to={target.path} data-testid={`menu-${item.authIdentify}`} style={{ display: "block" }}>
      {({ isActive }) => (
        <Box
          ps={`${depth * 12}px`}
          pe="3"
          py="1.5"
          borderRadius="md"
          fontSize="sm"
          bg={isActive ? "teal.muted" : undefined}
          color={isActive ? "teal.fg" : "fg"}
          fontWeight={isActive ? "semibold" : "normal"}
          _hover={{ bg: isActive ? "teal.muted" : "bg.muted" }}
        >
          {menuTitle(intl, item.authIdentify, item.name)}
        </Box>
      )}
    </NavLink>
  );
}

function MenuGroup({ item, depth }: { item: MenuNode; depth: number }) {
  const intl = useIntl();
  const location = useLocation();
  const containsActive = item.menuList.some((c) => menuTargetOf(c)?.path === location.pathname);
  const [open, setOpen] = useState(true);
  const expanded = open || containsActive;
  return (
    <Box>
      <Button
        variant="ghost"
        width="full"
        justifyContent="space-between"
        whiteSpace="normal"
        textAlign="start"
        h="auto"
        minH="8"
        py="1.5"
        ps={`${depth * 12}px`}
        fontWeight="semibold"
        color="fg.muted"
        aria-expanded={expanded}
        onClick={() => setOpen(!expanded)}
        data-testid={`menu-group-${item.authIdentify}`}
      >
        <Text as="span">{menuTitle(intl, item.authIdentify, item.name)}</Text>
        <Text
          as="span"
          aria-hidden
          flexShrink={0}
          transform={expanded ? "rotate(180deg)" : undefined}
          transition="transform 0.15s"
        >
          ▾
        </Text>
      </Button>
      {expanded && <MenuItems items={item.menuList} depth={depth + 1} />}
    </Box>
  );
}

function MenuItems({ items, depth }: { items: MenuNode[]; depth: number }) {
  return (
    <Stack gap="0.5">
      {items.map((m) =>
        m.type === "DIRECTORY" ? (
          <MenuGroup key={m.id} item={m} depth={depth} />
        ) : (
          <MenuLink key={m.id} item={m} depth={depth} />
        ),
      )}
    </Stack>
  );
}

/** The side menu built from the server's menu list (directories, pages and links; up to three levels). */
export function SideMenu({ items }: { items: MenuNode[] }) {
  return (
    <Box as="nav" p="2" data-testid="side-menu">
      <MenuItems items={items} depth={1} />
    </Box>
  );
}
