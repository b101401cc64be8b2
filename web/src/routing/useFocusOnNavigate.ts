import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * After a route change (not on the first page shown), moves focus to the element with this id (the
 * page's heading), so a screen reader announces the new page and Tab continues from there.
 */
export function useFocusOnNavigate(id: string) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(id)?.focus({ preventScroll: true });
  }, [pathname, id]);
}
