import type { ReactNode } from "react";
import { Card, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** One titled card of the detail page. */
export function DetailSection(props: {
  titleId: string;
  testId: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card.Root data-testid={props.testId}>
      <Card.Header pb="2">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="sm">
            <FormattedMessage id={props.titleId} />
          </Heading>
          {props.extra}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">{props.children}</Card.Body>
    </Card.Root>
  );
}

/** A block-sized loading placeholder. */
export function BlockSkeleton({ height = "40", lines }: { height?: string; lines?: number }) {
  if (lines)
    return (
      <Stack gap="2" aria-busy>
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} height="4" />
        ))}
      </Stack>
    );
  return <Skeleton height={height} borderRadius="md" aria-busy />;
}

/** The centred "nothing here" line of a section. */
export function EmptyNote({ id, testId = "empty" }: { id: string; testId?: string }) {
  return (
    <Text color="fg.muted" textAlign="center" py="6" data-testid={testId}>
      <FormattedMessage id={id} />
    </Text>
  );
}
