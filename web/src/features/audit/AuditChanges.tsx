import { Table, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useFormat } from "../../i18n/format";
import { fieldLabel, type AuditItem } from "./auditText";
import { valueText } from "./auditValues";

/** The fields an entry changed: one row per field, its label, the value before and the value after. */
export function AuditChanges({ entry }: { entry: AuditItem }) {
  const intl = useIntl();
  const { dateTime } = useFormat();
  if (entry.changes.length === 0) {
    return (
      <Text color="fg.muted">
        <FormattedMessage id="audit.noChanges" />
      </Text>
    );
  }
  return (
    <Table.Root size="sm" variant="outline" data-testid="audit-changes">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>
            <FormattedMessage id="audit.field" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="audit.before" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="audit.after" />
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entry.changes.map((c) => (
          <Table.Row key={c.field} data-testid="audit-change">
            <Table.Cell fontWeight="medium">{fieldLabel(intl, entry.entity, c.field)}</Table.Cell>
            <Table.Cell wordBreak="break-word">
              <bdi>{valueText(intl, entry.entity, c.field, c.before, dateTime)}</bdi>
            </Table.Cell>
            <Table.Cell wordBreak="break-word">
              <bdi>{valueText(intl, entry.entity, c.field, c.after, dateTime)}</bdi>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
