import { useEffect } from "react";
import { useIntl } from "react-intl";

/** Sets the document title after each navigation ("Title - CGM Console"). */
export function usePageTitle(title: string | null) {
  const intl = useIntl();
  const app = intl.formatMessage({ id: "app.title" });
  useEffect(() => {
    document.title = title ? `${title} - ${app}` : app;
  }, [title, app]);
}
