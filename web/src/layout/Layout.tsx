import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Box, ChakraProvider, Flex, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { useSubscription } from "@apollo/client/react";
import { AccessChangedDocument } from "../gql/documents/AccessChangedDocument";
import { setReconnectedHandler } from "../app/apollo";
import { useSession } from "../session/SessionProvider";
import { sideMenuOf } from "../session/menus";
import { titleOf } from "../routing/titles";
import { usePageTitle } from "../routing/usePageTitle";
import { useFocusOnNavigate } from "../routing/useFocusOnNavigate";
import { Header, PAGE_HEADING_ID } from "./Header";
import { MAIN_ID, SkipLink } from "./SkipLink";
import { SideMenu } from "./SideMenu";
import { TabsBar } from "./TabsBar";
import { useTabs } from "./useTabs";
import { useAccessNotice } from "./useAccessNotice";
import { Toaster } from "../ui/toaster";
import { appSystem } from "./consoleTheme";

const PERSONAL_TITLE_ID = "header.personalCenter";

/** The console frame: side menu (on the right in Arabic), header, open-tabs bar and the page. */
export default function Layout() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const { menus, routes, refreshAccess } = useSession();
  // A change to the role, account or organisation reloads menus and buttons here and now, and says
  // which pages came and went.
  const menusNow = useRef(menus);
  useEffect(() => {
    menusNow.current = menus;
  }, [menus]);
  const notice = useAccessNotice();
  const refresh = useCallback(async () => {
    const before = menusNow.current;
    const after = await refreshAccess();
    if (after) notice(before, after);
  }, [refreshAccess, notice]);
  useSubscription(AccessChangedDocument, { onData: () => void refresh() });
  // So does coming back after the live connection dropped: a change may have been missed meanwhile.
  useEffect(() => setReconnectedHandler(() => void refresh()), [refresh]);
  const [menuOpen, setMenuOpen] = useState(true);
  const main = useRef<HTMLDivElement>(null);
  const side = useMemo(() => sideMenuOf(menus), [menus]);
  const titleOfPath = (pathname: string) =>
    pathname.split("?")[0] === "/personal-center"
      ? intl.formatMessage({ id: PERSONAL_TITLE_ID })
      : titleOf(pathname, routes, intl);
  const active = location.pathname + location.search;
  const title = titleOfPath(active);
  usePageTitle(title);
  useFocusOnNavigate(PAGE_HEADING_ID);
  const current = useMemo(() => (title ? { path: active } : null), [active, title]);
  const { tabs, close, closeOthers } = useTabs(current);

  // Scroll to the top on each navigation.
  useEffect(() => {
    window.scrollTo(0, 0);
    main.current?.scrollTo(0, 0);
  }, [location.pathname, location.search]);

  return (
    <ChakraProvider value={appSystem}>
      <SkipLink />
      <Flex minH="100vh" data-testid="layout">
        {menuOpen && (
          <Box
            as="aside"
            w="56"
            flexShrink={0}
            bg="bg"
            borderInlineEndWidth="1px"
            position="sticky"
            top="0"
            h="100vh"
            overflowY="auto"
            data-testid="sidebar"
          >
            <Text px="4" py="3" fontWeight="bold" color="teal.fg" fontSize="md" borderBottomWidth="1px">
              <FormattedMessage id="app.title" />
            </Text>
            <SideMenu items={side} />
          </Box>
        )}
        <Flex direction="column" flex="1" minW="0">
          <Header title={title ?? ""} onToggleMenu={() => setMenuOpen((o) => !o)} />
          <TabsBar
            tabs={tabs}
            active={active}
            titleOf={(path) => titleOfPath(path) ?? path}
            onClose={(path) => {
              const next = close(path, active);
              if (next) navigate(next);
            }}
            onCloseOthers={() => closeOthers(active)}
          />
          <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" ref={main} flex="1" p="4" overflowY="auto">
            <Outlet />
          </Box>
          <Toaster />
        </Flex>
      </Flex>
    </ChakraProvider>
  );
}
