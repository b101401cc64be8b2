import { Badge, Box, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { DataTable } from "../../ui/DataTable";
import type { ImportCountryTranslationsMutation } from "../../gql/graphql";

export type ImportResult = ImportCountryTranslationsMutation["importCountryTranslations"];
type Row = ImportResult["rows"][number];

const PALETTE: Record<Row["outcome"], string> = {
  CREATE: "green",
  UPDATE: "blue",
  UNCHANGED: "gray",
  ERROR: "red",
};

/** The counts of a preview or of a committed import, in one sentence. */
export function useImportSummary() {
  const intl = useIntl();
  return (r: ImportResult) =>
    intl.formatMessage(
      { id: r.committed ? "countryImport.done" : "countryImport.summary" },
      { created: r.created, updated: r.updated, unchanged: r.unchanged, invalid: r.invalid },
    );
}

/** Every row of the file with what importing it does, and its errors in the interface language. */
export function CountryImportPreview({ result }: { result: ImportResult }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const summary = useImportSummary();
  const errorText = (r: Row) =>
    r.errors.map((e) => `${t(`countryImport.column.${e.field}`)}: ${t(e.message)}`).join("; ");
  return (
    <Stack gap="2">
      <Text fontWeight="medium" data-testid="import-summary" aria-live="polite">
        {summary(result)}
      </Text>
      {result.invalid > 0 && (
        <Text color="fg.error" role="alert" data-testid="import-has-errors">
          {intl.formatMessage({ id: "countryImport.fixErrors" }, { count: result.invalid })}
        </Text>
      )}
      <Box maxH="80" overflowY="auto">
        <DataTable<Row>
          testId="import-preview"
          rowKey={(r) => String(r.row)}
          rows={result.rows}
          columns={[
            { key: "row", header: t("countryImport.column.row"), render: (r) => r.row, end: true },
            {
              key: "countryCode",
              header: t("countryImport.column.countryCode"),
              render: (r) => r.countryCode,
            },
            {
              key: "languageCode",
              header: t("countryImport.column.languageCode"),
              render: (r) => r.languageCode,
            },
            { key: "name", header: t("countryImport.column.name"), render: (r) => r.name },
            {
              key: "outcome",
              header: t("countryImport.outcomeHeader"),
              render: (r) => (
                <Badge colorPalette={PALETTE[r.outcome]} variant="subtle" data-testid="import-outcome">
                  {t(`countryImport.outcome.${r.outcome}`)}
                </Badge>
              ),
            },
            {
              key: "errors",
              header: t("countryImport.errors"),
              render: (r) =>
                r.errors.length ? (
                  <Text color="fg.error" data-testid="import-row-error">
                    {errorText(r)}
                  </Text>
                ) : (
                  "—"
                ),
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
