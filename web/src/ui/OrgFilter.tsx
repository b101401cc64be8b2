import { Checkbox, Field } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { OrganisationOptionsDocument } from "../gql/documents/OrganisationOptionsDocument";
import { FilterSelect } from "./FilterSelect";
import { treeOptions } from "./FormSelect";

/** The organisation filter of a list: the caller's organisation tree, and "include sub-organisations". */
export function OrgFilter(props: {
  label: string;
  includeSubLabel: string;
  orgId: string;
  includeSub: boolean;
  onChange(change: { orgId?: string; includeSub?: boolean }): void;
}) {
  const orgs = useQuery(OrganisationOptionsDocument, { fetchPolicy: "cache-and-network" });
  return (
    <>
      <Field.Root width="56">
        <Field.Label>{props.label}</Field.Label>
        <FilterSelect
          value={props.orgId}
          onChange={(orgId) => props.onChange({ orgId })}
          options={treeOptions(orgs.data?.organisationOptions ?? [])}
          testId="filter-org"
        />
      </Field.Root>
      <Checkbox.Root
        size="sm"
        mb="2"
        checked={props.includeSub}
        disabled={!props.orgId}
        onCheckedChange={(e) => props.onChange({ includeSub: e.checked === true })}
        data-testid="filter-includeSub"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{props.includeSubLabel}</Checkbox.Label>
      </Checkbox.Root>
    </>
  );
}
