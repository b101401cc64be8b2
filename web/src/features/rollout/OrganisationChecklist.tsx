import { Box, Checkbox, Fieldset, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { OrganisationOptionsDocument } from "../../gql/documents/OrganisationOptionsDocument";
import { treeOptions } from "../../ui/FormSelect";

/**
 * The organisations of the caller's data scope as checkboxes (tree order), without those in `exclude`.
 * A caller who may not list organisations sees none (the rollout then reaches every organisation).
 */
export function OrganisationChecklist(props: {
  legend: string;
  value: string[];
  exclude?: string[];
  onChange(ids: string[]): void;
}) {
  const orgs = useQuery(OrganisationOptionsDocument, { fetchPolicy: "cache-first" });
  const options = treeOptions(orgs.data?.organisationOptions ?? []).filter(
    (o) => !props.exclude?.includes(o.value),
  );
  if (!options.length) return null;
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{props.legend}</Fieldset.Legend>
      <Box maxH="40" overflowY="auto" borderWidth="1px" borderRadius="md" p="2" data-testid="rollout-orgs">
        <Stack gap="1">
          {options.map((o) => (
            <Checkbox.Root
              key={o.value}
              size="sm"
              checked={props.value.includes(o.value)}
              onCheckedChange={(e) =>
                props.onChange(
                  e.checked === true ? [...props.value, o.value] : props.value.filter((v) => v !== o.value),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label whiteSpace="pre">{o.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Box>
    </Fieldset.Root>
  );
}
