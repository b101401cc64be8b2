import { Badge, Box, HStack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { DataTable, type Column } from "../../ui/DataTable";
import type { ImportDevicesMutation } from "../../gql/graphql";

export type ImportResult = ImportDevicesMutation["importDevices"];
type Row = ImportResult["rows"][number];

/** The header of each field an import row's problem can be about. */
const FIELD_LABELS: Record<string, string> = {
  sn: "device.sn",
  goodsCode: "device.goodsCode",
  organisation: "device.import.organisationNumber",
};

/** Rows drawn at most: the rows with a problem come first, so they are never the ones left out. */
const MAX_SHOWN = 500;

/**
 * The checked rows of an inventory CSV: counts, then each row with "OK" or each field's problem, the
 * field named ("Product code: Special characters are not allowed").
 */
export function ImportPreview({ result }: { result: ImportResult }) {
  const intl = useIntl();
  const t = (id: string) => (intl.messages[id] ? intl.formatMessage({ id }) : id);
  const ordered = [...result.rows].sort(
    (a, b) => Number(!a.errors.length) - Number(!b.errors.length) || a.line - b.line,
  );
  const shown = ordered.slice(0, MAX_SHOWN);
  const columns: Column<Row>[] = [
    { key: "line", header: t("device.import.line"), width: "16", render: (r) => r.line },
    { key: "sn", header: t("device.sn"), render: (r) => <Text data-testid="import-sn">{r.sn || "—"}</Text> },
    { key: "goodsCode", header: t("device.goodsCode"), render: (r) => r.goodsCode || "—" },
    {
      key: "organisation",
      header: t("device.import.organisationNumber"),
      render: (r) => r.organisation || "—",
    },
    {
      key: "result",
      header: t("device.import.result"),
      render: (r) =>
        r.errors.length ? (
          <Box
            color="fg.error"
            data-testid="import-result"
            data-error={r.errors.map((e) => e.message).join(" ")}
          >
            {r.errors.map((e) => (
              <Text key={e.field} data-testid={`import-error-${e.field}`}>
                {intl.formatMessage(
                  { id: "device.import.fieldError" },
                  { field: t(FIELD_LABELS[e.field] ?? e.field), message: t(e.message) },
                )}
              </Text>
            ))}
          </Box>
        ) : (
          <Badge colorPalette="green" variant="subtle" data-testid="import-result">
            {t("device.import.ok")}
          </Badge>
        ),
    },
  ];
  return (
    <Box data-testid="import-preview">
      <HStack gap="4" mb="2" fontSize="sm">
        <Text data-testid="import-valid" color="green.fg">
          <FormattedMessage id="device.import.valid" values={{ count: result.valid }} />
        </Text>
        <Text data-testid="import-invalid" color={result.invalid ? "fg.error" : "fg.muted"}>
          <FormattedMessage id="device.import.invalid" values={{ count: result.invalid }} />
        </Text>
      </HStack>
      <Box maxH="72" overflowY="auto">
        <DataTable columns={columns} rows={shown} rowKey={(r) => String(r.line)} testId="import-table" />
      </Box>
      {ordered.length > shown.length && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          <FormattedMessage
            id="device.import.truncated"
            values={{ shown: shown.length, total: ordered.length }}
          />
        </Text>
      )}
    </Box>
  );
}
