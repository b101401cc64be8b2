import { or } from "graphql-shield";
import { hasCode, staffWith, type ModuleRules } from "../../auth/rules";

/** Language management (i18n:language) and its buttons. */
export const languageRules: ModuleRules = {
  Query: {
    // Also the language pickers of the country form, of translation setting and of the center's
    // country translation, and the languages of a version release.
    languages: or(
      hasCode("i18n:language"),
      hasCode("i18n:country"),
      hasCode("sys:dict"),
      hasCode("i18n:center"),
      hasCode("version:release"),
    ),
    language: hasCode("i18n:language"),
  },
  Mutation: {
    createLanguage: staffWith("i18n:language:add"),
    updateLanguage: staffWith("i18n:language:edit"),
    deleteLanguage: staffWith("i18n:language:delete"),
  },
};
