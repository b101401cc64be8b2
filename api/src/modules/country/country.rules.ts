import { or } from "graphql-shield";
import { hasCode, type ModuleRules } from "../../auth/rules";

/** Country management (i18n:country) and its buttons. */
export const countryRules: ModuleRules = {
  Query: {
    // Also the country picker of the center form.
    countries: or(hasCode("i18n:country"), hasCode("i18n:center")),
    country: hasCode("i18n:country"),
  },
  Mutation: {
    createCountry: hasCode("i18n:country:add"),
    updateCountry: hasCode("i18n:country:edit"),
    deleteCountry: hasCode("i18n:country:delete"),
    setCountryTranslations: hasCode("i18n:country:translate"),
  },
};
