import { or } from "graphql-shield";
import { hasCode, type ModuleRules } from "../../auth/rules";

/** Language management (i18n:language) and its buttons. */
export const languageRules: ModuleRules = {
  Query: {
    // Also the language pickers of the country form and of translation setting.
    languages: or(hasCode("i18n:language"), hasCode("i18n:country"), hasCode("sys:dict")),
    language: hasCode("i18n:language"),
  },
  Mutation: {
    createLanguage: hasCode("i18n:language:add"),
    updateLanguage: hasCode("i18n:language:edit"),
    deleteLanguage: hasCode("i18n:language:delete"),
  },
};
