import { lazy, Suspense, type ReactNode } from "react";
import { createHashRouter, Navigate } from "react-router-dom";
import { RequireAuth } from "../routing/RequireAuth";
import { RouteError } from "../routing/RouteError";
import { ForbiddenPage, NotFoundPage } from "../pages/StatusPage";
import { PageSpinner } from "../ui/PageSpinner";
import { FIXED_PAGES, loadMenuRoute, loadShell } from "./preloadConsole";

const LoginPage = lazy(() => import("../pages/LoginPage"));
const ConsoleShell = lazy(loadShell);
const MenuRoute = lazy(loadMenuRoute);
const HomePage = lazy(FIXED_PAGES.home);
const DeviceDetailPage = lazy(FIXED_PAGES["device-detail"]);
const ResourceDetailPage = lazy(FIXED_PAGES["resource-detail"]);
const PersonalCenterPage = lazy(FIXED_PAGES["personal-center"]);

const page = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

/**
 * Hash routes (spec sections 2 and 4): public /login, /403, /404; the layout at / (redirects to /home)
 * with /home, /device-detail, /resource-detail, the personal center, and one route per granted menu
 * entry resolved by MenuRoute; anything else goes to /404.
 */
export function createRouter() {
  return createHashRouter([
    { path: "/login", element: page(<LoginPage />), errorElement: <RouteError /> },
    { path: "/403", element: <ForbiddenPage /> },
    { path: "/404", element: <NotFoundPage /> },
    {
      path: "/",
      element: <RequireAuth>{page(<ConsoleShell />)}</RequireAuth>,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        { path: "home", element: page(<HomePage />) },
        { path: "device-detail", element: page(<DeviceDetailPage />) },
        { path: "resource-detail", element: page(<ResourceDetailPage />) },
        { path: "personal-center", element: page(<PersonalCenterPage />) },
        { path: ":page", element: page(<MenuRoute />) },
      ],
    },
    { path: "*", element: <Navigate to="/404" replace /> },
  ]);
}
