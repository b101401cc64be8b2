import { useEffect, useState } from "react";

/**
 * Gives focus back to the element that had it when a dialog was mounted (the button that opened it).
 * Chakra restores focus only when it closes the dialog itself; a page that unmounts the dialog on close
 * would otherwise leave focus on the page's body. Focus is moved only when it was lost.
 */
export function useReturnFocus() {
  const [opener] = useState(() =>
    typeof document !== "undefined" && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  );
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && opener?.isConnected) opener.focus();
      });
    },
    [opener],
  );
}
