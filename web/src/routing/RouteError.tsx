import { Button, Center, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** Navigation and page-load errors are contained here instead of breaking the console. */
export function RouteError() {
  return (
    <Center minH="40vh" p="6">
      <Stack align="center" gap="3">
        <Text>
          <FormattedMessage id="error.pageLoad" />
        </Text>
        <Button size="sm" onClick={() => window.location.reload()}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Stack>
    </Center>
  );
}
