import { useState } from "react";
import { Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useMutation } from "@apollo/client/react";
import { ActionDialog } from "../../ui/ActionDialog";
import { errorMessage, fieldErrorsOf } from "../../ui/errors";
import { successTitle } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { CreateRolloutDocument } from "../../gql/documents/CreateRolloutDocument";
import { PackageRolloutDocument } from "../../gql/documents/PackageRolloutDocument";
import { NumberField, numberOrNull } from "./NumberField";
import { OrganisationChecklist } from "./OrganisationChecklist";

/** Prepares a package's rollout (a draft): its first share, organisations and thresholds. */
export function RolloutCreateDialog(props: { packageId: string; name: string; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [create, { loading }] = useMutation(CreateRolloutDocument, {
    refetchQueries: [PackageRolloutDocument],
  });
  const [percent, setPercent] = useState("10");
  const [orgs, setOrgs] = useState<string[]>([]);
  const [failure, setFailure] = useState("20");
  const [anomaly, setAnomaly] = useState("2");
  const [sample, setSample] = useState("10");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async () => {
    const failurePercent = numberOrNull(failure);
    try {
      await create({
        variables: {
          packageId: props.packageId,
          input: {
            percent: numberOrNull(percent) ?? 0,
            organisationIds: orgs,
            maxFailureRate: failurePercent === null ? null : failurePercent / 100,
            maxAnomalyIncrease: numberOrNull(anomaly),
            minSample: numberOrNull(sample) ?? 0,
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
      title={t("rollout.create")}
      testId="rollout-create-dialog"
      size="md"
      onClose={props.onClose}
      action={{
        label: t("rollout.create"),
        onClick: () => void run(),
        busy: loading,
        testId: "rollout-create-save",
      }}
    >
      <Stack gap="4">
        <NumberField
          name="percent"
          label={t("rollout.percent")}
          help={t("rollout.percentHelp")}
          value={percent}
          onChange={setPercent}
          error={errors.percent}
          required
        />
        <OrganisationChecklist legend={t("rollout.organisationsPick")} value={orgs} onChange={setOrgs} />
        {errors.organisationIds && (
          <Text color="fg.error" role="alert" data-testid="error-organisationIds">
            {t(errors.organisationIds)}
          </Text>
        )}
        <NumberField
          name="maxFailureRate"
          label={t("rollout.maxFailurePercent")}
          help={t("rollout.emptyNotChecked")}
          value={failure}
          onChange={setFailure}
          error={errors.maxFailureRate}
          step="0.1"
        />
        <NumberField
          name="maxAnomalyIncrease"
          label={t("rollout.maxAnomalyIncrease")}
          help={t("rollout.anomalyHelp")}
          value={anomaly}
          onChange={setAnomaly}
          error={errors.maxAnomalyIncrease}
          step="0.1"
        />
        <NumberField
          name="minSample"
          label={t("rollout.minSample")}
          value={sample}
          onChange={setSample}
          error={errors.minSample}
          required
        />
      </Stack>
    </ActionDialog>
  );
}
