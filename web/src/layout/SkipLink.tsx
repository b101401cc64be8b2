import { Box } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

export const MAIN_ID = "main-content";

/**
 * "Skip to main content": the first Tab stop of every console page, shown when focused. It moves focus
 * itself, as a "#main-content" href would change the hash route.
 */
export function SkipLink() {
  return (
    <Box
      asChild
      position="absolute"
      insetStart="2"
      top="2"
      zIndex="skipNav"
      px="3"
      py="2"
      borderRadius="md"
      bg="teal.solid"
      color="teal.contrast"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focusVisible={{
        transform: "none",
        outline: "2px solid",
        outlineColor: "teal.fg",
        outlineOffset: "2px",
      }}
    >
      <a
        href={`#${MAIN_ID}`}
        data-testid="skip-link"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        <FormattedMessage id="header.skipToContent" />
      </a>
    </Box>
  );
}
