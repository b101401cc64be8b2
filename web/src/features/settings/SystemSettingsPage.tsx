import { useState } from "react";
import { Box, Button, Field, Heading, HStack, Input, Stack, Text, chakra } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useMutation, useQuery } from "@apollo/client/react";
import { Auth, usePermission } from "../../session/permission";
import { useSession } from "../../session/SessionProvider";
import { useFormat } from "../../i18n/format";
import { errorMessage } from "../../ui/errors";
import { toaster } from "../../ui/toaster";
import { successTitle } from "../../ui/feedback";
import { PageSpinner } from "../../ui/PageSpinner";
import { SystemSettingsDocument } from "../../gql/documents/SystemSettingsDocument";
import { SetSystemTimeZoneDocument } from "../../gql/documents/SetSystemTimeZoneDocument";
import { filterZones } from "./zoneChoices";

/**
 * System settings: the system time zone, picked from the IANA zones (searchable by name or offset) and
 * saved with "Successfully Set"; every date in the console follows it from then on.
 */
export default function SystemSettingsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const can = usePermission();
  const fmt = useFormat();
  const { timeZoneChanged } = useSession();
  const q = useQuery(SystemSettingsDocument, { fetchPolicy: "cache-and-network" });
  const [save, saving] = useMutation(SetSystemTimeZoneDocument);
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  if (!q.data) return q.error ? <Text role="alert">{errorMessage(intl, q.error)}</Text> : <PageSpinner />;
  const current = q.data.systemTimeZone;
  const selected = chosen ?? current;
  const zones = filterZones(q.data.timeZones, query, selected);
  const offsetOf = (name: string) => q.data?.timeZones.find((z) => z.name === name)?.offset ?? "";

  const submit = async () => {
    try {
      const { data } = await save({ variables: { input: { timeZone: selected } } });
      const saved = data?.setSystemTimeZone ?? selected;
      timeZoneChanged(saved);
      setChosen(null);
      await q.refetch();
      toaster.create({ type: "success", title: successTitle(intl, "settings.timeZoneSet", saved) });
    } catch (e) {
      toaster.create({ type: "error", title: errorMessage(intl, e) });
    }
  };

  return (
    <Box maxW="2xl">
      <Stack
        gap="4"
        borderWidth="1px"
        borderRadius="md"
        p="4"
        bg="bg"
        as="section"
        aria-labelledby="tz-heading"
      >
        <Heading as="h2" size="md" id="tz-heading">
          <FormattedMessage id="settings.timeZone" />
        </Heading>
        <Text data-testid="tz-current">
          <FormattedMessage
            id="settings.timeZoneCurrent"
            values={{ zone: current, offset: offsetOf(current) }}
          />
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="settings.timeZoneNote" values={{ now: fmt.dateTime(now) }} />
        </Text>
        {can("sys:settings:timeZone") && (
          <>
            <Field.Root id="tz-search">
              <Field.Label>{t("settings.timeZoneSearch")}</Field.Label>
              <Input
                id="tz-search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t("settings.timeZoneSearchPlaceholder")}
                data-testid="tz-search"
              />
            </Field.Root>
            <Field.Root id="tz-zone">
              <Field.Label>
                {intl.formatMessage({ id: "settings.timeZonePick" }, { count: zones.length })}
              </Field.Label>
              <chakra.select
                id="tz-zone"
                htmlSize={10}
                width="full"
                borderWidth="1px"
                borderRadius="md"
                bg="bg"
                p="1"
                fontSize="sm"
                focusRingColor="teal.focusRing"
                value={selected}
                onChange={(e) => setChosen(e.target.value)}
                data-testid="tz-select"
              >
                {zones.map((z) => (
                  <option key={z.name} value={z.name}>
                    {`(${z.offset}) ${z.name}`}
                  </option>
                ))}
              </chakra.select>
            </Field.Root>
          </>
        )}
        <Auth code="sys:settings:timeZone">
          <HStack>
            <Button
              colorPalette="teal"
              onClick={() => void submit()}
              loading={saving.loading}
              disabled={selected === current}
              data-testid="tz-save"
            >
              <FormattedMessage id="settings.timeZoneSave" />
            </Button>
            {selected !== current && (
              <Text fontSize="sm" data-testid="tz-pending">
                <FormattedMessage
                  id="settings.timeZoneChosen"
                  values={{ zone: selected, offset: offsetOf(selected) }}
                />
              </Text>
            )}
          </HStack>
        </Auth>
      </Stack>
    </Box>
  );
}
