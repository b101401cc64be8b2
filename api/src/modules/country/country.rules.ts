import { or } from "graphql-shield";
import { hasCode, staffWith, type ModuleRules } from "../../auth/rules";

/** Country management (i18n:country) and its buttons. */
export const countryRules: ModuleRules = {
  Query: {
    // Also the country pickers of the center and client forms.
    countries: or(hasCode("i18n:country"), hasCode("i18n:center"), hasCode("i18n:client")),
    country: hasCode("i18n:country"),
  },
  Mutation: {
    createCountry: staffWith("i18n:country:add"),
    updateCountry: staffWith("i18n:country:edit"),
    deleteCountry: staffWith("i18n:country:delete"),
    setCountryTranslations: staffWith("i18n:country:translate"),
    importCountryTranslations: staffWith("i18n:country:import"),
  },
};
