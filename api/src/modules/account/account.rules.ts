import { hasCode, type ModuleRules } from "../../auth/rules";

/** Account list (spec section 2): the page code to read, one button code per action. */
export const accountRules: ModuleRules = {
  Query: {
    accounts: hasCode("org:account"),
    account: hasCode("org:account"),
  },
  Mutation: {
    createAccount: hasCode("org:account:add"),
    updateAccount: hasCode("org:account:edit"),
    setAccountStatus: hasCode("org:account:status"),
    resetAccountPassword: hasCode("org:account:resetPassword"),
  },
};
