import { Code, HStack, IconButton } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { toaster } from "../../ui/toaster";

/** A client ID in monospace with a button that copies it (named for the ID it copies). */
export function ClientIdCell({ clientId }: { clientId: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: "client.copyClientId" }, { id: clientId });
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined; // absent outside secure contexts
    if (!clipboard) return;
    void clipboard.writeText(clientId).then(
      () => toaster.create({ type: "success", title: intl.formatMessage({ id: "org.copied" }) }),
      () => undefined,
    );
  };
  return (
    <HStack gap="1" wrap="nowrap">
      <Code variant="plain" px="0" bg="transparent" overflowWrap="anywhere" data-testid="client-id">
        {clientId}
      </Code>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={label}
        title={label}
        onClick={copy}
        data-testid="client-id-copy"
      >
        <CopyIcon />
      </IconButton>
    </HStack>
  );
}

/** Two overlapping sheets: the usual "copy" sign, drawn in the text colour. */
function CopyIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16" fill="none">
      <rect x="5" y="5" width="9" height="9" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
