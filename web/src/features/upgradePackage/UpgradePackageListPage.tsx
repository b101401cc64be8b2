import { Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useIntl } from "react-intl";
import { firmwareUpgradeSchema, softwareUpgradeSchema, type FileKind } from "@cgm/domain";
import { ListPage, type ListPageProps } from "../../ui/list/ListPage";
import { useDictionaryOptions } from "../dictionary/useDictionaryOptions";
import type { UpgradePackageFieldsFragment } from "../../gql/graphql";
import type { ListColumn } from "../../ui/list/types";
import { AppUpgradeFileField } from "../appUpgrade/AppUpgradeFileField";
import { AppUpgradePackageCell, formatSize } from "../appUpgrade/AppUpgradePackageCell";

type Row = UpgradePackageFieldsFragment;

/** The form's values, as the domain schemas have them (software leaves the firmware ones out). */
export interface UpgradePackageValues {
  upgradeContent: string;
  productCode: string;
  typeName: string;
  packageFileId: string | null;
  versionNum: number | null;
  versionName: string;
  upgradeType: string;
  upgradeMode: string;
  startVersion: string;
  targetVersion: string;
  /** The saved package's file name (shown until another is chosen); not sent. */
  packageName: string | null;
}

const EMPTY: UpgradePackageValues = {
  upgradeContent: "",
  productCode: "",
  typeName: "",
  packageFileId: null,
  versionNum: null,
  versionName: "",
  upgradeType: "",
  upgradeMode: "",
  startVersion: "",
  targetVersion: "",
  packageName: null,
};

/** What differs between Software upgrade and System upgrade. */
export interface UpgradePackageListConfig<Page> {
  firmware: boolean;
  resource: "softwareUpgrade" | "firmwareUpgrade";
  permission: "version:software" | "version:firmware";
  fileKind: FileKind;
  query: ListPageProps<Row, Page, UpgradePackageValues>["query"];
  select(d: Page): { items: Row[]; total: number };
  create(input: Record<string, unknown>): Promise<unknown>;
  update(id: string, input: Record<string, unknown>): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}

/** Where a package's details are: `#/resource-detail?id=...`. */
export const resourcePath = (id: string) => `/resource-detail?id=${encodeURIComponent(id)}`;

const L = (id: string) => `upgradePackage.${id}`;

/**
 * Software upgrade and System upgrade lists (one screen, two configurations): upgrade content, product
 * code and type name, package (download, size, SHA-256), version number and name, upgrade type from the
 * upgradeType dictionary, creator, create time; firmware adds upgrade mode and start/target versions.
 */
