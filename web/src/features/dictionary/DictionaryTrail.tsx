import { Box, Link as ChakraLink, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";

/** Where the list is: the dictionaries, a dictionary's items, or an item's children; each level a link. */
export function DictionaryTrail(props: { path: { id: string; text: string }[] }) {
  const intl = useIntl();
  const levels: { id: string | null; text: string }[] = [
    { id: null, text: intl.formatMessage({ id: "dictionary.all" }) },
    ...props.path,
  ];
  return (
    <Box as="nav" mb="3" aria-label={intl.formatMessage({ id: "dictionary.trail" })}>
      <Box
        as="ol"
        display="flex"
        flexWrap="wrap"
        gap="2"
        alignItems="center"
        listStyleType="none"
        fontSize="sm"
        data-testid="dictionary-trail"
      >
        {levels.map((l, i) => {
          const last = i === levels.length - 1;
          return (
            <Box as="li" key={l.id ?? "top"} display="flex" gap="2" alignItems="center">
              {i > 0 && (
                <Text as="span" color="fg.muted" aria-hidden>
                  /
                </Text>
              )}
              {last ? (
                <Text as="span" fontWeight="semibold" aria-current="page" data-testid="trail-current">
                  <bdi>{l.text}</bdi>
                </Text>
              ) : (
                <ChakraLink asChild color="teal.fg">
                  <Link to={l.id ? `/sys-dict?parent=${l.id}` : "/sys-dict"} data-testid="trail-link">
                    <bdi>{l.text}</bdi>
                  </Link>
                </ChakraLink>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
