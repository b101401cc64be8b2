import type { ReactNode } from "react";
import { Field, Input } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { FilterBar } from "../../ui/FilterBar";
import { FilterSelect } from "../../ui/FilterSelect";
import { OrgFilter } from "../../ui/OrgFilter";
import type { DeviceFilterDraft, RangeErrorId } from "./deviceFilter";
import { DateRangePicker } from "../../ui/DateRangePicker";
import { useDictionaryOptions } from "../dictionary/useDictionaryOptions";

/**
 * SN, organisation (with its sub-organisations), inventory and monitoring dates (days of the system time
 * zone, typed in the interface language as on the device's page), Bluetooth, post-sale.
 */
export function DeviceFilters(props: {
  draft: DeviceFilterDraft;
  /** Gets an update of the draft: applied to the latest draft, not to the one this render saw. */
  onDraft(update: (draft: DeviceFilterDraft) => DeviceFilterDraft): void;
  errors: { inventory: RangeErrorId; monitoring: RangeErrorId };
  onSearch(): void;
  onReset(): void;
  actions: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { draft, onDraft, errors } = props;
  // A control may report a change while the draft is being replaced (the address's filter after Back):
  // a patch of the latest draft cannot put back the fields of an older one.
  const set = (patch: Partial<DeviceFilterDraft>) => onDraft((d) => ({ ...d, ...patch }));
  // The states come from the bluetoothState dictionary; the catalogue's labels stand in without it.
  const bluetoothStates = useDictionaryOptions("bluetoothState", [
    { value: "CONNECTED", label: t("device.bluetooth.CONNECTED") },
    { value: "DISCONNECTED", label: t("device.bluetooth.DISCONNECTED") },
  ]);
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
      <OrgFilter
        label={t("device.organisation")}
        includeSubLabel={t("device.includeSub")}
        orgId={draft.orgId}
        includeSub={draft.includeSub}
        onChange={set}
      />
      <DateRangePicker
        label={t("device.inventoryAt")}
        start={draft.inventoryFrom}
        end={draft.inventoryTo}
        onChange={(inventoryFrom, inventoryTo) => set({ inventoryFrom, inventoryTo })}
        error={errors.inventory}
        testId="filter-inventory"
      />
      <DateRangePicker
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
          options={bluetoothStates}
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
