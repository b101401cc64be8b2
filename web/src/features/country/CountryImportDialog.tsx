import { useState } from "react";
import { Box, HStack, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { ImportCountryTranslationsDocument } from "../../gql/documents/ImportCountryTranslationsDocument";
import { CountriesDocument } from "../../gql/documents/CountriesDocument";
import { FileUpload } from "../../ui/FileUpload";
import { errorMessage } from "../../ui/errors";
import { toaster } from "../../ui/toaster";
import { ActionDialog } from "../../ui/ActionDialog";
import { CountryImportPreview, useImportSummary, type ImportResult } from "./CountryImportPreview";

/** The import templates (GET, session cookie), by format. */
const TEMPLATE = "/files/v1/templates/country-translations";

/**
 * Import of countries' names per language from a CSV or XLSX file: a template to fill in, the file's
 * upload, a preview of every row's outcome and errors with nothing written, and the import itself once
 * the user confirms a preview without errors (all rows or none).
 */
export function CountryImportDialog(props: { onClose(): void }) {
  const intl = useIntl();
  const client = useApolloClient();
  const summary = useImportSummary();
  const [run] = useMutation(ImportCountryTranslationsDocument);
  const [fileId, setFileId] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<"preview" | "commit" | null>(null);

  const clear = () => {
    setFileId(null);
    setPreview(null);
    setProblem(null);
  };

  const check = async (id: string) => {
    clear();
    setFileId(id);
    setBusy("preview");
    try {
      const r = await run({ variables: { fileId: id, commit: false } });
      setPreview(r.data?.importCountryTranslations ?? null);
    } catch (e) {
      setProblem(errorMessage(intl, e));
    } finally {
      setBusy(null);
    }
  };

  const commit = async () => {
    if (!fileId) return;
    setBusy("commit");
    try {
      const r = await run({ variables: { fileId, commit: true } });
      const done = r.data?.importCountryTranslations;
      if (done) toaster.create({ type: "success", title: summary(done) });
      void client.refetchQueries({ include: [CountriesDocument] });
      props.onClose();
    } catch (e) {
      setProblem(errorMessage(intl, e));
    } finally {
      setBusy(null);
    }
  };

  const ready = preview !== null && preview.invalid === 0 && preview.rows.length > 0 && !busy;

  return (
    <ActionDialog
      title={<FormattedMessage id="countryImport.title" />}
      testId="country-import-dialog"
      size="xl"
      onClose={props.onClose}
      action={{
        label: <FormattedMessage id="countryImport.confirm" />,
        onClick: () => void commit(),
        busy: busy === "commit",
        disabled: !ready,
        testId: "import-confirm",
      }}
    >
      <Stack gap="4">
        <Text fontSize="sm">
          <FormattedMessage id="countryImport.help" />
        </Text>
        <HStack gap="4" wrap="wrap">
          <Text fontSize="sm" fontWeight="medium">
            <FormattedMessage id="countryImport.template" />
          </Text>
          <Link href={`${TEMPLATE}.csv`} download colorPalette="teal" data-testid="template-csv">
            <FormattedMessage id="countryImport.templateCsv" />
          </Link>
          <Link href={`${TEMPLATE}.xlsx`} download colorPalette="teal" data-testid="template-xlsx">
            <FormattedMessage id="countryImport.templateXlsx" />
          </Link>
        </HStack>
        <FileUpload
          kind="translationImport"
          name="importFile"
          label={intl.formatMessage({ id: "countryImport.file" })}
          required
          onUploaded={(f) => void check(f.id)}
          onChosen={clear}
          onCleared={clear}
        />
        {busy === "preview" && (
          <Box textAlign="center" py="4" role="status" aria-label={intl.formatMessage({ id: "app.loading" })}>
            <Spinner color="teal.solid" />
          </Box>
        )}
        {problem && (
          <Text color="fg.error" role="alert" data-testid="import-error">
            {problem}
          </Text>
        )}
        {preview && <CountryImportPreview result={preview} />}
      </Stack>
    </ActionDialog>
  );
}
