import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { usePageTitle } from "../routing/usePageTitle";

function StatusPage({
  code,
  title,
  body,
  titleId,
}: {
  code: string;
  title: string;
  body: string;
  titleId: string;
}) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: titleId }));
  return (
    <Center minH="60vh" p="8" data-testid={`status-${code}`}>
      <Stack align="center" gap="3" textAlign="center">
        <Text fontSize="5xl" fontWeight="bold" color="teal.solid">
          {code}
        </Text>
        <Heading size="lg">
          <FormattedMessage id={title} />
        </Heading>
        <Text color="fg.muted" maxW="md">
          <FormattedMessage id={body} />
        </Text>
        <Button asChild colorPalette="teal" variant="outline">
          <Link to="/home">
            <FormattedMessage id="notFound.back" />
          </Link>
        </Button>
      </Stack>
    </Center>
  );
}

export function NotFoundPage() {
  return <StatusPage code="404" title="notFound.title" body="notFound.body" titleId="page.notFound" />;
}

export function ForbiddenPage() {
  return <StatusPage code="403" title="forbidden.title" body="forbidden.body" titleId="page.forbidden" />;
}
