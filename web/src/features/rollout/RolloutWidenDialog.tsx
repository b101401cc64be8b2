import { useState } from "react";
import { Checkbox, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useMutation } from "@apollo/client/react";
import { ActionDialog } from "../../ui/ActionDialog";
import { errorMessage, fieldErrorsOf } from "../../ui/errors";
import { successTitle } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import type { RolloutFieldsFragment } from "../../gql/graphql";
import { WidenRolloutDocument } from "../../gql/documents/WidenRolloutDocument";
import { PackageRolloutDocument } from "../../gql/documents/PackageRolloutDocument";
import { NumberField, numberOrNull } from "./NumberField";
import { OrganisationChecklist } from "./OrganisationChecklist";

/** Widens a rollout: a higher share, more organisations, or every organisation. */
export function RolloutWidenDialog(props: { rollout: RolloutFieldsFragment; name: string; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const r = props.rollout;
  const [widen, { loading }] = useMutation(WidenRolloutDocument, {
    refetchQueries: [PackageRolloutDocument],
  });
  const [percent, setPercent] = useState(String(Math.min(100, r.percent * 3)));
  const [orgs, setOrgs] = useState<string[]>([]);
  const [all, setAll] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const named = r.organisations.length > 0 || r.hasHiddenOrganisations;
  const run = async () => {
    try {
      await widen({
        variables: {
          id: r.id,
          input: {
            percent: numberOrNull(percent) ?? 0,
            addOrganisationIds: orgs,
            allOrganisations: all || null,
          },
        },
      });
      toaster.create({ type: "success", title: successTitle(intl, "common.operationSuccess", props.name) });
      props.onClose();
    } catch (e) {
      const fe = fieldErrorsOf(e);
      setErrors(fe);
      if (!Object.keys(fe).length) toaster.create({ type: "error", title: errorMessage(intl, e) });
    }
  };
  return (
    <ActionDialog
      title={t("rollout.widenTitle")}
      testId="rollout-widen-dialog"
      size="md"
      onClose={props.onClose}
      action={{
        label: t("rollout.widen"),
        onClick: () => void run(),
        busy: loading,
        testId: "rollout-widen-save",
      }}
    >
      <Stack gap="4">
        <Text color="fg.muted">{t("rollout.widenHelp")}</Text>
        <NumberField
          name="percent"
          label={t("rollout.percent")}
          value={percent}
          onChange={setPercent}
          error={errors.percent ?? errors.addOrganisationIds ?? errors.allOrganisations}
          required
        />
        {named && (
          <>
            <OrganisationChecklist
              legend={t("rollout.addOrganisations")}
              value={orgs}
              exclude={r.organisations.map((o) => o.id)}
              onChange={setOrgs}
            />
            <Checkbox.Root
              checked={all}
              onCheckedChange={(e) => setAll(e.checked === true)}
              data-testid="rollout-all-orgs"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t("rollout.allOrganisationsNow")}</Checkbox.Label>
            </Checkbox.Root>
          </>
        )}
      </Stack>
    </ActionDialog>
  );
}
