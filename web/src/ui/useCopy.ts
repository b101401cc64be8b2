import { useIntl } from "react-intl";
import { toaster } from "./toaster";

/** Copies a text to the clipboard and says so in a toast; does nothing outside secure contexts. */
export function useCopy(): (text: string) => void {
  const intl = useIntl();
  return (text) => {
    const clipboard = navigator.clipboard as Clipboard | undefined; // absent outside secure contexts
    if (!clipboard) return;
    void clipboard.writeText(text).then(
      () => toaster.create({ type: "success", title: intl.formatMessage({ id: "org.copied" }) }),
      () => undefined,
    );
  };
}
