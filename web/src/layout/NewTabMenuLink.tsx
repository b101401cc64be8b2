import { Link, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { MenuNode } from "../session/menus";
import { menuTitle } from "../routing/titles";

/**
 * A side-menu entry for a page of this site outside the console (the API explorer): it opens in a new
 * tab, since the console's own responses may not be framed, and its name says so to screen readers.
 */
export function NewTabMenuLink({ item, href, ps }: { item: MenuNode; href: string; ps: string }) {
  const intl = useIntl();
  const name = menuTitle(intl, item.authIdentify, item.name);
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={intl.formatMessage({ id: "frame.newTab" }, { name })}
      data-testid={`menu-${item.authIdentify}`}
      display="flex"
      justifyContent="space-between"
      ps={ps}
      pe="3"
      py="1.5"
      borderRadius="md"
      fontSize="sm"
      color="fg"
      textDecoration="none"
      _hover={{ bg: "bg.muted", textDecoration: "none" }}
    >
      {name}
      <Text as="span" aria-hidden color="fg.muted" _rtl={{ transform: "scaleX(-1)" }}>
        ↗
      </Text>
    </Link>
  );
}
