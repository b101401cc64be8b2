import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** Active (green) or disabled (grey). */
export function StatusBadge({ status }: { status: string }) {
  const active = status === "ACTIVE";
  return (
    <Badge colorPalette={active ? "green" : "gray"} variant="subtle" data-testid="status">
      <FormattedMessage id={active ? "status.active" : "status.disabled"} />
    </Badge>
  );
}
