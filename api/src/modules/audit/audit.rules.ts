import { hasCode } from "../../auth/rules";
import type { ModuleRules } from "../../permissions";

export const auditRules: ModuleRules = { Query: { auditLog: hasCode("sys:audit") } };
