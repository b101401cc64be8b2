import { Button, HStack, IconButton, Menu, Portal, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { usePermission } from "../../session/permission";
import type { RowAction } from "./types";

/**
 * A row's action buttons, each shown only to a role holding its permission code. With `inline`, only
 * the first `inline` permitted actions are buttons and the others sit in a "More" menu named for the
 * row (so a wide list still fits 1280 px); without it every action is a button.
 */
export function RowActions<Row>(props: {
  row: Row;
  actions: RowAction<Row>[];
  rowName: string;
  inline?: number;
  /** Test id of the "More" button. */
  moreTestId?: string;
}) {
  const intl = useIntl();
  const can = usePermission();
  const shown = props.actions.filter(
    (a) => (a.code === undefined || can(a.code)) && (a.show?.(props.row) ?? true),
  );
  const cut = props.inline ?? shown.length;
  // One action past the cut is a button too: a menu of one item helps nobody.
  const buttons = shown.length <= cut + 1 ? shown : shown.slice(0, cut);
  const more = shown.slice(buttons.length);
  const moreLabel = intl.formatMessage({ id: "list.moreActionsFor" }, { name: props.rowName });
  return (
    <HStack gap="1" justify="end" wrap={more.length ? "nowrap" : "wrap"}>
      {buttons.map((a) => {
        const label = intl.formatMessage({ id: a.label });
        return (
          <Button
            key={a.label}
            size="xs"
            variant="ghost"
            colorPalette={a.danger ? "red" : undefined}
            onClick={() => a.onClick(props.row)}
            aria-label={`${label}: ${props.rowName}`}
            data-testid={a.testId}
          >
            {label}
          </Button>
        );
      })}
      {more.length > 0 && (
        <Menu.Root positioning={{ placement: "bottom-end" }}>
          <Menu.Trigger asChild>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={moreLabel}
              title={moreLabel}
              data-testid={props.moreTestId}
            >
              <Text as="span" aria-hidden fontSize="md" lineHeight="1">
                ⋯
              </Text>
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {more.map((a) => (
                  <Menu.Item
                    key={a.label}
                    value={a.label}
                    color={a.danger ? "red.fg" : undefined}
                    onClick={() => a.onClick(props.row)}
                    data-testid={a.testId}
                  >
                    {intl.formatMessage({ id: a.label })}
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
