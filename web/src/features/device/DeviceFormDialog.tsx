import { Checkbox, Text } from "@chakra-ui/react";
import { useField } from "formik";
import { useIntl } from "react-intl";
import { string } from "yup";
import { CombinedGraphQLErrors } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { deviceSchema } from "@cgm/domain";
import { useTimeZone } from "../../session/timeZone";
import { FormDialog } from "../../ui/FormDialog";
import { FormField } from "../../ui/FormField";
import { FormSelect, treeOptions } from "../../ui/FormSelect";
import { errorMessageId } from "../../ui/errors";
import { OrganisationOptionsDocument } from "../../gql/documents/OrganisationOptionsDocument";
import { CreateDeviceDocument } from "../../gql/documents/CreateDeviceDocument";
import { isDate, startOfDay } from "./zoneDate";

interface DeviceValues {
  sn: string;
  goodsCode: string;
  /** Null while nothing is chosen, so the schema says "required". */
  orgId: number | null;
  /** A number, or "" while the input is empty. */
  canUseDay: number | "";
  isSales: boolean;
  /** A calendar date of the system time zone (YYYY-MM-DD), or "" for today. */
  inventoryAt: string;
}

const INITIAL: DeviceValues = {
  sn: "",
  goodsCode: "",
  orgId: null,
  canUseDay: 15,
  isSales: false,
  inventoryAt: "",
};

/**
 * The domain's device schema, except the inventory date: the form holds the calendar date a date input
 * gives (empty for today) and turns it into that day's midnight in the system time zone on save.
 */
const formSchema = deviceSchema.shape({
  inventoryAt: string()
    .default("")
    .test("date", "device.dateInvalid", (v) => !v || isDate(v)),
});

/** SN refusals (a CONFLICT: taken, or cannot be registered) shown under the SN field, as field errors are. */
const SN_REFUSALS = new Set(["device.snTaken", "device.snUnavailable"]);
function snTakenOnField(error: unknown): unknown {
  const id = errorMessageId(error);
  if (!SN_REFUSALS.has(id)) return error;
  return new CombinedGraphQLErrors({
    errors: [{ message: id, extensions: { fieldErrors: { sn: id } } }],
  });
}

/** Registers one device: SN, product code, organisation, days available, post-sale and inventory date. */
export function DeviceFormDialog({ onClose, onSaved }: { onClose(): void; onSaved(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const timeZone = useTimeZone();
  const orgs = useQuery(OrganisationOptionsDocument, { fetchPolicy: "cache-and-network" });
  const [create] = useMutation(CreateDeviceDocument);

  return (
    <FormDialog<DeviceValues>
      open
      title={t("device.add")}
      initialValues={INITIAL}
      schema={formSchema}
      testId="device-form"
      onClose={onClose}
      onSubmit={async (v) => {
        const input = {
          // Registered as the server stores it: trimmed and upper-cased.
          sn: v.sn.trim().toUpperCase(),
          goodsCode: v.goodsCode.trim(),
          orgId: v.orgId ?? 0,
          canUseDay: Number(v.canUseDay),
          isSales: v.isSales,
          inventoryAt: v.inventoryAt ? new Date(startOfDay(v.inventoryAt, timeZone)).toISOString() : null,
        };
        try {
          await create({ variables: { input } });
        } catch (e) {
          throw snTakenOnField(e);
        }
        onSaved();
        return { id: "common.operationSuccess", name: input.sn };
      }}
    >
      <FormField name="sn" label={t("device.sn")} autoComplete="off" autoFocus required />
      <FormField name="goodsCode" label={t("device.goodsCode")} autoComplete="off" required />
      <FormSelect
        name="orgId"
        numeric
        required
        label={t("device.organisation")}
        placeholder={t("device.choose")}
        options={treeOptions(orgs.data?.organisationOptions ?? [])}
      />
      <FormField name="canUseDay" type="number" label={t("device.canUseDay")} required />
      <FormField name="inventoryAt" type="date" label={t("device.inventoryAt")} />
      <Text fontSize="xs" color="fg.muted" mt="-2">
        {intl.formatMessage({ id: "device.inventoryAtHint" }, { timeZone })}
      </Text>
      <SalesCheckbox label={t("device.isSales")} />
    </FormDialog>
  );
}

/** The post-sale flag as a checkbox. */
function SalesCheckbox({ label }: { label: string }) {
  const [field, , helpers] = useField<boolean>("isSales");
  return (
    <Checkbox.Root
      size="sm"
      checked={field.value}
      onCheckedChange={(e) => void helpers.setValue(e.checked === true)}
      data-testid="field-isSales"
    >
      <Checkbox.HiddenInput name="isSales" />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
