import { useState } from "react";
import { useIntl } from "react-intl";
import { useMutation } from "@apollo/client/react";
import { clientSchema } from "@cgm/domain";
import { ListPage } from "../../ui/list/ListPage";
import { StatusBadge } from "../../ui/StatusBadge";
import type { ClientFieldsFragment } from "../../gql/graphql";
import { ClientsDocument } from "../../gql/documents/ClientsDocument";
import { CreateClientDocument } from "../../gql/documents/CreateClientDocument";
import { UpdateClientDocument } from "../../gql/documents/UpdateClientDocument";
import { DeleteClientDocument } from "../../gql/documents/DeleteClientDocument";
import { useClientOptions } from "./useClientOptions";
import { ClientIdCell } from "./ClientIdCell";
import { ClientSecretDialog, type ShownSecret } from "./ClientSecretDialog";
import { ClientActionConfirm, type ClientConfirm } from "./ClientActionConfirm";

/** The form's values: ids as numbers, as the domain schema has them. */
interface ClientValues {
  clientName: string;
  clientType: string;
  centerId: number | null;
  countryIds: number[];
  remark: string;
}

const EMPTY: ClientValues = { clientName: "", clientType: "", centerId: null, countryIds: [], remark: "" };

const toInput = (v: ClientValues) => ({
  clientName: v.clientName,
  clientType: v.clientType,
  centerId: v.centerId == null ? null : String(v.centerId),
  countryIds: v.countryIds.map(String),
  remark: v.remark,
});

type Page = { clients: { items: ClientFieldsFragment[]; total: number } };

/**
 * Client management: the device apps' clients, their center and support countries; the secret is made
 * by the server and shown once (on create and on rotation); enable/disable, Sync Android information.
 */
export default function ClientListPage() {
  const intl = useIntl();
  const o = useClientOptions();
  const [create] = useMutation(CreateClientDocument);
  const [update] = useMutation(UpdateClientDocument);
  const [remove] = useMutation(DeleteClientDocument);
  const [confirm, setConfirm] = useState<ClientConfirm | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const statusText = (r: ClientFieldsFragment) =>
    intl.formatMessage({ id: r.status === "ACTIVE" ? "status.active" : "status.disabled" });
  const statusOptions = [
    { value: "ACTIVE", label: intl.formatMessage({ id: "status.active" }) },
    { value: "DISABLED", label: intl.formatMessage({ id: "status.disabled" }) },
  ];
  const ask = (kind: ClientConfirm["kind"]) => (row: ClientFieldsFragment) => setConfirm({ kind, row });

  return (
    <ListPage<ClientFieldsFragment, Page, ClientValues>
      resource="client"
      permission="i18n:client"
      query={ClientsDocument}
      select={(d) => d.clients}
      rowName={(r) => r.clientName}
      defaultSort={{ field: "CLIENT_NAME", direction: "ASC" }}
      columns={[
        { key: "clientName", sort: "CLIENT_NAME" },
        { key: "clientId", sort: "CLIENT_ID", render: (r) => <ClientIdCell clientId={r.clientId} /> },
        {
          key: "clientType",
          sort: "CLIENT_TYPE",
          render: (r) => o.typeLabel(r.clientType),
          csv: (r) => o.typeLabel(r.clientType),
        },
        { key: "centerName", render: (r) => r.center?.name ?? "—", csv: (r) => r.center?.name ?? "" },
        { key: "countries", render: (r) => o.countryNames(r) || "—", csv: o.countryNames, width: "48" },
        { key: "remark" },
        { key: "status", sort: "STATUS", render: (r) => <StatusBadge status={r.status} />, csv: statusText },
        { key: "updatedAt", header: "list.updatedAt", kind: "datetime", sort: "UPDATED_AT" },
      ]}
      filters={[
        { name: "clientName" },
        { name: "clientId" },
        { name: "clientType", kind: "select", options: o.typeOptions, width: "36" },
        { name: "centerId", kind: "select", options: o.centerOptions, width: "48" },
        { name: "status", kind: "select", options: statusOptions, width: "32" },
      ]}
      form={{
        schema: clientSchema,
        fields: [
          { name: "clientName" },
          { name: "clientType", kind: "select", options: o.typeOptions },
          { name: "centerId", kind: "select", options: o.centerOptions },
          { name: "countryIds", kind: "multiselect", options: o.countryOptions },
          { name: "remark", kind: "textarea" },
        ],
        empty: EMPTY,
        fromRow: (r) => ({
          clientName: r.clientName,
          clientType: r.clientType,
          centerId: r.center ? Number(r.center.id) : null,
          countryIds: r.countries.map((c) => Number(c.id)),
          remark: r.remark ?? "",
        }),
        create: async (v) => {
          const { data } = await create({ variables: { input: toInput(v) } });
          const c = data?.createClient;
          if (c) setShown({ clientName: c.client.clientName, clientId: c.client.clientId, secret: c.secret });
        },
        update: (row, v) => update({ variables: { id: row.id, input: toInput(v) } }),
      }}
      remove={(row) => remove({ variables: { id: row.id } })}
      inlineActions={2}
      actions={[
        {
          label: "client.disable",
          code: "i18n:client:edit",
          onClick: ask("status"),
          show: (r) => r.status === "ACTIVE",
          testId: "client-status",
        },
        {
          label: "client.enable",
          code: "i18n:client:edit",
          onClick: ask("status"),
          show: (r) => r.status !== "ACTIVE",
          testId: "client-status",
        },
        {
          label: "client.rotateSecret",
          code: "i18n:client:edit",
          onClick: ask("rotate"),
          testId: "client-rotate",
        },
        { label: "client.sync", code: "i18n:client:sync", onClick: ask("sync"), testId: "client-sync" },
      ]}
    >
      {confirm && (
        <ClientActionConfirm action={confirm} onSecret={setShown} onClose={() => setConfirm(null)} />
      )}
      {shown && <ClientSecretDialog shown={shown} onClose={() => setShown(null)} />}
    </ListPage>
  );
}
