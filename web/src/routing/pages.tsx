import { lazy, type ComponentType, type LazyExoticComponent } from "react";

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Console pages by route name (menu url with "/" -> "-"). A granted page without an entry here shows
 * the "coming in this release" panel until its issue lands.
 */
export const PAGE_LOADERS: Record<string, () => PageModule> = {
  "cgm-list": () => import("../features/device/DeviceListPage"),
  "org-list": () => import("../features/organisation/OrganisationListPage"),
  "org-account": () => import("../features/account/AccountListPage"),
  "org-role": () => import("../features/role/RoleListPage"),
  "i18n-language": () => import("../features/language/LanguageListPage"),
  "i18n-center": () => import("../features/center/CenterListPage"),
  "i18n-client": () => import("../features/client/ClientListPage"),
  "i18n-country": () => import("../features/country/CountryListPage"),
  "version-app": () => import("../features/appUpgrade/AppUpgradeListPage"),
  "version-release": () => import("../features/versionRelease/VersionReleaseListPage"),
  "version-software": () => import("../features/upgradePackage/SoftwareUpgradeListPage"),
  "version-firmware": () => import("../features/upgradePackage/FirmwareUpgradeListPage"),
  "sys-settings": () => import("../features/settings/SystemSettingsPage"),
  "sys-dict": () => import("../features/dictionary/DictionaryListPage"),
  "sys-audit": () => import("../features/audit/AuditLogPage"),
  "sys-app-log": () => import("../features/logPull/LogPullListPage"),
};

export const PAGE_COMPONENTS: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([name, load]) => [name, lazy(load)]),
);
