import { useRef, useState } from "react";
import {
  Button,
  Dialog,
  Field,
  HStack,
  Link,
  Portal,
  Progress,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useMutation } from "@apollo/client/react";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { toaster } from "../../ui/toaster";
import { errorMessage, errorMessageId, fieldErrorsOf } from "../../ui/errors";
import { ImportDevicesDocument } from "../../gql/documents/ImportDevicesDocument";
import { downloadText } from "./exportCsv";
import { ImportPreview, type ImportResult } from "./ImportPreview";

export const IMPORT_TEMPLATE = "SN,goodsCode,organisation\n";
/** The API takes at most 5,000 rows and a 1 MB request; a larger file cannot be one import. */
const MAX_FILE_BYTES = 900_000;

/**
 * Inventory import: a CSV file (or pasted text) is checked by the server without writing (preview), each
 * row's problem shown; then, after a confirmation, its valid rows are imported.
 */
export function DeviceImportDialog({ onClose, onImported }: { onClose(): void; onImported(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const file = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState("");
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [run, { loading }] = useMutation(ImportDevicesDocument);

  const edit = (text: string, name: string | null) => {
    setCsv(text);
    setFileName(name);
    setPreview(null);
    setError(null);
  };
  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) {
      edit("", null);
      setError(t("device.import.tooLarge"));
      return;
    }
    edit(await chosen.text(), chosen.name);
  };
  const check = async () => {
    setError(null);
    try {
      const { data } = await run({ variables: { csv, commit: false } });
      if (data) setPreview(data.importDevices);
    } catch (e) {
      // A problem of the whole file (header, size, a quote left open on line n) comes as its own message.
      const fields = fieldErrorsOf(e);
      setError(fields.csv && errorMessageId(e) !== fields.csv ? t(fields.csv) : errorMessage(intl, e));
    }
  };
  const commit = async () => {
    setConfirming(false);
    try {
      const { data } = await run({ variables: { csv, commit: true } });
      const count = data?.importDevices.imported ?? 0;
      toaster.create({
        type: "success",
        title: intl.formatMessage({ id: "device.import.success" }, { count }),
      });
      onImported();
      onClose();
    } catch (e) {
      toaster.create({ type: "error", title: errorMessage(intl, e) });
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open && !loading) onClose();
      }}
      size="xl"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="import-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("device.import.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id="device.import.hint" />{" "}
                  <Link asChild fontSize="sm" color="teal.fg">
                    <button
                      type="button"
                      onClick={() => downloadText(IMPORT_TEMPLATE, "device-import-template.csv")}
                      data-testid="import-template"
                    >
                      {t("device.import.template")}
                    </button>
                  </Link>
                </Text>
                <HStack gap="2">
                  <Button variant="outline" onClick={() => file.current?.click()} data-testid="import-choose">
                    {t("device.import.choose")}
                  </Button>
                  <Text fontSize="sm" color="fg.muted" truncate data-testid="import-file-name">
                    {fileName}
                  </Text>
                  <input
                    ref={file}
                    type="file"
                    accept=".csv,text/csv"
                    hidden
                    onChange={(e) => {
                      void pick(e.target.files?.[0]);
                      e.target.value = "";
                    }}
                  />
                </HStack>
                <Field.Root invalid={Boolean(error)}>
                  <Field.Label>{t("device.import.paste")}</Field.Label>
                  <Textarea
                    value={csv}
                    onChange={(e) => edit(e.target.value, null)}
                    rows={6}
                    fontFamily="mono"
                    placeholder={t("device.import.placeholder")}
                    data-testid="import-text"
                  />
                  {error && <Field.ErrorText data-testid="import-error">{error}</Field.ErrorText>}
                </Field.Root>
                {loading && (
                  <Progress.Root value={null} size="xs" colorPalette="teal" data-testid="import-progress">
                    <Progress.Label srOnly>{t("device.import.working")}</Progress.Label>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )}
                {preview && <ImportPreview result={preview} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={loading} data-testid="import-cancel">
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button
                variant={preview ? "outline" : "solid"}
                colorPalette="teal"
                disabled={!csv.trim() || loading}
                onClick={() => void check()}
                data-testid="import-preview-run"
              >
                {t("device.import.preview")}
              </Button>
              {preview && preview.valid > 0 && (
                <Button
                  colorPalette="teal"
                  disabled={loading}
                  onClick={() => setConfirming(true)}
                  data-testid="import-commit"
                >
                  <FormattedMessage id="device.import.commit" values={{ count: preview.valid }} />
                </Button>
              )}
            </Dialog.Footer>
            <ConfirmDialog
              open={confirming}
              title={t("device.import.title")}
              body={intl.formatMessage(
                { id: "device.import.confirm" },
                { count: preview?.valid ?? 0, invalid: preview?.invalid ?? 0 },
              )}
              confirmLabel={t("device.import.confirmOk")}
              onCancel={() => setConfirming(false)}
              onConfirm={() => void commit()}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
