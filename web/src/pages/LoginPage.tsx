import { useState } from "react";
import { Alert, Box, Button, Card, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { Form, Formik } from "formik";
import { FormattedMessage, useIntl } from "react-intl";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { loginSchema } from "@cgm/domain";
import { LoginDocument } from "../gql/documents/LoginDocument";
import { useSession } from "../session/SessionProvider";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher";
import { FormField } from "../ui/FormField";
import { errorMessageId } from "../ui/errors";
import { usePageTitle } from "../routing/usePageTitle";

/** Only paths inside the console are followed after sign-in. */
function safeRedirect(target: string | null): string {
  return target && target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/login")
    ? target
    : "/home";
}

export default function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionState = useSession();
  const [login] = useMutation(LoginDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  usePageTitle(intl.formatMessage({ id: "page.login" }));

  if (sessionState.status === "ready") return <Navigate to={safeRedirect(params.get("redirect"))} replace />;

  return (
    <Flex minH="100vh" align="center" justify="center" bg="bg.subtle" p="4">
      <Card.Root width="full" maxW="sm" data-testid="login-card">
        <Card.Header>
          <Flex justify="space-between" align="start" gap="3">
            <Box>
              <Heading size="lg">
                <FormattedMessage id="app.title" />
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage id="login.subtitle" />
              </Text>
            </Box>
            <LanguageSwitcher width="36" />
          </Flex>
        </Card.Header>
        <Card.Body>
          <Formik
            initialValues={{ account: "", password: "" }}
            validationSchema={loginSchema}
            // Checked on submit and while typing, not when focus leaves an empty field: choosing the
            // language first must not greet the user with "The account cannot be empty".
            validateOnBlur={false}
            onSubmit={async (values) => {
              setServerError(null);
              try {
                const { data } = await login({ variables: { input: values } });
                if (!data) throw new Error("no answer");
                await sessionState.signedIn(data.login.me);
                navigate(safeRedirect(params.get("redirect")), { replace: true });
              } catch (e) {
                setServerError(errorMessageId(e));
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <Stack gap="4">
                  <Heading size="md" as="h2">
                    <FormattedMessage id="login.title" />
                  </Heading>
                  {(serverError ?? sessionState.endedReason) && (
                    <Alert.Root status={serverError ? "error" : "warning"} data-testid="login-alert">
                      <Alert.Indicator />
                      <Alert.Title>
                        {intl.formatMessage({ id: serverError ?? sessionState.endedReason ?? "" })}
                      </Alert.Title>
                    </Alert.Root>
                  )}
                  <FormField
                    name="account"
                    label={intl.formatMessage({ id: "login.account" })}
                    placeholder={intl.formatMessage({ id: "login.accountPlaceholder" })}
                    autoComplete="username"
                    autoFocus
                    required
                  />
                  <FormField
                    name="password"
                    type="password"
                    label={intl.formatMessage({ id: "login.password" })}
                    placeholder={intl.formatMessage({ id: "login.passwordPlaceholder" })}
                    autoComplete="current-password"
                    required
                  />
                  <Button type="submit" colorPalette="teal" loading={isSubmitting} data-testid="login-submit">
                    <FormattedMessage id="login.submit" />
                  </Button>
                </Stack>
              </Form>
            )}
          </Formik>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
