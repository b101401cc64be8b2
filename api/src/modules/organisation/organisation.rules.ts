import { or } from "graphql-shield";
import { hasCode, type ModuleRules } from "../../auth/rules";

export const organisationRules: ModuleRules = {
  Query: {
    organisations: hasCode("org:list"),
    organisation: hasCode("org:list"),
    // Also the organisation picker of the center form.
    organisationOptions: or(hasCode("org:list"), hasCode("org:account"), hasCode("i18n:center")),
    organisationFunctions: hasCode("org:list:function"),
  },
  Mutation: {
    createOrganisation: hasCode("org:list:add"),
    updateOrganisation: hasCode("org:list:edit"),
    setOrganisationStatus: hasCode("org:list:status"),
    setOrganisationFunctions: hasCode("org:list:function"),
    setErpConnection: hasCode("org:list:erp"),
    rotateErpKey: hasCode("org:list:erp"),
  },
};
