import { Button, HStack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { usePermission } from "../../session/permission";
import { useSession } from "../../session/SessionProvider";
import { useFormat } from "../../i18n/format";
import { StatusBadge } from "../../ui/StatusBadge";
import type { Column } from "../../ui/DataTable";
import type { AccountFieldsFragment } from "../../gql/graphql";

export type AccountAction = "edit" | "status" | "resetPassword";

/** The account table's columns; the actions are those the role holds (never status or reset on oneself). */
export function useAccountColumns(
  onAction: (action: AccountAction, account: AccountFieldsFragment) => void,
): Column<AccountFieldsFragment>[] {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const fmt = useFormat();
  const can = usePermission();
  const { me } = useSession();
  const action = (a: AccountAction, row: AccountFieldsFragment, label: string, danger = false) => (
    <Button
      size="xs"
      variant="ghost"
      colorPalette={danger ? "red" : undefined}
      onClick={() => onAction(a, row)}
      data-testid={`account-${a}`}
    >
      <FormattedMessage id={label} />
    </Button>
  );
  return [
    {
      key: "account",
      header: t("account.account"),
      render: (a) => (
        <Text fontWeight="medium" whiteSpace="nowrap" data-testid="account-account">
          {a.account}
        </Text>
      ),
    },
    { key: "name", header: t("account.name"), render: (a) => a.name },
    {
      key: "phone",
      header: t("account.phone"),
      render: (a) => <Text whiteSpace="nowrap">{a.phone}</Text>,
    },
    {
      key: "organisation",
      header: t("account.organisation"),
      render: (a) => <Text data-testid="account-organisation">{a.organisation.name}</Text>,
    },
    { key: "role", header: t("account.role"), render: (a) => a.role.name },
    {
      key: "dataScope",
      header: t("account.dataScope"),
      render: (a) => (
        <Text
          data-testid="account-scope"
          title={a.dataScope === "CUSTOM" ? a.customOrganisations.map((o) => o.name).join(", ") : undefined}
        >
          {t(`scope.${a.dataScope}`)}
        </Text>
      ),
    },
    { key: "status", header: t("account.status"), render: (a) => <StatusBadge status={a.status} /> },
    {
      key: "lastLogin",
      header: t("account.lastLogin"),
      render: (a) => (
        <Text whiteSpace="nowrap" data-testid="account-last-login">
          {a.lastLoginAt ? fmt.longDate(a.lastLoginAt) : "—"}
        </Text>
      ),
    },
    {
      key: "actions",
      header: t("list.actions"),
      end: true,
      render: (a) => {
        const self = me?.id === a.id;
        return (
          <HStack gap="1" justify="end">
            {can("org:account:edit") && action("edit", a, "common.edit")}
            {!self &&
              can("org:account:status") &&
              action(
                "status",
                a,
                a.status === "ACTIVE" ? "org.disable" : "org.enable",
                a.status === "ACTIVE",
              )}
            {!self && can("org:account:resetPassword") && action("resetPassword", a, "account.resetPassword")}
          </HStack>
        );
      },
    },
  ];
}
