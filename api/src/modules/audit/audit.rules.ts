import { hasCode, isActive, type ModuleRules } from "../../auth/rules";

export const auditRules: ModuleRules = {
  Query: { auditLog: hasCode("sys:audit") },
  // Any active staff member may log an export; the service checks they see the list exported.
  Mutation: { recordExport: isActive },
};
