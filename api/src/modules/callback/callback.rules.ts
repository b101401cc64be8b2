import { hasCode, type ModuleRules } from "../../auth/rules";

/** The callbacks belong to the ERP connection: its button code, staff only (a key holds no staff codes). */
export const callbackRules: ModuleRules = {
  Query: {
    callbackDeliveries: hasCode("org:list:erp"),
    callbackSigning: hasCode("org:list:erp"),
  },
  Mutation: {
    rotateCallbackSecret: hasCode("org:list:erp"),
    resendCallback: hasCode("org:list:erp"),
    sendTestCallback: hasCode("org:list:erp"),
  },
};
