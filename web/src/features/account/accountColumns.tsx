import { Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { usePermission } from "../../session/permission";
import { useSession } from "../../session/SessionProvider";
import { StatusBadge } from "../../ui/StatusBadge";
import { DateTimeText } from "../../ui/DateTimeText";
import { RowActions, type RowAction } from "../../ui/RowActions";
import type { Column } from "../../ui/DataTable";
import type { AccountFieldsFragment } from "../../gql/graphql";

export type AccountAction = "edit" | "status" | "resetPassword";

/** The account table's columns; the actions are those the role holds (never status or reset on oneself). */
export function useAccountColumns(
  onAction: (action: AccountAction, account: AccountFieldsFragment) => void,
): Column<AccountFieldsFragment>[] {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const can = usePermission();
  const { me } = useSession();
  const action = (key: AccountAction, row: AccountFieldsFragment, label: string, danger = false) => ({
    key,
    label: t(label),
    danger,
    onSelect: () => onAction(key, row),
  });
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
      render: (a) => <DateTimeText value={a.lastLoginAt} testId="account-last-login" />,
    },
    {
      key: "actions",
      header: t("list.actions"),
      end: true,
      render: (a) => {
        const self = me?.id === a.id;
        const more: RowAction[] = [];
        if (!self && can("org:account:status"))
          more.push(
            a.status === "ACTIVE"
              ? action("status", a, "org.disable", true)
              : action("status", a, "org.enable"),
          );
        if (!self && can("org:account:resetPassword"))
          more.push(action("resetPassword", a, "account.resetPassword"));
        return (
          <RowActions
            rowLabel={a.account}
            primary={can("org:account:edit") ? [action("edit", a, "common.edit")] : []}
            more={more}
            testIdPrefix="account"
          />
        );
      },
    },
  ];
}
