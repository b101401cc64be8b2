import { Center, Spinner } from "@chakra-ui/react";
import { useIntl } from "react-intl";

export function PageSpinner() {
  const intl = useIntl();
  return (
    <Center minH="40vh" role="status" aria-label={intl.formatMessage({ id: "app.loading" })}>
      <Spinner size="lg" color="teal.solid" />
    </Center>
  );
}
