import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useSession } from "../session/SessionProvider";
import { PageSpinner } from "../ui/PageSpinner";
import { useConsoleCatalogue } from "../i18n/I18nProvider";
import { preloadConsole } from "../app/preloadConsole";

export const PERSONAL_CENTER_PATH = "/personal-center";

/** No stored auth value: login (and back here afterwards). A temporary password must be changed first. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, me } = useSession();
  const location = useLocation();
  const messagesReady = useConsoleCatalogue(status !== "anonymous");
  const ready = status === "ready";
  // Once the session is known, the shell, the menu route and the page load together, not one by one.
  useEffect(() => {
    if (ready) preloadConsole(location.pathname);
  }, [ready, location.pathname]);
  if (status === "anonymous") {
    const back = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (status === "loading" || !me || !messagesReady) return <PageSpinner />;
  if (me.mustChangePassword && location.pathname !== PERSONAL_CENTER_PATH) {
    return <Navigate to={PERSONAL_CENTER_PATH} replace />;
  }
  return <>{children}</>;
}
