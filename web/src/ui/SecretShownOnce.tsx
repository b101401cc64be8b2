import type { ReactNode } from "react";
import { Alert, Button, Code, HStack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useCopy } from "./useCopy";

/**
 * A secret the server keeps only as a hash (an ERP key, a callback signing secret), shown inline this
 * one time under a warning, with a copy button. Test ids: `<testId>-shown` (the alert) and `<testId>`.
 */
export function SecretShownOnce(props: { title: ReactNode; secret: string; testId: string }) {
  const copy = useCopy();
  return (
    <Alert.Root status="warning" mb="2" data-testid={`${props.testId}-shown`}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{props.title}</Alert.Title>
        <Alert.Description>
          <HStack mt="1" gap="2" wrap="wrap">
            <Code data-testid={props.testId} wordBreak="break-all">
              {props.secret}
            </Code>
            <Button type="button" size="xs" variant="outline" onClick={() => copy(props.secret)}>
              <FormattedMessage id="org.copy" />
            </Button>
          </HStack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
