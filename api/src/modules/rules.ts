import type { ModuleRules } from "../auth/rules";
import { organisationRules } from "./organisation/organisation.rules";
import { roleRules } from "./role/role.rules";
import { accountRules } from "./account/account.rules";
import { auditRules } from "./audit/audit.rules";
import { deviceRules } from "./device/device.rules";
import { pairingRules } from "./pairing/pairing.rules";
import { settingsRules } from "./settings/settings.rules";
import { languageRules } from "./language/language.rules";
import { countryRules } from "./country/country.rules";
import { centerRules } from "./center/center.rules";
import { dictionaryRules } from "./dictionary/dictionary.rules";
import { clientRules } from "./client/client.rules";
import { versionReleaseRules } from "./versionRelease/versionRelease.rules";

import { appUpgradeRules } from "./appUpgrade/appUpgrade.rules";
import { upgradePackageRules } from "./upgradePackage/upgradePackage.rules";
import { logPullRules } from "./logPull/logPull.rules";
import { partnerRules } from "./partner/partner.rules";
import { rolloutRules } from "./rollout/rollout.rules";
import { callbackRules } from "./callback/callback.rules";
/** Each module's shield rules; add a module's `<entity>.rules.ts` here with its resolver in schema.ts. */
export const MODULE_RULES: ModuleRules[] = [
  organisationRules,
  roleRules,
  accountRules,
  auditRules,
  deviceRules,
  pairingRules,
  settingsRules,
  languageRules,
  countryRules,
  centerRules,
  dictionaryRules,
  clientRules,
  versionReleaseRules,
  appUpgradeRules,
  upgradePackageRules,
  logPullRules,
  partnerRules,
  rolloutRules,
  callbackRules,
];
