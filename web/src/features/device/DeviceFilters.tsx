import type { ReactNode } from "react";
import { Checkbox, Field, Input } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useQuery } from "@apollo/client/react";
import { FilterBar } from "../../ui/FilterBar";
import { FilterSelect } from "../../ui/FilterSelect";
import { treeOptions } from "../../ui/FormSelect";
import { OrganisationOptionsDocument } from "../../gql/documents/OrganisationOptionsDocument";
import type { DeviceFilterDraft, RangeErrorId } from "./deviceFilter";
import { DateRange } from "./DateRange";

/** SN, organisation (with its sub-organisations), inventory and monitoring dates, Bluetooth, post-sale. */
export function DeviceFilters(props: {
  draft: DeviceFilterDraft;
  onDraft(draft: DeviceFilterDraft): void;
  errors: { inventory: RangeErrorId; monitoring: RangeErrorId };
  onSearch(): void;
  onReset(): void;
  actions: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const orgs = useQuery(OrganisationOptionsDocument, { fetchPolicy: "cache-and-network" });
  const { draft, onDraft, errors } = props;
  const set = (patch: Partial<DeviceFilterDraft>) => onDraft({ ...draft, ...patch });
  return (
    <FilterBar onSearch={props.onSearch} onReset={props.onReset} actions={props.actions}>
      <Field.Root width="44">
        <Field.Label>{t("device.sn")}</Field.Label>
        <Input
          value={draft.sn}
          placeholder={t("device.snHint")}
          onChange={(e) => set({ sn: e.target.value })}
          data-testid="filter-sn"
        />
      </Field.Root>
      <Field.Root width="56">
        <Field.Label>{t("device.organisation")}</Field.Label>
        <FilterSelect
          value={draft.orgId}
          onChange={(orgId) => set({ orgId })}
          options={treeOptions(orgs.data?.organisationOptions ?? [])}
          testId="filter-org"
        />
      </Field.Root>
      <Checkbox.Root
        size="sm"
        mb="2"
        checked={draft.includeSub}
        disabled={!draft.orgId}
        onCheckedChange={(e) => set({ includeSub: e.checked === true })}
        data-testid="filter-includeSub"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t("device.includeSub")}</Checkbox.Label>
      </Checkbox.Root>
      <DateRange
        label={t("device.inventoryAt")}
        start={draft.inventoryFrom}
        end={draft.inventoryTo}
        onChange={(inventoryFrom, inventoryTo) => set({ inventoryFrom, inventoryTo })}
        error={errors.inventory}
        testId="filter-inventory"
      />
      <DateRange
        label={t("device.monitoringPeriod")}
        start={draft.monitoringFrom}
        end={draft.monitoringTo}
        onChange={(monitoringFrom, monitoringTo) => set({ monitoringFrom, monitoringTo })}
        error={errors.monitoring}
        testId="filter-monitoring"
      />
      <Field.Root width="36">
        <Field.Label>{t("device.bluetoothState")}</Field.Label>
        <FilterSelect
          value={draft.bluetoothState}
          onChange={(bluetoothState) => set({ bluetoothState })}
          options={[
            { value: "CONNECTED", label: t("device.bluetooth.CONNECTED") },
            { value: "DISCONNECTED", label: t("device.bluetooth.DISCONNECTED") },
          ]}
          testId="filter-bluetooth"
        />
      </Field.Root>
      <Field.Root width="28">
        <Field.Label>{t("device.isSales")}</Field.Label>
        <FilterSelect
          value={draft.isSales}
          onChange={(isSales) => set({ isSales })}
          options={[
            { value: "true", label: t("device.yes") },
            { value: "false", label: t("device.no") },
          ]}
          testId="filter-isSales"
        />
      </Field.Root>
    </FilterBar>
  );
}
