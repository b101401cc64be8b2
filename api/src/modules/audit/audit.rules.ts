import { hasCode, type ModuleRules } from "../../auth/rules";

export const auditRules: ModuleRules = { Query: { auditLog: hasCode("sys:audit") } };