export function UpgradePackageListPage<Page>(props: { config: UpgradePackageListConfig<Page> }) {
  const { config } = props;
  const intl = useIntl();
  const types = useDictionaryOptions("upgradeType");
  const label = (options: { value: string | number; label: string }[], code: string | null) =>
    code ? (options.find((o) => String(o.value).toLowerCase() === code.toLowerCase())?.label ?? code) : "";
  const modes = ["FULL", "DIFFERENTIAL"].map((m) => ({
    value: m,
    label: intl.formatMessage({ id: `upgradePackage.mode.${m}` }),
  }));
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- packageName is the form's own
  const toInput = ({ packageName, upgradeMode, startVersion, targetVersion, ...v }: UpgradePackageValues) =>
    config.firmware ? { ...v, upgradeMode, startVersion, targetVersion } : v;

  const columns: ListColumn<Row>[] = [
    {
      key: "productCode",
      header: L("productCode"),
      sort: "PRODUCT_CODE",
      render: (r) => (
        <Link asChild color="fg.info" data-testid="resource-link">
          <RouterLink to={resourcePath(r.id)}>{r.productCode}</RouterLink>
        </Link>
      ),
      csv: (r) => r.productCode,
    },
    {
      key: "typeName",
      header: L("typeName"),
      render: (r) => r.typeName ?? "—",
      csv: (r) => r.typeName ?? "",
    },
    { key: "versionNum", header: L("versionNum"), kind: "number", sort: "VERSION_NUM" },
    { key: "versionName", header: L("versionName") },
    ...(config.firmware
      ? ([
          {
            key: "upgradeMode",
            header: L("upgradeMode"),
            render: (r) => label(modes, r.upgradeMode),
            csv: (r) => label(modes, r.upgradeMode),
          },
          { key: "startVersion", header: L("startVersion") },
          { key: "targetVersion", header: L("targetVersion") },
        ] satisfies ListColumn<Row>[])
      : []),
    {
      key: "upgradeType",
      header: L("upgradeType"),
      render: (r) => label(types, r.upgradeType),
      csv: (r) => label(types, r.upgradeType),
    },
    {
      key: "package",
      header: L("package"),
      render: (r) => <AppUpgradePackageCell pkg={r.package} />,
      csv: (r) => `${r.package.fileName} (${formatSize(intl, r.package.size)}) SHA-256 ${r.package.sha256}`,
    },
    {
      key: "upgradeContent",
      header: L("upgradeContent"),
      render: (r) => r.upgradeContent ?? "—",
      csv: (r) => r.upgradeContent ?? "",
    },
    { key: "creator", header: L("creator"), render: (r) => r.creator ?? "—", csv: (r) => r.creator ?? "" },
    { key: "createdAt", header: "org.createdAt", kind: "datetime", sort: "CREATED_AT" },
  ];

  return (
    <ListPage<Row, Page, UpgradePackageValues>
      resource={config.resource}
      permission={config.permission}
      query={config.query}
      select={config.select}
      rowName={(r) => `${r.productCode} ${r.versionName}`}
      defaultSort={{ field: "CREATED_AT", direction: "DESC" }}
      columns={columns}
      filters={[
        { name: "productCode", label: L("productCode") },
        { name: "upgradeType", label: L("upgradeType"), kind: "select", options: types, width: "44" },
      ]}
      form={{
        schema: config.firmware ? firmwareUpgradeSchema : softwareUpgradeSchema,
        fields: [
          { name: "productCode", label: L("productCode") },
          { name: "typeName", label: L("typeName") },
          { name: "versionNum", label: L("versionNum"), kind: "number" },
          { name: "versionName", label: L("versionName") },
          { name: "upgradeType", label: L("upgradeType"), kind: "select", options: types },
          ...(config.firmware
            ? [
                { name: "upgradeMode", label: L("upgradeMode"), kind: "select" as const, options: modes },
                { name: "startVersion", label: L("startVersion") },
                { name: "targetVersion", label: L("targetVersion") },
              ]
            : []),
          {
            name: "packageFileId",
            render: () => (
              <AppUpgradeFileField
                name="packageFileId"
                kind={config.fileKind}
                currentFrom="packageName"
                label={L(config.firmware ? "firmwareFile" : "softwareFile")}
              />
            ),
          },
          { name: "upgradeContent", label: L("upgradeContent"), kind: "textarea" },
        ],
        empty: EMPTY,
        fromRow: (r) => ({
          upgradeContent: r.upgradeContent ?? "",
          productCode: r.productCode,
          typeName: r.typeName ?? "",
          packageFileId: r.package.id,
          versionNum: r.versionNum,
          versionName: r.versionName,
          upgradeType: r.upgradeType,
          upgradeMode: r.upgradeMode ?? "",
          startVersion: r.startVersion ?? "",
          targetVersion: r.targetVersion ?? "",
          packageName: r.package.fileName,
        }),
        nameOf: (v) => `${v.productCode} ${v.versionName}`,
        create: (v) => config.create(toInput(v)),
        update: (row, v) => config.update(row.id, toInput(v)),
      }}
      remove={(row) => config.remove(row.id)}
    />
  );
}
