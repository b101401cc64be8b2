import { hasCode, type ModuleRules } from "../../auth/rules";

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
  },
  Subscription: {
    glucoseReadings: detail,
    deviceAnomalies: hasCode("cgm:list"),
  },
};
