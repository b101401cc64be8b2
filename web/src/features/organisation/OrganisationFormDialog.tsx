import { useIntl } from "react-intl";
import { useMutation, useQuery } from "@apollo/client/react";
import { organisationSchema } from "@cgm/domain";
import { FormDialog } from "../../ui/FormDialog";
import { FormField } from "../../ui/FormField";
import { FormSelect, treeOptions } from "../../ui/FormSelect";
import type { OrganisationFieldsFragment } from "../../gql/graphql";
import { CreateOrganisationDocument } from "../../gql/documents/CreateOrganisationDocument";
import { OrganisationOptionsDocument } from "../../gql/documents/OrganisationOptionsDocument";
import { UpdateOrganisationDocument } from "../../gql/documents/UpdateOrganisationDocument";

export type OrgFormMode =
  { kind: "create"; parentId: number | null } | { kind: "edit"; org: OrganisationFieldsFragment };

const EMPTY = { name: "", number: "", director: "", contact: "", contactPhone: "", emails: "", label: "" };

/** Add an organisation or sub-organisation, or edit one (moving it to another parent). */
export function OrganisationFormDialog({
  mode,
  onClose,
  onSaved,
}: {
  mode: OrgFormMode;
  onClose(): void;
  /** The organisation as saved, so the list can show where it is now. */
  onSaved(org: OrganisationFieldsFragment): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const options = useQuery(OrganisationOptionsDocument, { fetchPolicy: "cache-and-network" });
  const [create] = useMutation(CreateOrganisationDocument);
  const [update] = useMutation(UpdateOrganisationDocument);
  const org = mode.kind === "edit" ? mode.org : null;
  const initial = org
    ? {
        parentId: org.parentId ?? null,
        name: org.name,
        number: org.number,
        director: org.director,
        contact: org.contact,
        contactPhone: org.contactPhone,
        emails: org.emails,
        label: org.label ?? "",
      }
    : { ...EMPTY, parentId: mode.kind === "create" ? mode.parentId : null };
  const parents = treeOptions(
    (options.data?.organisationOptions ?? []).filter((o) => !org || o.id !== Number(org.id)),
  );
  return (
    <FormDialog
      open
      title={t(org ? "org.edit" : mode.kind === "create" && mode.parentId ? "org.addSub" : "org.add")}
      initialValues={initial}
      schema={organisationSchema}
      size="lg"
      testId="org-form"
      onClose={onClose}
      onSubmit={async (values) => {
        const input = { ...values, parentId: values.parentId ?? null };
        const saved = org
          ? (await update({ variables: { id: org.id, input } })).data?.updateOrganisation
          : (await create({ variables: { input } })).data?.createOrganisation;
        if (saved) onSaved(saved);
        return { id: "org.saved", name: values.name };
      }}
    >
      <FormSelect
        name="parentId"
        numeric
        label={t("org.parent")}
        placeholder={t("org.noParent")}
        options={parents}
      />
      <FormField name="name" label={t("org.name")} required />
      <FormField name="number" label={t("org.number")} required />
      <FormField name="director" label={t("org.director")} required />
      <FormField name="contact" label={t("org.contact")} required />
      <FormField name="contactPhone" label={t("org.contactPhone")} required />
      <FormField name="emails" label={t("org.emails")} placeholder={t("org.emailsHint")} />
      <FormField name="label" label={t("org.label")} />
    </FormDialog>
  );
}
