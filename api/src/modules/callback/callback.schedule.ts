/**
 * The Standard Webhooks retry schedule: after the first attempt (immediately) fails, the next ones come
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h after the one before: eight attempts over 27 h 35 min
 * (more than a day). The delays, in ms, after attempt 1, 2, ...
 */
export const STANDARD_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

/** The delay before the next attempt after `attempts` failed ones, or null when the schedule is spent. */
export function nextDelayMs(
  attempts: number,
  delays: readonly number[] = STANDARD_RETRY_DELAYS_MS,
): number | null {
  return attempts >= 1 && attempts <= delays.length ? delays[attempts - 1]! : null;
}
