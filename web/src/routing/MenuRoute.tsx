import { Suspense } from "react";
import { Navigate, useParams } from "react-router-dom";
import { useIntl } from "react-intl";
import { useSession } from "../session/SessionProvider";
import { resolvePath } from "../session/menus";
import ComingSoonPage from "../pages/ComingSoonPage";
import FramePage from "../pages/FramePage";
import NewTabPage from "../pages/NewTabPage";
import { PageSpinner } from "../ui/PageSpinner";
import { PAGE_COMPONENTS } from "./pages";
import { menuTitle } from "./titles";

/**
 * A route added after sign-in: a granted page, a frame for another site's link, a link to open this
 * site's own non-console page in a new tab, else /403 or /404.
 */
export default function MenuRoute() {
  const { page = "" } = useParams();
  const intl = useIntl();
  const { routes } = useSession();
  const r = resolvePath(page, routes);
  if (r.kind === "forbidden") return <Navigate to="/403" replace />;
  if (r.kind === "notFound") return <Navigate to="/404" replace />;
  const title = menuTitle(intl, r.route.code, r.route.title);
  if (r.route.kind === "frame") return <FramePage url={r.route.url} title={title} />;
  if (r.route.kind === "newTab") return <NewTabPage url={r.route.url} title={title} />;
  const Page = PAGE_COMPONENTS[r.route.name];
  if (!Page) return <ComingSoonPage title={title} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
