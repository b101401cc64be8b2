import { or } from "graphql-shield";
import { hasCode, type ModuleRules } from "../../auth/rules";

/** System settings (sys:settings): the time zone (systemTimeZone itself is a foundation rule). */
export const settingsRules: ModuleRules = {
  Query: {
    timeZones: or(hasCode("sys:settings"), hasCode("sys:settings:timeZone")),
  },
  Mutation: {
    setSystemTimeZone: hasCode("sys:settings:timeZone"),
  },
};
