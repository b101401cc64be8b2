import { Box, Flex, Link, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";

/** An external menu entry shown in an embedded frame (route i-{id}). */
export default function FramePage({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  return (
    <Flex direction="column" h="calc(100vh - 120px)" gap="2">
      <Flex justify="space-between" align="center">
        <Text fontWeight="semibold">{title}</Text>
        <Link href={url} target="_blank" rel="noopener noreferrer" fontSize="sm" color="teal.fg">
          <FormattedMessage id="frame.openExternal" />
        </Link>
      </Flex>
      <Box
        as="iframe"
        flex="1"
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
        {...{ src: url, title: intl.formatMessage({ id: "frame.title" }, { name: title }) }}
        data-testid="frame"
      />
    </Flex>
  );
}
