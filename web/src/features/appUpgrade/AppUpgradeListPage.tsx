import { useState } from "react";
import { Badge, Image, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useMutation } from "@apollo/client/react";
import { appUpgradeSchema } from "@cgm/domain";
import { ListPage } from "../../ui/list/ListPage";
import { useFormat } from "../../i18n/format";
import { useDictionaryOptions } from "../dictionary/useDictionaryOptions";
import type { AppUpgradeFieldsFragment } from "../../gql/graphql";
import { AppUpgradesDocument } from "../../gql/documents/AppUpgradesDocument";
import { CreateAppUpgradeDocument } from "../../gql/documents/CreateAppUpgradeDocument";
import { UpdateAppUpgradeDocument } from "../../gql/documents/UpdateAppUpgradeDocument";
import { AppUpgradeFileField } from "./AppUpgradeFileField";
import { AppUpgradePackageCell, formatSize } from "./AppUpgradePackageCell";
import { AppUpgradeInvalidConfirm } from "./AppUpgradeInvalidConfirm";

type Row = AppUpgradeFieldsFragment;
type Page = { appUpgrades: { items: Row[]; total: number } };

/** The form's values, as the domain schema has them. */
interface AppUpgradeValues {
  appName: string;
  upgradeContent: string;
  iconFileId: string | null;
  packageFileId: string | null;
  versionNum: number | null;
  versionName: string;
  terminalType: string;
  remark: string;
  /** The saved package's file name (shown until another is chosen); not sent. */
  packageName: string | null;
}

const EMPTY: AppUpgradeValues = {
  appName: "",
  upgradeContent: "",
  iconFileId: null,
  packageFileId: null,
  versionNum: null,
  versionName: "",
  terminalType: "",
  remark: "",
  packageName: null,
};

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- packageName is the form's own, not sent
const toInput = ({ packageName, ...v }: AppUpgradeValues) => v;

/**
 * App upgrade: versions of the device apps per terminal type with their icon and install package (size,
 * SHA-256, download); add and edit with resumable uploads; "Set invalid" for good, after a confirmation.
 */
export default function AppUpgradeListPage() {
  const intl = useIntl();
  const fmt = useFormat();
  const types = useDictionaryOptions("terminalType");
  const [create] = useMutation(CreateAppUpgradeDocument);
  const [update] = useMutation(UpdateAppUpgradeDocument);
  const [invalidating, setInvalidating] = useState<Row | null>(null);
  const typeLabel = (code: string) =>
    types.find((o) => String(o.value).toLowerCase() === code.toLowerCase())?.label ?? code;
  const statusText = (r: Row) =>
    intl.formatMessage({ id: r.status === "VALID" ? "appUpgrade.valid" : "appUpgrade.invalid" });
  const statusOptions = [
    { value: "VALID", label: intl.formatMessage({ id: "appUpgrade.valid" }) },
    { value: "INVALID", label: intl.formatMessage({ id: "appUpgrade.invalid" }) },
  ];

  return (
    <ListPage<Row, Page, AppUpgradeValues>
      resource="appUpgrade"
      permission="version:app"
      query={AppUpgradesDocument}
      select={(d) => d.appUpgrades}
      rowName={(r) => `${r.appName} ${r.versionName}`}
      defaultSort={{ field: "CREATED_AT", direction: "DESC" }}
      columns={[
        {
          key: "icon",
          width: "16",
          render: (r) => (
            <Image src={r.iconUrl} alt={r.appName} boxSize="8" objectFit="contain" data-testid="app-icon" />
          ),
          csv: (r) => new URL(r.iconUrl, window.location.origin).href,
        },
        { key: "appName", sort: "APP_NAME" },
        { key: "versionNum", kind: "number", sort: "VERSION_NUM" },
        { key: "versionName" },
        {
          key: "terminalType",
          sort: "TERMINAL_TYPE",
          render: (r) => typeLabel(r.terminalType),
          csv: (r) => typeLabel(r.terminalType),
        },
        {
          key: "package",
          render: (r) => <AppUpgradePackageCell pkg={r.package} />,
          csv: (r) =>
            `${r.package.fileName} (${formatSize(intl, r.package.size)}) SHA-256 ${r.package.sha256}`,
        },
        {
          key: "status",
          render: (r) => (
            <Stack gap="0" align="start">
              <Badge
                colorPalette={r.status === "VALID" ? "green" : "gray"}
                variant="subtle"
                data-testid="status"
              >
                {statusText(r)}
              </Badge>
              {r.disableTime && (
                <Text fontSize="xs" color="fg.muted" data-testid="disable-time">
                  <FormattedMessage
                    id="appUpgrade.disabledAt"
                    values={{ time: fmt.dateTime(r.disableTime) }}
                  />
                </Text>
              )}
            </Stack>
          ),
          csv: (r) => (r.disableTime ? `${statusText(r)} ${fmt.dateTime(r.disableTime)}` : statusText(r)),
        },
        { key: "creator", render: (r) => r.creator ?? "—", csv: (r) => r.creator ?? "" },
        { key: "createdAt", header: "org.createdAt", kind: "datetime", sort: "CREATED_AT" },
      ]}
      filters={[
        { name: "appName" },
        { name: "terminalType", kind: "select", options: types, width: "40" },
        { name: "status", kind: "select", options: statusOptions, width: "32" },
      ]}
      form={{
        editable: (r) => r.status === "VALID",
        schema: appUpgradeSchema,
        fields: [
          { name: "appName" },
          { name: "versionNum", kind: "number" },
          { name: "versionName" },
          { name: "terminalType", kind: "select", options: types },
          {
            name: "iconFileId",
            render: () => <AppUpgradeFileField name="iconFileId" kind="appIcon" />,
          },
          {
            name: "packageFileId",
            render: () => (
              <AppUpgradeFileField name="packageFileId" kind="appPackage" currentFrom="packageName" />
            ),
          },
          { name: "upgradeContent", kind: "textarea" },
          { name: "remark", kind: "textarea" },
        ],
        empty: EMPTY,
        fromRow: (r) => ({
          appName: r.appName,
          upgradeContent: r.upgradeContent ?? "",
          iconFileId: r.iconFileId,
          packageFileId: r.package.id,
          versionNum: r.versionNum,
          versionName: r.versionName,
          terminalType: r.terminalType,
          remark: r.remark ?? "",
          packageName: r.package.fileName,
        }),
        create: (v) => create({ variables: { input: toInput(v) } }),
        update: (row, v) => update({ variables: { id: row.id, input: toInput(v) } }),
      }}
      actions={[
        {
          label: "appUpgrade.setInvalid",
          code: "version:app:invalidate",
          danger: true,
          onClick: setInvalidating,
          show: (r) => r.status === "VALID",
          testId: "appUpgrade-invalidate",
        },
      ]}
    >
      {invalidating && <AppUpgradeInvalidConfirm row={invalidating} onClose={() => setInvalidating(null)} />}
    </ListPage>
  );
}
