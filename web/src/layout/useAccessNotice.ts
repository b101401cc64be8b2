import { useCallback } from "react";
import { useIntl } from "react-intl";
import { buttonCodesOf, routesOf, type MenuNode } from "../session/menus";
import { menuTitle } from "../routing/titles";
import { toaster } from "../ui/toaster";

/** Pages gained and lost, and whether the buttons changed, between two menu trees. */
export function accessDiff(before: MenuNode[], after: MenuNode[]) {
  const pages = (menus: MenuNode[]) => new Map(routesOf(menus).map((r) => [r.code, r]));
  const [was, now] = [pages(before), pages(after)];
  const gained = [...now.values()].filter((r) => !was.has(r.code));
  const lost = [...was.values()].filter((r) => !now.has(r.code));
  const [b0, b1] = [buttonCodesOf(before), buttonCodesOf(after)];
  const buttons = b0.length !== b1.length || b0.some((c, i) => c !== b1[i]);
  return { gained, lost, buttons };
}

/**
 * A notice when the user's access changed live (role, account or organisation edited elsewhere): the
 * pages gained and lost by name in the interface language, or that the actions changed, so menus do
 * not vanish unexplained.
 */
export function useAccessNotice() {
  const intl = useIntl();
  return useCallback(
    (before: MenuNode[], after: MenuNode[]) => {
      const { gained, lost, buttons } = accessDiff(before, after);
      if (!gained.length && !lost.length && !buttons) return;
      const names = (rs: typeof gained) =>
        intl.formatList(
          rs.map((r) => menuTitle(intl, r.code, r.title)),
          { type: "conjunction" },
        );
      const lines = [
        gained.length ? intl.formatMessage({ id: "access.gained" }, { pages: names(gained) }) : null,
        lost.length ? intl.formatMessage({ id: "access.lost" }, { pages: names(lost) }) : null,
        !gained.length && !lost.length ? intl.formatMessage({ id: "access.actionsChanged" }) : null,
      ].filter(Boolean);
      toaster.create({
        type: "info",
        title: intl.formatMessage({ id: "access.changed" }),
        description: lines.join(" "),
        duration: 15_000,
        closable: true,
      });
    },
    [intl],
  );
}
