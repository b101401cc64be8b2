import { hasCode, type ModuleRules } from "../../auth/rules";

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
