import { or } from "graphql-shield";
import { hasCode, type ModuleRules } from "../../auth/rules";
import { partnerWith } from "../../auth/partner";

const detail = hasCode("cgm:list:detail");

export const deviceRules: ModuleRules = {
  Query: {
    devices: hasCode("cgm:list"),
    exportDevices: hasCode("cgm:list:export"),
    device: detail,
    glucoseCurve: detail,
    glucoseStats: detail,
    anomalyEvents: detail,
    bluetoothEvents: detail,
    permissionStatus: detail,
    usageRecords: detail,
  },
  Mutation: {
    createDevice: hasCode("cgm:list:add"),
    importDevices: hasCode("cgm:list:import"),
    // Placing a device in an organisation, as registering one does.
    moveDevice: hasCode("cgm:list:add"),
  },
  Subscription: {
    glucoseReadings: detail,
    // Staff with the device list, or a partner key with its anomalies permission (its tree only).
    deviceAnomalies: or(hasCode("cgm:list"), partnerWith("partner:anomalies")),
  },
};
