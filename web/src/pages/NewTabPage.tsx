import { Link, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/**
 * The route i-{id} of a menu entry that opens in a new tab (a page of this site outside the console,
 * which may not be framed): reached from a bookmark or a restored tab, it offers the link.
 */
export default function NewTabPage({ url, title }: { url: string; title: string }) {
  return (
    <Stack gap="3" align="start" data-testid="new-tab-page">
      <Text fontWeight="semibold">{title}</Text>
      <Text>
        <FormattedMessage id="frame.newTabNotice" values={{ name: title }} />
      </Text>
      <Link href={url} target="_blank" rel="noopener" color="teal.fg" data-testid="new-tab-link">
        <FormattedMessage id="frame.openNewTab" values={{ name: title }} />
      </Link>
    </Stack>
  );
}
