import { staffWith, type ModuleRules } from "../../auth/rules";
import { partnerWith } from "../../auth/partner";

/** Partner keys only, each query by its partner permission (auth/partner.ts); staff use the console's queries. */
export const partnerRules: ModuleRules = {
  Query: {
    partnerOrganisations: partnerWith("partner:organisations"),
    partnerDevices: partnerWith("partner:devices"),
    partnerReadings: partnerWith("partner:readings"),
    partnerGlucoseCurve: partnerWith("partner:readings"),
    partnerAnomalies: partnerWith("partner:anomalies"),
    partnerLogPulls: partnerWith("partner:logs"),
    partnerChanges: partnerWith("partner:sync"),
  },
  Mutation: {
    // Staff of the ERP connection button (never a key, whatever its maker holds).
    removeErpConnection: staffWith("org:list:erp"),
  },
};
