import { or } from "graphql-shield";
import { hasCode, staffWith, type ModuleRules } from "../../auth/rules";

/** System settings (sys:settings): the time zone (systemTimeZone itself is a foundation rule). */
export const settingsRules: ModuleRules = {
  Query: {
    timeZones: or(hasCode("sys:settings"), hasCode("sys:settings:timeZone")),
  },
  Mutation: {
    setSystemTimeZone: staffWith("sys:settings:timeZone"),
  },
};
