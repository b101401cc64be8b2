import { useState } from "react";
import { Checkbox, Field, Input, NativeSelect, Stack, Textarea } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useMutation } from "@apollo/client/react";
import { ActionDialog } from "../../ui/ActionDialog";
import { errorMessage } from "../../ui/errors";
import { toaster } from "../../ui/toaster";
import { successTitle } from "../../ui/feedback";
import { RequestLogPullsDocument } from "../../gql/documents/RequestLogPullsDocument";
import { LogPullOutcomes, type Outcome } from "./LogPullOutcomes";
import { LOG_PULL_PERIODS, MAX_SNS, parseSnList, snError } from "./snList";

/**
 * Asks device apps for their logs of the last 1, 2, 3 or 7 days: one SN (checked here with the spec's
 * messages, and the server's refusal shown under it), or a pasted list of SNs, each with its outcome
 * in a table. A single pull that is made closes the dialog with "Operation Success".
 */
export function LogPullRequestDialog({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [several, setSeveral] = useState(false);
  const [sn, setSn] = useState("");
  const [list, setList] = useState("");
  const [period, setPeriod] = useState<number>(1);
  const [error, setError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const [request, { loading }] = useMutation(RequestLogPullsDocument);

  const submit = async () => {
    const sns = several ? parseSnList(list) : [sn.trim()];
    const invalid = several
      ? sns.length === 0
        ? "device.snRequired"
        : sns.length > MAX_SNS
          ? "logPull.tooMany"
          : null
      : snError(sn);
    setError(invalid);
    if (invalid) return;
    try {
      const { data } = await request({ variables: { sns, periodDays: period } });
      const got = data?.requestLogPulls ?? [];
      onDone();
      if (several) return setOutcomes(got);
      const refused = got[0]?.messageId;
      if (refused) return setError(refused);
      toaster.create({ type: "success", title: successTitle(intl, "common.operationSuccess", sns[0]) });
      onClose();
    } catch (e) {
      setError(null);
      toaster.create({ type: "error", title: errorMessage(intl, e) });
    }
  };

  return (
    <ActionDialog
      title={t("logPull.requestTitle")}
      testId="logPull-dialog"
      size="md"
      onClose={onClose}
      action={{
        label: t("logPull.submit"),
        onClick: () => void submit(),
        busy: loading,
        testId: "logPull-submit",
      }}
    >
      <Stack gap="4">
        <Checkbox.Root
          checked={several}
          onCheckedChange={(e) => {
            setSeveral(e.checked === true);
            setError(null);
            setOutcomes(null);
          }}
          data-testid="logPull-several"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t("logPull.several")}</Checkbox.Label>
        </Checkbox.Root>
        {several ? (
          <Field.Root required invalid={Boolean(error)}>
            <Field.Label>
              {t("logPull.snList")}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              value={list}
              rows={6}
              maxLength={MAX_SNS * 20}
              dir="ltr"
              onChange={(e) => setList(e.target.value)}
              data-testid="logPull-sns"
            />
            <Field.HelperText>{t("logPull.snListHint")}</Field.HelperText>
            {error && <Field.ErrorText data-testid="logPull-error">{t(error)}</Field.ErrorText>}
          </Field.Root>
        ) : (
          <Field.Root required invalid={Boolean(error)}>
            <Field.Label>
              {t("logPull.sn")}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={sn}
              maxLength={64}
              dir="ltr"
              autoComplete="off"
              onChange={(e) => setSn(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") void submit();
              }}
              data-testid="logPull-sn"
            />
            {error && <Field.ErrorText data-testid="logPull-error">{t(error)}</Field.ErrorText>}
          </Field.Root>
        )}
        <Field.Root required>
          <Field.Label>
            {t("logPull.periodDays")}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={String(period)}
              onChange={(e) => setPeriod(Number(e.target.value))}
              data-testid="logPull-period"
            >
              {LOG_PULL_PERIODS.map((d) => (
                <option key={d} value={d}>
                  {intl.formatMessage({ id: "dateRange.lastDays" }, { count: d })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {outcomes && <LogPullOutcomes outcomes={outcomes} />}
      </Stack>
    </ActionDialog>
  );
}
