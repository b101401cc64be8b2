import { useState } from "react";
import { Box, Checkbox, Field, Input, Stack, Text } from "@chakra-ui/react";
import { useField, useFormikContext } from "formik";
import { useIntl } from "react-intl";
import { useMutation, useQuery } from "@apollo/client/react";
import { accountSchema, DATA_SCOPES, type DataScope } from "@cgm/domain";
import { useSession } from "../../session/SessionProvider";
import { FormDialog } from "../../ui/FormDialog";
import { FormField } from "../../ui/FormField";
import { FormSelect, treeOptions, type Option } from "../../ui/FormSelect";
import type { AccountFieldsFragment } from "../../gql/graphql";
import { OrganisationOptionsDocument } from "../../gql/documents/OrganisationOptionsDocument";
import { AssignableRolesDocument } from "../../gql/documents/AssignableRolesDocument";
import { CreateAccountDocument } from "../../gql/documents/CreateAccountDocument";
import { UpdateAccountDocument } from "../../gql/documents/UpdateAccountDocument";
import type { TemporaryPassword } from "./TemporaryPasswordDialog";

export type AccountFormMode =
  { kind: "create"; orgId: number | null } | { kind: "edit"; account: AccountFieldsFragment };

interface AccountValues {
  account: string;
  name: string;
  phone: string;
  /** Null while nothing is chosen, so the schema says "required". */
  orgId: number | null;
  roleId: number | null;
  dataScope: DataScope | "";
  customOrgIds: number[];
}

/** The scopes worth offering: nobody grants wider than their own (the server checks the rest). */
function offeredScopes(own: DataScope): readonly DataScope[] {
  if (own === "ALL") return DATA_SCOPES;
  if (own === "PERSONAL") return ["PERSONAL"];
  return DATA_SCOPES.filter((s) => s !== "ALL");
}

function initialValues(mode: AccountFormMode, ownOrgId: number | null): AccountValues {
  if (mode.kind === "edit") {
    const a = mode.account;
    return {
      account: a.account,
      name: a.name,
      phone: a.phone,
      orgId: Number(a.organisation.id),
      roleId: Number(a.role.id),
      dataScope: a.dataScope,
      customOrgIds: a.customOrganisations.map((o) => Number(o.id)),
    };
  }
  const orgId = mode.orgId ?? ownOrgId;
  return { account: "", name: "", phone: "", orgId, roleId: null, dataScope: "PERSONAL", customOrgIds: [] };
}

