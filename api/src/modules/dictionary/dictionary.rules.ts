import { hasCode, isActive, staffWith, type ModuleRules } from "../../auth/rules";

/** Dictionary list (sys:dict) and its buttons; the option lists every console page reads. */
export const dictionaryRules: ModuleRules = {
  Query: {
    dictionaries: hasCode("sys:dict"),
    dictionary: hasCode("sys:dict"),
    // Option lists (terminal types, upgrade types, ...) shown on many pages: any signed-in staff member.
    dictionaryOptions: isActive,
  },
  Mutation: {
    createDictionary: staffWith("sys:dict:add"),
    updateDictionary: staffWith("sys:dict:edit"),
    deleteDictionary: staffWith("sys:dict:delete"),
  },
};
