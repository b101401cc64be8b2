import { Box, Button, CloseButton, HStack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { HOME_TAB_PATH, tabKey, type OpenTab } from "./useTabs";

/** The open pages as tabs: click to switch, close one, or close the others. */
export function TabsBar(props: {
  tabs: OpenTab[];
  active: string;
  /** The title of a tab's path in the current language. */
  titleOf(path: string): string;
  onClose(path: string): void;
  onCloseOthers(): void;
}) {
  const intl = useIntl();
  return (
    <HStack
      as="nav"
      aria-label={intl.formatMessage({ id: "tabs.label" })}
      gap="1"
      px="3"
      py="1.5"
      borderBottomWidth="1px"
      bg="bg"
      overflowX="auto"
      data-testid="tabs-bar"
    >
      {/* Many open pages wrap to a second row rather than run under "Close others". */}
      <HStack gap="1" flex="1" minW="0" flexWrap="wrap">
        {props.tabs.map((t) => {
          const title = props.titleOf(t.path);
          const active = tabKey(t.path) === tabKey(props.active);
          return (
            <Box
              key={t.path}
              display="flex"
              alignItems="center"
              borderWidth="1px"
              borderRadius="md"
              ps="2"
              pe={t.path === HOME_TAB_PATH ? "2" : "0.5"}
              bg={active ? "teal.subtle" : "bg"}
              borderColor={active ? "teal.emphasized" : "border"}
              data-testid="tab"
              data-active={active || undefined}
              flexShrink={0}
            >
              <Link
                to={t.path}
                aria-current={active ? "page" : undefined}
                style={{ fontSize: "0.8rem", whiteSpace: "nowrap" }}
              >
                {title}
              </Link>
              {t.path !== HOME_TAB_PATH && (
                <CloseButton
                  size="2xs"
                  variant="ghost"
                  aria-label={intl.formatMessage({ id: "tabs.close" }, { title })}
                  data-testid="tab-close"
                  onClick={() => props.onClose(t.path)}
                />
              )}
            </Box>
          );
        })}
      </HStack>
      {props.tabs.length > 2 && (
        <Button
          size="xs"
          variant="ghost"
          onClick={props.onCloseOthers}
          data-testid="tabs-close-others"
          flexShrink={0}
        >
          <FormattedMessage id="tabs.closeOthers" />
        </Button>
      )}
    </HStack>
  );
}
