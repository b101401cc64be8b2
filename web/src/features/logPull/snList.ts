import { LIMITS } from "@cgm/domain";

/** The periods a pull may ask for, in days (spec section 9). */
export const LOG_PULL_PERIODS = [1, 2, 3, 7] as const;
/** SNs one request may hold (the API refuses more). */
export const MAX_SNS = 100;

/** The SNs of a pasted list: separated by lines, commas, semicolons or spaces; empty parts dropped. */
export const parseSnList = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

/** The spec's message id for an SN typed in the form, or null when it may be asked for. */
export function snError(sn: string): string | null {
  const v = sn.trim();
  if (!v) return "device.snRequired";
  return (LIMITS.snLengths as readonly number[]).includes(v.length) ? null : "validation.sn.length";
}
