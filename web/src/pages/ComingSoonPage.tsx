import { Alert, Box, Heading } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** Shown by a granted page whose screen lands with a later issue of this release. */
export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <Box p="4" data-testid="coming-soon">
      <Heading size="md" mb="4">
        {title}
      </Heading>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id="comingSoon.title" />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage id="comingSoon.body" values={{ page: title }} />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
