import type { ModuleRules } from "../permissions";

/** Each module's shield rules; add a module's `<entity>.rules.ts` here with its resolver in schema.ts. */
export const MODULE_RULES: ModuleRules[] = [];
