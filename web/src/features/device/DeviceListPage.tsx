import { useState } from "react";
import { Box, Button, HStack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { Auth } from "../../session/permission";
import { useTimeZone } from "../../session/timeZone";
import { useListState } from "../../ui/useListState";
import { DataTable } from "../../ui/DataTable";
import { Pagination } from "../../ui/Pagination";
import { toaster } from "../../ui/toaster";
import { errorMessage } from "../../ui/errors";
import type { DeviceSortField } from "../../gql/graphql";
import { DevicesDocument } from "../../gql/documents/DevicesDocument";
import { ExportDevicesDocument } from "../../gql/documents/ExportDevicesDocument";
import { DeviceFilters } from "./DeviceFilters";
import { filterErrors, NO_FILTER, toApiFilter } from "./deviceFilter";
import { DEVICE_SORTING, nextSort, useDeviceColumns, type DeviceListSort } from "./deviceColumns";
import { GlucoseUnitSwitch } from "./GlucoseUnitSwitch";
import { useGlucoseUnit } from "./useGlucoseUnit";
import { downloadText, exportFormat, type Translate } from "./exportCsv";
import { compactDate } from "./zoneDate";
import { DeviceFormDialog } from "./DeviceFormDialog";
import { DeviceImportDialog } from "./DeviceImportDialog";

/**
 * CGM list: the devices in the caller's data scope, filtered by SN, organisation (optionally with its
 * sub-organisations), inventory and monitoring dates, Bluetooth state and post-sale flag; sorted and paged
 * on the server; exported as CSV with the same filter and sort. Devices are added one by one or imported
 * from an inventory CSV.
 */
export default function DeviceListPage() {
  const intl = useIntl();
  const client = useApolloClient();
  const timeZone = useTimeZone();
  const listState = useListState(NO_FILTER, DEVICE_SORTING);
  const { draft, setDraft, filter, page, setPage } = listState;
  // Read from the URL against the sortable fields (DEVICE_SORTING), so its field is a DeviceSortField.
  const sort = listState.sort as DeviceListSort;
  const [unit, setUnit] = useGlucoseUnit();
  const [exporting, setExporting] = useState(false);
  const [dialog, setDialog] = useState<"add" | "import" | null>(null);
  const errors = filterErrors(draft, timeZone);
  const apiFilter = toApiFilter(filter, timeZone);
  const list = useQuery(DevicesDocument, {
    variables: { filter: apiFilter, sort, page },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: "cache-and-network",
  });
  const onSort = (field: DeviceSortField) => listState.setSort(nextSort(sort, field));
  const columns = useDeviceColumns(sort, onSort, unit);
  const refresh = () => void client.refetchQueries({ include: [DevicesDocument] });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const t: Translate = (id, values) => intl.formatMessage({ id }, values);
      const format = exportFormat(t, unit, timeZone);
      const { data } = await client.query({
        query: ExportDevicesDocument,
        variables: { filter: apiFilter, sort, format },
        fetchPolicy: "no-cache",
      });
      if (data) downloadText(data.exportDevices, `cgm-devices-${compactDate(Date.now(), timeZone)}.csv`);
    } catch (e) {
      toaster.create({ type: "error", title: errorMessage(intl, e) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <DeviceFilters
        draft={draft}
        onDraft={setDraft}
        errors={errors}
        onSearch={() => {
          if (!errors.inventory && !errors.monitoring) listState.search();
        }}
        onReset={listState.reset}
        actions={
          <HStack gap="2">
            <GlucoseUnitSwitch unit={unit} onChange={setUnit} />
            <Auth code="cgm:list:add">
              <Button colorPalette="teal" onClick={() => setDialog("add")} data-testid="device-add">
                <FormattedMessage id="device.add" />
              </Button>
            </Auth>
            <Auth code="cgm:list:import">
              <Button
                variant="outline"
                colorPalette="teal"
                onClick={() => setDialog("import")}
                data-testid="device-import"
              >
                <FormattedMessage id="device.import" />
              </Button>
            </Auth>
            <Auth code="cgm:list:export">
              <Button
                variant="outline"
                colorPalette="teal"
                loading={exporting}
                onClick={() => void exportCsv()}
                data-testid="device-export"
              >
                <FormattedMessage id="device.export" />
              </Button>
            </Auth>
          </HStack>
        }
      />
      {list.error && !list.data && (
        <Box color="fg.error" mb="2" role="alert" data-testid="list-error">
          {errorMessage(intl, list.error)}
        </Box>
      )}
      <DataTable
        columns={columns}
        rows={list.data?.devices.items ?? []}
        rowKey={(d) => d.id}
        loading={list.loading}
        testId="device-table"
      />
      <Pagination
        offset={page.offset}
        limit={page.limit}
        total={list.data?.devices.total ?? 0}
        onChange={setPage}
      />
      {dialog === "add" && <DeviceFormDialog onClose={() => setDialog(null)} onSaved={refresh} />}
      {dialog === "import" && <DeviceImportDialog onClose={() => setDialog(null)} onImported={refresh} />}
    </Box>
  );
}
