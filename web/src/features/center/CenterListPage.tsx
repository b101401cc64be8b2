import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { useMutation, useQuery } from "@apollo/client/react";
import { centerSchema } from "@cgm/domain";
import { ListPage } from "../../ui/list/ListPage";
import { treeOptions } from "../../ui/FormSelect";
import { useLocale } from "../../i18n/I18nProvider";
import { localName } from "../../i18n/localName";
import type { CenterFieldsFragment } from "../../gql/graphql";
import { CentersDocument } from "../../gql/documents/CentersDocument";
import { CreateCenterDocument } from "../../gql/documents/CreateCenterDocument";
import { UpdateCenterDocument } from "../../gql/documents/UpdateCenterDocument";
import { DeleteCenterDocument } from "../../gql/documents/DeleteCenterDocument";
import { CenterCountryOptionsDocument } from "../../gql/documents/CenterCountryOptionsDocument";
import { OrganisationOptionsDocument } from "../../gql/documents/OrganisationOptionsDocument";
import { CenterCountryTranslationDialog } from "./CenterCountryTranslationDialog";

/** The form's values: ids as numbers, as the domain schema has them. */
interface CenterValues {
  name: string;
  centerCode: string;
  domain: string;
  orgId: number | null;
  countryIds: number[];
}

const EMPTY: CenterValues = { name: "", centerCode: "", domain: "", orgId: null, countryIds: [] };

const toInput = (v: CenterValues) => ({
  name: v.name,
  centerCode: v.centerCode,
  domain: v.domain,
  orgId: v.orgId == null ? null : String(v.orgId),
  countryIds: v.countryIds.map(String),
});

/** Center management: the sites serving countries, their organisation and their countries' names. */
export default function CenterListPage() {
  const { locale } = useLocale();
  const intl = useIntl();
  // "A, B, C" in the interface language ("A、B、C" in Chinese, "A وB" in Arabic).
  const names = useMemo(
    () => new Intl.ListFormat(intl.locale, { type: "conjunction", style: "narrow" }),
    [intl.locale],
  );
  const [create] = useMutation(CreateCenterDocument);
  const [update] = useMutation(UpdateCenterDocument);
  const [remove] = useMutation(DeleteCenterDocument);
  const [translating, setTranslating] = useState<CenterFieldsFragment | null>(null);
  const orgs = useQuery(OrganisationOptionsDocument, { fetchPolicy: "cache-and-network" });
  const countries = useQuery(CenterCountryOptionsDocument, { fetchPolicy: "cache-and-network" });
  const orgOptions = treeOptions(orgs.data?.organisationOptions ?? []);
  const countryOptions = (countries.data?.countries.items ?? []).map((c) => ({
    value: c.id,
    label: `${localName(c.translations, locale, c.country)} (${c.countryCode})`,
  }));
  const countryNames = (r: CenterFieldsFragment) =>
    names.format(r.countries.map((c) => localName(c.translations, locale, c.country)));

  return (
    <ListPage<
      CenterFieldsFragment,
      { centers: { items: CenterFieldsFragment[]; total: number } },
      CenterValues
    >
      resource="center"
      permission="i18n:center"
      query={CentersDocument}
      select={(d) => d.centers}
      rowName={(r) => r.name}
      defaultSort={{ field: "CENTER_CODE", direction: "ASC" }}
      columns={[
        { key: "name", sort: "NAME" },
        { key: "centerCode", sort: "CENTER_CODE" },
        { key: "domain", sort: "DOMAIN" },
        { key: "orgName", render: (r) => r.organisation.name, csv: (r) => r.organisation.name },
        { key: "countries", render: (r) => countryNames(r) || "—", csv: countryNames, width: "64" },
        { key: "updatedAt", header: "list.updatedAt", kind: "datetime", sort: "UPDATED_AT" },
      ]}
      filters={[
        { name: "name" },
        { name: "centerCode" },
        { name: "orgId", kind: "select", options: orgOptions, width: "56" },
      ]}
      form={{
        schema: centerSchema,
        fields: [
          { name: "name" },
          { name: "centerCode" },
          { name: "domain" },
          { name: "orgId", kind: "select", options: orgOptions },
          { name: "countryIds", kind: "multiselect", options: countryOptions },
        ],
        empty: EMPTY,
        fromRow: (r) => ({
          name: r.name,
          centerCode: r.centerCode,
          domain: r.domain,
          orgId: Number(r.organisation.id),
          countryIds: r.countries.map((c) => Number(c.id)),
        }),
        create: (v) => create({ variables: { input: toInput(v) } }),
        update: (row, v) => update({ variables: { id: row.id, input: toInput(v) } }),
      }}
      remove={(row) => remove({ variables: { id: row.id } })}
      actions={[
        {
          label: "center.translate",
          code: "i18n:center:translate",
          onClick: setTranslating,
          testId: "center-translate",
        },
      ]}
    >
      {translating && (
        <CenterCountryTranslationDialog center={translating} onClose={() => setTranslating(null)} />
      )}
    </ListPage>
  );
}
