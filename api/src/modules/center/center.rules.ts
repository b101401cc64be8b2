import { or } from "graphql-shield";
import { hasCode, type ModuleRules } from "../../auth/rules";

/** Center management (i18n:center) and its buttons. */
export const centerRules: ModuleRules = {
  Query: {
    // Also the center picker of the country form.
    centers: or(hasCode("i18n:center"), hasCode("i18n:country")),
    center: hasCode("i18n:center"),
  },
  Mutation: {
    createCenter: hasCode("i18n:center:add"),
    updateCenter: hasCode("i18n:center:edit"),
    deleteCenter: hasCode("i18n:center:delete"),
    setCenterCountryTranslations: hasCode("i18n:center:translate"),
  },
};
