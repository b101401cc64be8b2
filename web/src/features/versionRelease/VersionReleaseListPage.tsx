import { useMutation } from "@apollo/client/react";
import { versionReleaseSchema } from "@cgm/domain";
import { ListPage } from "../../ui/list/ListPage";
import type { VersionReleaseFieldsFragment } from "../../gql/graphql";
import { VersionReleasesDocument } from "../../gql/documents/VersionReleasesDocument";
import { CreateVersionReleaseDocument } from "../../gql/documents/CreateVersionReleaseDocument";
import { UpdateVersionReleaseDocument } from "../../gql/documents/UpdateVersionReleaseDocument";
import { DeleteVersionReleaseDocument } from "../../gql/documents/DeleteVersionReleaseDocument";
import { useVersionReleaseOptions } from "./useVersionReleaseOptions";
import { VersionSyncButton } from "./VersionSyncButton";
import { EMPTY_RELEASE, toReleaseInput, type VersionReleaseValues } from "./versionReleaseForm";

type Page = { versionReleases: { items: VersionReleaseFieldsFragment[]; total: number } };

/**
 * Version release management: the app versions of each client and terminal type, with their languages
 * and update content; Sync fills the form from the previous version of the chosen client and type.
 */
export default function VersionReleaseListPage() {
  const o = useVersionReleaseOptions();
  const [create] = useMutation(CreateVersionReleaseDocument);
  const [update] = useMutation(UpdateVersionReleaseDocument);
  const [remove] = useMutation(DeleteVersionReleaseDocument);
  return (
    <ListPage<VersionReleaseFieldsFragment, Page, VersionReleaseValues>
      resource="versionRelease"
      permission="version:release"
      query={VersionReleasesDocument}
      select={(d) => d.versionReleases}
      rowName={(r) => `${r.versionName} (${r.versionNum})`}
      defaultSort={{ field: "CREATED_AT", direction: "DESC" }}
      columns={[
        { key: "clientName", sort: "CLIENT_NAME", render: (r) => r.client.name, csv: (r) => r.client.name },
        {
          key: "terminalType",
          sort: "TERMINAL_TYPE",
          render: (r) => o.typeLabel(r.terminalType),
          csv: (r) => o.typeLabel(r.terminalType),
        },
        { key: "versionNum", sort: "VERSION_NUM" },
        { key: "versionName", sort: "VERSION_NAME" },
        { key: "languages", render: (r) => o.languageNames(r) || "—", csv: o.languageNames, width: "40" },
        { key: "remark" },
        { key: "createdAt", header: "org.createdAt", kind: "datetime", sort: "CREATED_AT" },
      ]}
      filters={[
        { name: "clientId", kind: "select", options: o.clientOptions, width: "48" },
        { name: "terminalType", kind: "select", options: o.typeOptions, width: "36" },
        { name: "versionNum" },
      ]}
      form={{
        schema: versionReleaseSchema,
        fields: [
          { name: "clientId", kind: "select", options: o.clientOptions },
          { name: "terminalType", kind: "select", options: o.typeOptions },
          { name: "sync", render: () => <VersionSyncButton /> },
          { name: "versionNum" },
          { name: "versionName" },
          { name: "languageIdList", kind: "multiselect", options: o.languageOptions },
          { name: "remark", kind: "textarea" },
        ],
        empty: EMPTY_RELEASE,
        fromRow: (r) => ({
          clientId: Number(r.client.id),
          terminalType: r.terminalType,
          versionNum: r.versionNum,
          versionName: r.versionName,
          languageIdList: r.languages.map((l) => Number(l.id)),
          remark: r.remark ?? "",
        }),
        nameOf: (v) => `${v.versionName} (${v.versionNum})`,
        create: (v) => create({ variables: { input: toReleaseInput(v) } }),
        update: (row, v) => update({ variables: { id: row.id, input: toReleaseInput(v) } }),
      }}
      remove={(row) => remove({ variables: { id: row.id } })}
    />
  );
}