/** Add an account (its temporary password is handed to `onCreated`) or edit one. */
export function AccountFormDialog({
  mode,
  onClose,
  onSaved,
  onCreated,
}: {
  mode: AccountFormMode;
  onClose(): void;
  onSaved(): void;
  onCreated(secret: TemporaryPassword): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { me } = useSession();
  const orgs = useQuery(OrganisationOptionsDocument, { fetchPolicy: "cache-and-network" });
  const roles = useQuery(AssignableRolesDocument, { fetchPolicy: "cache-and-network" });
  const [create] = useMutation(CreateAccountDocument);
  const [update] = useMutation(UpdateAccountDocument);
  const editing = mode.kind === "edit" ? mode.account : null;
  // Fixed when the dialog opens: options arriving later must not reset what was typed.
  const [initial] = useState(() => initialValues(mode, me ? Number(me.organisation.id) : null));

  const orgOptions = treeOptions(orgs.data?.organisationOptions ?? []);
  const roleOptions: Option[] = (roles.data?.assignableRoles ?? []).map((r) => ({
    value: r.id,
    label: r.name,
  }));
  if (editing && !roleOptions.some((o) => o.value === editing.role.id)) {
    roleOptions.unshift({ value: editing.role.id, label: editing.role.name });
  }
  const scopes = offeredScopes(me?.dataScope ?? "PERSONAL");
  const scopeOptions = (
    editing && !scopes.includes(editing.dataScope) ? [editing.dataScope, ...scopes] : scopes
  ).map((s) => ({ value: s, label: t(`scope.${s}`) }));

  return (
    <FormDialog<AccountValues>
      open
      title={t(editing ? "account.edit" : "account.add")}
      initialValues={initial}
      schema={accountSchema}
      size="lg"
      testId="account-form"
      onClose={onClose}
      onSubmit={async (v) => {
        const input = {
          account: v.account,
          name: v.name,
          phone: v.phone,
          orgId: v.orgId ?? 0,
          roleId: v.roleId ?? 0,
          dataScope: v.dataScope || "PERSONAL",
          customOrgIds: v.dataScope === "CUSTOM" ? v.customOrgIds : [],
        };
        if (editing) {
          await update({ variables: { id: editing.id, input } });
          onSaved();
          return { id: "common.operationSuccess", name: editing.account };
        }
        const { data } = await create({ variables: { input } });
        onSaved();
        if (data) {
          const created = data.createAccount;
          onCreated({ account: created.account.account, password: created.temporaryPassword });
        }
        return { id: "account.addSuccess", name: v.account };
      }}
    >
      {editing ? (
        <ReadOnlyField name="account" label={t("account.account")} />
      ) : (
        <FormField name="account" label={t("account.account")} autoComplete="off" required />
      )}
      <FormField name="name" label={t("account.name")} autoComplete="off" required />
      <FormField name="phone" label={t("account.phone")} type="tel" autoComplete="off" required />
      <FormSelect
        name="orgId"
        numeric
        required
        label={t("account.organisation")}
        placeholder={t("account.choose")}
        options={orgOptions}
      />
      <FormSelect
        name="roleId"
        numeric
        required
        label={t("account.role")}
        placeholder={t("account.choose")}
        options={roleOptions}
      />
      <FormSelect
        name="dataScope"
        required
        label={t("account.dataScope")}
        placeholder={t("account.choose")}
        options={scopeOptions}
      />
      <CustomOrgsField label={t("account.customOrgs")} options={orgOptions} />
    </FormDialog>
  );
}

/** The sign-in name once created: shown, not editable. */
function ReadOnlyField({ name, label }: { name: string; label: string }) {
  const intl = useIntl();
  const [field, meta] = useField<string>(name);
  return (
    <Field.Root invalid={Boolean(meta.error)} readOnly>
      <Field.Label>{label}</Field.Label>
      <Input value={field.value} readOnly bg="bg.muted" data-testid={`field-${name}`} />
      {meta.error && (
        <Field.ErrorText data-testid={`error-${name}`}>
          {intl.formatMessage({ id: meta.error })}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

/** The organisations of a customised scope, as a checklist; shown only for that scope. */
function CustomOrgsField({ label, options }: { label: string; options: Option[] }) {
  const intl = useIntl();
  const { values } = useFormikContext<AccountValues>();
  const [field, meta, helpers] = useField<number[]>("customOrgIds");
  if (values.dataScope !== "CUSTOM") return null;
  const chosen = new Set(field.value);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    void helpers.setValue([...next].sort((a, b) => a - b));
    void helpers.setTouched(true, false);
  };
  const errorId = meta.touched && meta.error;
  // Not a Field.Root: that would give every checkbox the field's one id.
  return (
    <Box role="group" aria-labelledby="customOrgIds-label">
      <Text id="customOrgIds-label" fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
        <Text as="span" color="fg.error" ms="1" aria-hidden>
          *
        </Text>
      </Text>
      <Stack
        gap="1"
        maxH="48"
        overflowY="auto"
        borderWidth="1px"
        borderColor={errorId ? "border.error" : undefined}
        borderRadius="md"
        p="2"
        data-testid="field-customOrgIds"
      >
        {options.map((o) => (
          <Checkbox.Root
            key={o.value}
            size="sm"
            checked={chosen.has(Number(o.value))}
            onCheckedChange={(e) => toggle(Number(o.value), e.checked === true)}
            data-testid={`custom-org-${o.value}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label whiteSpace="pre">{o.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {errorId && (
        <Text fontSize="xs" color="fg.error" mt="1.5" data-testid="error-customOrgIds">
          {intl.formatMessage({ id: errorId })}
        </Text>
      )}
    </Box>
  );
}
