import type { IntlShape } from "react-intl";

/** A rate (0 to 1) as a percentage in the interface language, or "—". */
export const percentText = (intl: IntlShape, rate: number | null | undefined) =>
  rate == null ? "—" : intl.formatNumber(rate, { style: "percent", maximumFractionDigits: 1 });

/** Anomaly events per device (per day), or "—". */
export const rateText = (intl: IntlShape, rate: number | null | undefined) =>
  rate == null ? "—" : intl.formatNumber(rate, { maximumFractionDigits: 2 });

/** The button codes that change a package's rollout: the edit button of its list. */
export const editCode = (kind: string) => `version:${kind === "FIRMWARE" ? "firmware" : "software"}:edit`;
