import { hasCode, staffWith, type ModuleRules } from "../../auth/rules";

/** App log pulling (sys:appLog) and its Pull button; the subscription is checked again at subscribe. */
export const logPullRules: ModuleRules = {
  Query: {
    logPulls: hasCode("sys:appLog"),
    logPull: hasCode("sys:appLog"),
  },
  Mutation: {
    requestLogPulls: staffWith("sys:appLog:pull"),
  },
  Subscription: {
    logPullChanged: hasCode("sys:appLog"),
  },
};
