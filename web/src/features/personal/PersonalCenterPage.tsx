import { Alert, Box, Button, Card, DataList, Flex, Heading, Stack } from "@chakra-ui/react";
import { Form, Formik } from "formik";
import { FormattedMessage, useIntl } from "react-intl";
import { useMutation } from "@apollo/client/react";
import { changePasswordSchema } from "@cgm/domain";
import { ChangePasswordDocument } from "../../gql/documents/ChangePasswordDocument";
import { useSession } from "../../session/SessionProvider";
import { FormField } from "../../ui/FormField";
import { errorMessageId, fieldErrorsOf } from "../../ui/errors";
import { toaster } from "../../ui/toaster";
import { PermissionList } from "./PermissionList";

/** Personal center: the account's profile and its password. Reached from the header, not the side menu. */
export default function PersonalCenterPage() {
  const intl = useIntl();
  const { me, menus, signedIn } = useSession();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const t = (id: string) => intl.formatMessage({ id });
  if (!me) return null;
  return (
    <Flex gap="4" wrap="wrap" align="start">
      <Card.Root flex="1" minW="xs" maxW="xl">
        <Card.Header>
          <Heading size="sm">{t("personal.profile")}</Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            {[
              ["personal.account", me.account],
              ["personal.name", me.name],
              ["personal.phone", me.phone],
              ["personal.organisation", me.organisation.name],
              ["personal.role", me.role.name],
              ["personal.scope", t(`scope.${me.dataScope}`)],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{t(label ?? "")}</DataList.ItemLabel>
                <DataList.ItemValue data-testid={`personal-${label}`}>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Box mt="4">
            <Heading size="xs" mb="2">
              {t("personal.access")}
            </Heading>
            <PermissionList codes={me.permissionCodes} menus={menus} />
          </Box>
        </Card.Body>
      </Card.Root>
      <Card.Root flex="1" minW="xs" maxW="md">
        <Card.Header>
          <Heading size="sm">{t("personal.changePassword")}</Heading>
        </Card.Header>
        <Card.Body>
          <Formik
            initialValues={{ currentPassword: "", newPassword: "", confirmPassword: "" }}
            validationSchema={changePasswordSchema}
            onSubmit={async (values, helpers) => {
              try {
                await changePassword({ variables: { input: values } });
                toaster.create({ type: "success", title: t("personal.passwordChanged") });
                helpers.resetForm();
                await signedIn({ ...me, mustChangePassword: false });
              } catch (e) {
                const fields = fieldErrorsOf(e);
                if (Object.keys(fields).length) helpers.setErrors(fields);
                else toaster.create({ type: "error", title: t(errorMessageId(e)) });
                helpers.setTouched(
                  { currentPassword: true, newPassword: true, confirmPassword: true },
                  false,
                );
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <Stack gap="3">
                  {me.mustChangePassword && (
                    <Alert.Root status="warning" data-testid="must-change-password">
                      <Alert.Indicator />
                      <Alert.Title>{t("personal.mustChange")}</Alert.Title>
                    </Alert.Root>
                  )}
                  <FormField
                    name="currentPassword"
                    type="password"
                    label={t("personal.currentPassword")}
                    autoComplete="current-password"
                    required
                  />
                  <FormField
                    name="newPassword"
                    type="password"
                    label={t("personal.newPassword")}
                    autoComplete="new-password"
                    required
                  />
                  <FormField
                    name="confirmPassword"
                    type="password"
                    label={t("personal.confirmPassword")}
                    autoComplete="new-password"
                    required
                  />
                  <Button
                    type="submit"
                    colorPalette="teal"
                    loading={isSubmitting}
                    alignSelf="start"
                    data-testid="change-password-submit"
                  >
                    <FormattedMessage id="common.save" />
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
