import { useState } from "react";
import { Avatar, Box, Button, Flex, Heading, IconButton, Menu, Portal, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useSession } from "../session/SessionProvider";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { PERSONAL_CENTER_PATH } from "../routing/RequireAuth";

/** The page's heading: focused after each navigation (routing/useFocusOnNavigate.ts). */
export const PAGE_HEADING_ID = "page-heading";

/** Header: menu toggle, page title, language, and the account menu (personal center, sign out). */
export function Header({ title, onToggleMenu }: { title: string; onToggleMenu(): void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { me, signOut } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Flex
      as="header"
      align="center"
      gap="3"
      px="3"
      h="12"
      borderBottomWidth="1px"
      bg="bg"
      data-testid="header"
    >
      <IconButton
        variant="ghost"
        aria-label={intl.formatMessage({ id: "header.toggleMenu" })}
        onClick={onToggleMenu}
        data-testid="menu-toggle"
      >
        <Text as="span" aria-hidden fontSize="lg">
          ☰
        </Text>
      </IconButton>
      <Heading
        as="h1"
        id={PAGE_HEADING_ID}
        tabIndex={-1}
        outline="none"
        size="sm"
        flex="1"
        truncate
        data-testid="page-title"
      >
        {title}
      </Heading>
      <LanguageSwitcher />
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        <Menu.Trigger asChild>
          {/* Named by what it shows (the account's name), as speech input users will say it. */}
          <Button variant="ghost" data-testid="user-menu">
            <Avatar.Root size="2xs" colorPalette="teal" aria-hidden>
              <Avatar.Fallback name={me?.name ?? ""} />
            </Avatar.Root>
            <Box as="span" srOnly={{ base: true, md: false }}>
              {me?.name}
            </Box>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item
                value="personal"
                onClick={() => navigate(PERSONAL_CENTER_PATH)}
                data-testid="open-personal-center"
              >
                <FormattedMessage id="header.personalCenter" />
              </Menu.Item>
              <Menu.Item
                value="logout"
                color="fg.error"
                onClick={() => setConfirming(true)}
                data-testid="logout"
              >
                <FormattedMessage id="header.logout" />
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirming}
        title={<FormattedMessage id="logout.confirmTitle" />}
        body={<FormattedMessage id="logout.confirmBody" />}
        confirmLabel={<FormattedMessage id="header.logout" />}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await signOut();
          } finally {
            setBusy(false);
            setConfirming(false);
            navigate("/login", { replace: true });
          }
        }}
      />
    </Flex>
  );
}
