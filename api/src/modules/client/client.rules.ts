import { or } from "graphql-shield";
import { hasCode, staffWith, type ModuleRules } from "../../auth/rules";

/** Client management (i18n:client) and its buttons; a new secret and the status are edits. */
export const clientRules: ModuleRules = {
  Query: {
    // Also the client picker of Version release management.
    clients: or(hasCode("i18n:client"), hasCode("version:release")),
    client: hasCode("i18n:client"),
  },
  Mutation: {
    createClient: staffWith("i18n:client:add"),
    updateClient: staffWith("i18n:client:edit"),
    rotateClientSecret: staffWith("i18n:client:edit"),
    setClientStatus: staffWith("i18n:client:edit"),
    deleteClient: staffWith("i18n:client:delete"),
    syncClientFromAndroid: staffWith("i18n:client:sync"),
  },
};
