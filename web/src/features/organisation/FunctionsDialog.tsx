import { useEffect, useState } from "react";
import { Button, Dialog, Portal, Spinner, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useMutation, useQuery } from "@apollo/client/react";
import { useSession } from "../../session/SessionProvider";
import { MenuTreeChecklist } from "../../ui/MenuTreeChecklist";
import { toaster } from "../../ui/toaster";
import { errorMessageId } from "../../ui/errors";
import type { OrganisationFieldsFragment } from "../../gql/graphql";
import { OrganisationFunctionsDocument } from "../../gql/documents/OrganisationFunctionsDocument";
import { SetOrganisationFunctionsDocument } from "../../gql/documents/SetOrganisationFunctionsDocument";

/** Function setup: which console functions the organisation's accounts may be granted at all. */
export function FunctionsDialog({ org, onClose }: { org: OrganisationFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const { menus } = useSession();
  const current = useQuery(OrganisationFunctionsDocument, {
    variables: { id: org.id },
    fetchPolicy: "network-only",
  });
  const [save, saving] = useMutation(SetOrganisationFunctionsDocument);
  const [value, setValue] = useState<number[]>([]);
  useEffect(() => {
    if (current.data) setValue(current.data.organisationFunctions);
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
              <Text fontSize="sm" color="fg.muted" mb="3">
                <FormattedMessage id="org.functionsHint" />
              </Text>
              {current.loading && !current.data ? (
                <Spinner />
              ) : (
                <MenuTreeChecklist tree={menus} value={value} onChange={setValue} testId="functions-tree" />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button
                colorPalette="teal"
                loading={saving.loading}
                data-testid="functions-save"
                onClick={async () => {
                  try {
                    await save({ variables: { id: org.id, menuIds: value } });
                    toaster.create({
                      type: "success",
                      title: intl.formatMessage({ id: "common.operationSuccess" }),
                    });
                    onClose();
                  } catch (e) {
                    toaster.create({ type: "error", title: intl.formatMessage({ id: errorMessageId(e) }) });
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
