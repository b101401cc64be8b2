import { useId, useRef } from "react";
import { Button, Field, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { FILE_KINDS, type FileKind } from "@cgm/domain";
import { acceptOf } from "./upload/uploadModel";
import { useTusUpload, type UploadedFile } from "./upload/useTusUpload";

export type { UploadedFile } from "./upload/useTusUpload";

/**
 * Chooses and uploads one file of a kind (resumable, through /files/v1/uploads): a progress bar with
 * percentage and speed, pause and resume, cancel; it resumes by itself when the connection comes back.
 * `onUploaded` hands over the stored file's id for the form to save; `onCleared` when the user removes
 * or cancels it. `current` names a file the record already has.
 */
export function FileUpload(props: {
  kind: FileKind;
  label: string;
  name: string;
  onUploaded: (file: UploadedFile) => void;
  onCleared?: () => void;
  /** A file was chosen (before it is checked and sent): what an earlier file led to is out of date. */
  onChosen?: (file: File) => void;
  current?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** A form error (message id). */
  error?: string;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { state, start, pause, resume, cancel, reset } = useTusUpload(props.kind, props.onUploaded);
  const limit = FILE_KINDS[props.kind].maxBytes;
  const size = (bytes: number) =>
    bytes < 1_000_000
      ? intl.formatNumber(bytes / 1000, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 })
      : intl.formatNumber(bytes / 1_000_000, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });
  const percent = state.total ? Math.floor((state.sent / state.total) * 100) : 0;
  const active = state.phase === "uploading" || state.phase === "paused" || state.phase === "offline";
  const message = state.message ?? (props.error ? { id: props.error } : null);
  // A lost connection or a server failure may be retried from where it stopped; a refusal may not.
  const retryable =
    state.phase === "error" &&
    state.total > 0 &&
    ["error.network", "upload.failed"].includes(message?.id ?? "");
  const choose = () => input.current?.click();
  const clear = () => {
    cancel();
    props.onCleared?.();
  };

  return (
    <Field.Root invalid={Boolean(message)} required={props.required} id={props.name}>
      <Field.Label htmlFor={`${props.name}-input`}>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <input
        ref={input}
        id={`${props.name}-input`}
        type="file"
        hidden
        accept={acceptOf(props.kind)}
        aria-describedby={hintId}
        data-testid={`upload-input-${props.name}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ""; // the same file may be chosen again
          if (!file) return;
          props.onChosen?.(file);
          start(file);
        }}
      />
      <Stack gap="2" width="full">
        <HStack gap="2" wrap="wrap">
          {!active && (
            <Button
              size="sm"
              variant="outline"
              onClick={choose}
              disabled={props.disabled}
              data-testid={`upload-choose-${props.name}`}
            >
              <FormattedMessage
                id={state.phase === "done" || props.current ? "upload.replace" : "upload.choose"}
              />
            </Button>
          )}
          {state.phase === "uploading" && (
            <Button size="sm" variant="outline" onClick={pause} data-testid={`upload-pause-${props.name}`}>
              <FormattedMessage id="upload.pause" />
            </Button>
          )}
          {(state.phase === "paused" || state.phase === "offline" || retryable) && (
            <Button size="sm" variant="outline" onClick={resume} data-testid={`upload-resume-${props.name}`}>
              <FormattedMessage id="upload.resume" />
            </Button>
          )}
          {active && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={clear}
              data-testid={`upload-cancel-${props.name}`}
            >
              <FormattedMessage id="upload.cancel" />
            </Button>
          )}
          {state.phase === "done" && (
            <Button size="sm" variant="ghost" onClick={clear} data-testid={`upload-remove-${props.name}`}>
              <FormattedMessage id="upload.remove" />
            </Button>
          )}
          {state.file ? (
            <Text fontSize="sm" truncate maxW="60%" data-testid={`upload-file-${props.name}`}>
              {state.file.name} ({size(state.file.size)})
            </Text>
          ) : (
            props.current && (
              <Text fontSize="sm" truncate maxW="60%">
                {props.current}
              </Text>
            )
          )}
        </HStack>
        {(active || state.phase === "done") && (
          <Progress.Root
            value={percent}
            max={100}
            size="sm"
            colorPalette={state.phase === "done" ? "green" : "teal"}
            data-testid={`upload-progress-${props.name}`}
          >
            <Progress.Track
              aria-label={intl.formatMessage({ id: "upload.progress" }, { name: state.file?.name ?? "" })}
            >
              <Progress.Range />
            </Progress.Track>
            <HStack justify="space-between" mt="1">
              <Progress.ValueText fontSize="xs" aria-live="off">
                {intl.formatNumber(percent / 100, { style: "percent" })}
                {state.phase === "uploading" && state.speed > 0 && (
                  <>
                    {" · "}
                    {intl.formatNumber(state.speed / 1_000_000, {
                      style: "unit",
                      unit: "megabyte-per-second",
                      maximumFractionDigits: 1,
                    })}
                  </>
                )}
              </Progress.ValueText>
              <Text fontSize="xs" color="fg.muted" aria-live="polite">
                {state.phase === "paused" && <FormattedMessage id="upload.paused" />}
                {state.phase === "offline" && <FormattedMessage id="upload.offline" />}
                {state.phase === "done" && <FormattedMessage id="upload.done" />}
              </Text>
            </HStack>
          </Progress.Root>
        )}
      </Stack>
      <Field.HelperText id={hintId}>
        <FormattedMessage
          id="upload.hint"
          values={{ types: acceptOf(props.kind).replace(/,/g, ", "), limit: size(limit) }}
        />
      </Field.HelperText>
      {message && (
        <Field.ErrorText data-testid={`upload-error-${props.name}`} role="alert">
          {intl.formatMessage({ id: message.id }, { ...message.values, limit: size(limit) })}
          {state.phase === "error" && state.sent === 0 && (
            <Button size="xs" variant="plain" ms="2" onClick={reset}>
              <FormattedMessage id="common.close" />
            </Button>
          )}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
