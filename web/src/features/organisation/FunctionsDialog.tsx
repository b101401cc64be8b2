import { useEffect, useState } from "react";
import { Alert, Button, Checkbox, Dialog, Portal, Spinner, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useMutation, useQuery } from "@apollo/client/react";
import { useSession } from "../../session/SessionProvider";
import { MenuTreeChecklist } from "../../ui/MenuTreeChecklist";
import { toaster } from "../../ui/toaster";
import { successTitle } from "../../ui/feedback";
import { errorMessageId, fieldErrorsOf } from "../../ui/errors";
import type { OrganisationFieldsFragment } from "../../gql/graphql";
import { OrganisationFunctionsDocument } from "../../gql/documents/OrganisationFunctionsDocument";
import { SetOrganisationFunctionsDocument } from "../../gql/documents/SetOrganisationFunctionsDocument";

/** Function setup: which console functions the organisation's accounts may be granted at all. */
export function FunctionsDialog({ org, onClose }: { org: OrganisationFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const { menus, me } = useSession();
  const current = useQuery(OrganisationFunctionsDocument, {
    variables: { id: org.id },
    fetchPolicy: "network-only",
  });
  const [save, saving] = useMutation(SetOrganisationFunctionsDocument);
  const [value, setValue] = useState<number[]>([]);
  // Unrestricted is its own state (null from the API), never an empty selection: that allows nothing.
  const [restricted, setRestricted] = useState(false);
  // Nobody changes the function setup of their own organisation (the server refuses it too).
  const own = me?.organisation.id === org.id;
  useEffect(() => {
    if (!current.data) return;
    setRestricted(current.data.organisationFunctions != null);
    setValue(current.data.organisationFunctions ?? []);
  }, [current.data]);
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      size="md"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="functions-dialog">
            <Dialog.Header>
              <Dialog.Title>
                {intl.formatMessage({ id: "org.functionsTitle" }, { name: org.name })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {own && (
                <Alert.Root status="warning" mb="3" data-testid="functions-own">
                  <Alert.Indicator />
                  <Alert.Title>
                    <FormattedMessage id="organisation.ownFunctions" />
                  </Alert.Title>
                </Alert.Root>
              )}
              <Checkbox.Root
                mb="2"
                checked={restricted}
                disabled={own}
                onCheckedChange={(e) => setRestricted(e.checked === true)}
                data-testid="functions-restricted"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <FormattedMessage id="org.functionsRestrict" />
                </Checkbox.Label>
              </Checkbox.Root>
              <Text fontSize="sm" color="fg.muted" mb="3">
                <FormattedMessage id={restricted ? "org.functionsHint" : "org.functionsUnrestricted"} />
              </Text>
              {current.loading && !current.data ? (
                <Spinner />
              ) : (
                restricted &&
                !own && (
                  <MenuTreeChecklist tree={menus} value={value} onChange={setValue} testId="functions-tree" />
                )
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button
                colorPalette="teal"
                loading={saving.loading}
                disabled={own}
                data-testid="functions-save"
                onClick={async () => {
                  try {
                    await save({ variables: { id: org.id, menuIds: restricted ? value : null } });
                    toaster.create({
                      type: "success",
                      title: successTitle(intl, "common.operationSuccess", org.name),
                    });
                    onClose();
                  } catch (e) {
                    const fields = fieldErrorsOf(e);
                    const id = fields.menuIds ?? errorMessageId(e);
                    toaster.create({ type: "error", title: intl.formatMessage({ id }) });
                  }
                }}
              >
                <FormattedMessage id="common.save" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
