import { Button, HStack, IconButton, Menu, Portal, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";

export interface RowAction {
  /** The action's key; its test id is `${testIdPrefix}-${key}`. */
  key: string;
  label: string;
  onSelect(): void;
  danger?: boolean;
}

/**
 * A row's actions, compact enough for a list to fit 1280 px in every language: the main ones as small
 * buttons, the others in a "More" menu (a button named for its row, opened and walked with the keyboard:
 * Enter or Arrow Down opens it, arrows move, Escape closes it and gives focus back).
 */
export function RowActions(props: {
  /** The row's name, said by the "More" button ("More actions for scope-org"). */
  rowLabel: string;
  primary: RowAction[];
  more: RowAction[];
  testIdPrefix: string;
}) {
  const intl = useIntl();
  const moreLabel = intl.formatMessage({ id: "list.moreActionsFor" }, { name: props.rowLabel });
  return (
    <HStack gap="1" justify="end" wrap="nowrap">
      {props.primary.map((a) => (
        <Button
          key={a.key}
          size="xs"
          variant="ghost"
          colorPalette={a.danger ? "red" : undefined}
          onClick={a.onSelect}
          data-testid={`${props.testIdPrefix}-${a.key}`}
        >
          {a.label}
        </Button>
      ))}
      {props.more.length > 0 && (
        <Menu.Root positioning={{ placement: "bottom-end" }}>
          <Menu.Trigger asChild>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={moreLabel}
              title={moreLabel}
              data-testid={`${props.testIdPrefix}-more`}
            >
              <Text as="span" aria-hidden fontSize="md" lineHeight="1">
                ⋯
              </Text>
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {props.more.map((a) => (
                  <Menu.Item
                    key={a.key}
                    value={a.key}
                    color={a.danger ? "red.fg" : undefined}
                    onClick={a.onSelect}
                    data-testid={`${props.testIdPrefix}-${a.key}`}
                  >
                    {a.label}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
    </HStack>
  );
}
