import { hasCode } from "../../auth/rules";
import type { ModuleRules } from "../../permissions";

/** Role list page (org:role) and its buttons; the account form reads the assignable roles. */
export const roleRules: ModuleRules = {
  Query: {
    roles: hasCode("org:role"),
    role: hasCode("org:role"),
    assignableRoles: hasCode("org:account"),
  },
  Mutation: {
    createRole: hasCode("org:role:add"),
    updateRole: hasCode("org:role:edit"),
    deleteRole: hasCode("org:role:delete"),
  },
};
