import type { FormEvent, ReactNode } from "react";
import { Button, Flex, HStack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** Filters above a list: submit with Enter or Search; Reset clears them. Actions sit at the end. */
export function FilterBar(props: {
  children: ReactNode;
  onSearch(): void;
  onReset(): void;
  actions?: ReactNode;
}) {
  return (
    <Flex
      as="form"
      gap="2"
      mb="3"
      wrap="wrap"
      align="end"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        props.onSearch();
      }}
      data-testid="filters"
    >
      {props.children}
      <HStack gap="2">
        <Button type="submit" colorPalette="teal" data-testid="search">
          <FormattedMessage id="list.search" />
        </Button>
        <Button variant="outline" onClick={props.onReset} data-testid="reset">
          <FormattedMessage id="list.reset" />
        </Button>
      </HStack>
      <HStack gap="2" ms="auto">
        {props.actions}
      </HStack>
    </Flex>
  );
}
