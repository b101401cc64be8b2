import type { ReactNode } from "react";
import { Field, Input } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useQuery } from "@apollo/client/react";
import { FilterBar } from "../../ui/FilterBar";
import { FilterSelect } from "../../ui/FilterSelect";
import { OrgFilter } from "../../ui/OrgFilter";
import type { Option } from "../../ui/FormSelect";
import type { AccountFilter, AccountStatus } from "../../gql/graphql";
import { AssignableRolesDocument } from "../../gql/documents/AssignableRolesDocument";

export interface AccountFilterDraft {
  orgId: string;
  includeSub: boolean;
  roleId: string;
  status: string;
  keyword: string;
}

export const NO_FILTER: AccountFilterDraft = {
  orgId: "",
  includeSub: false,
  roleId: "",
  status: "",
  keyword: "",
};

export function toApiFilter(f: AccountFilterDraft): AccountFilter {
  return {
    orgId: f.orgId ? Number(f.orgId) : null,
    includeSubOrganisations: Boolean(f.orgId) && f.includeSub,
    roleId: f.roleId ? Number(f.roleId) : null,
    status: (f.status || null) as AccountStatus | null,
    keyword: f.keyword.trim() || null,
  };
}

/** Organisation (with or without its sub-organisations), role, status and keyword. */
export function AccountFilters(props: {
  draft: AccountFilterDraft;
  onDraft(draft: AccountFilterDraft): void;
  onSearch(): void;
  onReset(): void;
  actions: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const roles = useQuery(AssignableRolesDocument, { fetchPolicy: "cache-and-network" });
  const { draft, onDraft } = props;
  const set = (patch: Partial<AccountFilterDraft>) => onDraft({ ...draft, ...patch });
  const roleOptions: Option[] = (roles.data?.assignableRoles ?? []).map((r) => ({
    value: r.id,
    label: r.name,
  }));
  const statusOptions: Option[] = [
    { value: "ACTIVE", label: t("status.active") },
    { value: "DISABLED", label: t("status.disabled") },
  ];
  return (
    <FilterBar onSearch={props.onSearch} onReset={props.onReset} actions={props.actions}>
      <OrgFilter
        label={t("account.organisation")}
        includeSubLabel={t("account.includeSub")}
        orgId={draft.orgId}
        includeSub={draft.includeSub}
        onChange={set}
      />
      <Field.Root width="40">
        <Field.Label>{t("account.role")}</Field.Label>
        <FilterSelect
          value={draft.roleId}
          onChange={(roleId) => set({ roleId })}
          options={roleOptions}
          testId="filter-role"
        />
      </Field.Root>
      <Field.Root width="32">
        <Field.Label>{t("account.status")}</Field.Label>
        <FilterSelect
          value={draft.status}
          onChange={(status) => set({ status })}
          options={statusOptions}
          testId="filter-status"
        />
      </Field.Root>
      <Field.Root width="56">
        <Field.Label>{t("account.keyword")}</Field.Label>
        <Input
          value={draft.keyword}
          placeholder={t("account.keywordHint")}
          onChange={(e) => set({ keyword: e.target.value })}
          data-testid="filter-keyword"
        />
      </Field.Root>
    </FilterBar>
  );
}
