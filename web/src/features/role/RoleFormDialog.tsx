import { Alert, Field, Input, Stack, Text } from "@chakra-ui/react";
import { useField } from "formik";
import { useIntl } from "react-intl";
import { useMutation } from "@apollo/client/react";
import { roleSchema } from "@cgm/domain";
import { useSession } from "../../session/SessionProvider";
import { FormDialog } from "../../ui/FormDialog";
import { FormField } from "../../ui/FormField";
import { MenuTreeChecklist } from "../../ui/MenuTreeChecklist";
import type { RoleFieldsFragment } from "../../gql/graphql";
import { CreateRoleDocument } from "../../gql/documents/CreateRoleDocument";
import { UpdateRoleDocument } from "../../gql/documents/UpdateRoleDocument";
import { useHoldersConfirm } from "./useHoldersConfirm";

interface RoleValues {
  name: string;
  /** Null while the field is empty, so the schema says "required" rather than "not a number". */
  level: number | null;
  remark: string;
  menuIds: number[];
}

const EMPTY: RoleValues = { name: "", level: null, remark: "", menuIds: [] };

/** Add a role (role null) or edit one: its name, level, remark and authorization (menus and buttons). */
export function RoleFormDialog({
  role,
  onClose,
  onSaved,
}: {
  role: RoleFieldsFragment | null;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [create] = useMutation(CreateRoleDocument);
  const [update] = useMutation(UpdateRoleDocument);
  const holders = useHoldersConfirm(role);
  const initial: RoleValues = role
    ? { name: role.name, level: role.level, remark: role.remark ?? "", menuIds: role.menuIds.map(Number) }
    : EMPTY;
  return (
    <FormDialog<RoleValues>
      open
      title={t(role ? "role.edit" : "role.add")}
      initialValues={initial}
      schema={roleSchema}
      size="lg"
      testId="role-form"
      onClose={onClose}
      confirm={holders.ask}
      onSubmit={async (values) => {
        const input = {
          name: values.name,
          level: values.level,
          remark: values.remark || null,
          menuIds: values.menuIds.map(String),
        };
        if (role) await update({ variables: { id: role.id, input } });
        else await create({ variables: { input } });
        onSaved();
        return { id: "common.operationSuccess", name: values.name };
      }}
    >
      {role?.lockedReason && (
        <Alert.Root status="warning" data-testid="role-locked-reason">
          <Alert.Indicator />
          <Alert.Title>{t(role.lockedReason)}</Alert.Title>
        </Alert.Root>
      )}
      <FormField name="name" label={t("role.name")} required />
      <LevelField label={t("role.level")} hint={t("role.levelHint")} />
      <FormField name="remark" label={t("role.remark")} />
      <AuthorizationField label={t("role.authorization")} hint={t("role.authorizationHint")} />
      {holders.dialog}
    </FormDialog>
  );
}

/** The level as a number input whose empty state is null. */
function LevelField({ label, hint }: { label: string; hint: string }) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<number | null>("level");
  const errorId = meta.touched && meta.error;
  return (
    <Field.Root id="level" invalid={Boolean(errorId)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        id="level"
        name="level"
        type="number"
        inputMode="numeric"
        min={1}
        max={99}
        step={1}
        value={field.value ?? ""}
        onBlur={field.onBlur}
        onChange={(e) => {
          const v = e.target.value.trim();
          void helpers.setValue(v === "" ? null : Number(v));
        }}
        data-testid="field-level"
      />
      {errorId ? (
        <Field.ErrorText data-testid="error-level">{intl.formatMessage({ id: errorId })}</Field.ErrorText>
      ) : (
        <Field.HelperText>{hint}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/** The menus and buttons to grant: the signed-in user's own tree, which is exactly what they may grant. */
function AuthorizationField({ label, hint }: { label: string; hint: string }) {
  const intl = useIntl();
  const { menus } = useSession();
  const [field, meta, helpers] = useField<number[]>("menuIds");
  // A server error on the field is a message id; a schema error on an element comes as an array.
  const errorId = meta.touched && typeof meta.error === "string" ? meta.error : null;
  // Not a Field.Root: its checkboxes would all take the field's one control id.
  return (
    <Stack gap="1" role="group" aria-labelledby="role-authorization">
      <Text id="role-authorization" fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {hint}
      </Text>
      <MenuTreeChecklist
        tree={menus}
        value={field.value}
        onChange={(ids) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(ids);
        }}
        testId="role-menus"
      />
      {errorId && (
        <Text fontSize="xs" color="fg.error" data-testid="error-menuIds">
          {intl.formatMessage({ id: errorId })}
        </Text>
      )}
    </Stack>
  );
}
