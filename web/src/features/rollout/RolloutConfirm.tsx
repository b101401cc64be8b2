import { useState } from "react";
import { Field, Stack, Text, Textarea } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useMutation } from "@apollo/client/react";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { errorMessage } from "../../ui/errors";
import { successTitle } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { StartRolloutDocument } from "../../gql/documents/StartRolloutDocument";
import { PauseRolloutDocument } from "../../gql/documents/PauseRolloutDocument";
import { ResumeRolloutDocument } from "../../gql/documents/ResumeRolloutDocument";
import { HaltRolloutDocument } from "../../gql/documents/HaltRolloutDocument";
import { PackageRolloutDocument } from "../../gql/documents/PackageRolloutDocument";

export type RolloutChange = "start" | "pause" | "resume" | "halt";

/** Asks before a rollout changes state (halting takes an optional reason), then changes it. */
export function RolloutConfirm(props: { change: RolloutChange; id: string; name: string; onClose(): void }) {
  const intl = useIntl();
  const opts = { refetchQueries: [PackageRolloutDocument] };
  const [start] = useMutation(StartRolloutDocument, opts);
  const [pause] = useMutation(PauseRolloutDocument, opts);
  const [resume] = useMutation(ResumeRolloutDocument, opts);
  const [halt] = useMutation(HaltRolloutDocument, opts);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");
  const { change, id } = props;
  const run = async () => {
    setBusy(true);
    try {
      if (change === "start") await start({ variables: { id } });
      else if (change === "pause") await pause({ variables: { id } });
      else if (change === "resume") await resume({ variables: { id } });
      else await halt({ variables: { id, note: note.trim() || null } });
      toaster.create({ type: "success", title: successTitle(intl, "common.operationSuccess", props.name) });
    } catch (e) {
      toaster.create({ type: "error", title: errorMessage(intl, e) });
    } finally {
      setBusy(false);
      props.onClose();
    }
  };
  const question = intl.formatMessage({ id: `rollout.${change}Confirm` }, { name: props.name });
  return (
    <ConfirmDialog
      open
      danger={change === "halt"}
      title={intl.formatMessage({ id: `rollout.${change}` })}
      body={
        change === "halt" ? (
          <Stack gap="3">
            <Text>{question}</Text>
            <Field.Root>
              <Field.Label>{intl.formatMessage({ id: "rollout.haltNote" })}</Field.Label>
              <Textarea
                value={note}
                maxLength={200}
                onChange={(e) => setNote(e.target.value)}
                data-testid="rollout-halt-note"
              />
            </Field.Root>
          </Stack>
        ) : (
          question
        )
      }
      confirmLabel={intl.formatMessage({ id: `rollout.${change}` })}
      busy={busy}
      onCancel={props.onClose}
      onConfirm={() => void run()}
    />
  );
}
