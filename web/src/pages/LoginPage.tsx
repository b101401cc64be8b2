import { useState } from "react";
import { LIMITS } from "@cgm/domain";
import { Alert, Box, Button, Card, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { useSession } from "../session/SessionProvider";
import { loadSessionApi } from "../session/loadSessionApi";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher";
import { useLocale } from "../i18n/I18nProvider";
import { preloadConsole, warmConsole } from "../app/preloadConsole";
import { usePageTitle } from "../routing/usePageTitle";
import { LoginField } from "../features/auth/LoginField";
import { useLoginForm } from "../features/auth/useLoginForm";

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
  const [serverError, setServerError] = useState<string | null>(null);
  const { needConsole } = useLocale();
  usePageTitle(intl.formatMessage({ id: "page.login" }));
  // The API client (Apollo) is not part of the page: it loads while the user types, or on sending;
  // so does the console's small table of pages.
  const form = useLoginForm(
    async (input) => {
      setServerError(null);
      const target = safeRedirect(params.get("redirect"));
      try {
        const answer = await (await loadSessionApi()).login(input);
        if (answer.errorId !== undefined) {
          setServerError(answer.errorId);
          return;
        }
        // The console's messages load beside the session's calls, its code once they are done.
        needConsole();
        await sessionState.signedIn(answer.me);
        preloadConsole(target);
        navigate(target, { replace: true });
      } catch {
        setServerError("error.network");
      }
    },
    () => {
      void loadSessionApi().catch(() => {});
      warmConsole();
    },
  );

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
          <form noValidate onSubmit={(e) => void form.submit(e)}>
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
              <LoginField
                {...form.field("account")}
                error={form.errorOf("account")}
                label={intl.formatMessage({ id: "login.account" })}
                placeholder={intl.formatMessage({ id: "login.accountPlaceholder" })}
                autoComplete="username"
                autoFocus
                max={LIMITS.accountMax}
              />
              <LoginField
                {...form.field("password")}
                error={form.errorOf("password")}
                type="password"
                label={intl.formatMessage({ id: "login.password" })}
                placeholder={intl.formatMessage({ id: "login.passwordPlaceholder" })}
                autoComplete="current-password"
              />
              <Button type="submit" colorPalette="teal" loading={form.submitting} data-testid="login-submit">
                <FormattedMessage id="login.submit" />
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
