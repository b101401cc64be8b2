import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * Console pages by route name (menu url with "/" -> "-"). A granted page without an entry here shows
 * the "coming in this release" panel until its issue lands.
 */
export const PAGE_COMPONENTS: Record<string, LazyExoticComponent<ComponentType>> = {
  "cgm-list": lazy(() => import("../features/device/DeviceListPage")),
  "org-list": lazy(() => import("../features/organisation/OrganisationListPage")),
  "org-account": lazy(() => import("../features/account/AccountListPage")),
  "org-role": lazy(() => import("../features/role/RoleListPage")),
  "i18n-language": lazy(() => import("../features/language/LanguageListPage")),
  "i18n-center": lazy(() => import("../features/center/CenterListPage")),
  "i18n-client": lazy(() => import("../features/client/ClientListPage")),
  "i18n-country": lazy(() => import("../features/country/CountryListPage")),
  "version-app": lazy(() => import("../features/appUpgrade/AppUpgradeListPage")),
  "version-release": lazy(() => import("../features/versionRelease/VersionReleaseListPage")),
  "version-software": lazy(() => import("../features/upgradePackage/SoftwareUpgradeListPage")),
  "version-firmware": lazy(() => import("../features/upgradePackage/FirmwareUpgradeListPage")),
  "sys-settings": lazy(() => import("../features/settings/SystemSettingsPage")),
  "sys-dict": lazy(() => import("../features/dictionary/DictionaryListPage")),
  "sys-audit": lazy(() => import("../features/audit/AuditLogPage")),
  "sys-app-log": lazy(() => import("../features/logPull/LogPullListPage")),
};
