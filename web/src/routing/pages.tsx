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
  "sys-audit": lazy(() => import("../features/audit/AuditLogPage")),
};
