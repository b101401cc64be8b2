import { or } from "graphql-shield";
import { hasCode, staffWith, type ModuleRules } from "../../auth/rules";

/** Center management (i18n:center) and its buttons. */
export const centerRules: ModuleRules = {
  Query: {
    // Also the center pickers of the country and client forms.
    centers: or(hasCode("i18n:center"), hasCode("i18n:country"), hasCode("i18n:client")),
    center: hasCode("i18n:center"),
  },
  Mutation: {
    createCenter: staffWith("i18n:center:add"),
    updateCenter: staffWith("i18n:center:edit"),
    deleteCenter: staffWith("i18n:center:delete"),
    setCenterCountryTranslations: staffWith("i18n:center:translate"),
  },
};
