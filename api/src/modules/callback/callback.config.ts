import { ConfigError } from "../../configError";
import type { CallbackWorkerOptions } from "./callback.worker";

/**
 * The callback sender's settings from the environment, read once at start:
 * - CALLBACK_ALLOW_PRIVATE_TARGETS=1: deliver to http and to private, loopback and link-local
 *   addresses. For tests with a local receiver only: never on by default, refused in production.
 *   (Saving a callback URL always requires https to a public target.)
 * - CALLBACK_RETRY_DELAYS: the delays between attempts in ms ("200,200,500"), for tests that cannot
 *   wait the Standard Webhooks schedule (5 s, 5 min, 30 min, ...); refused in production, where the
 *   standard schedule (more than a day) always applies.
 */
export function callbackSettings(env: NodeJS.ProcessEnv, production: boolean): CallbackWorkerOptions {
  const allow = env.CALLBACK_ALLOW_PRIVATE_TARGETS ?? "";
  if (!["", "0", "1"].includes(allow))
    throw new ConfigError(`CALLBACK_ALLOW_PRIVATE_TARGETS must be 0 or 1, got "${allow}"`);
  if (allow === "1" && production)
    throw new ConfigError("CALLBACK_ALLOW_PRIVATE_TARGETS is for tests only and refused in production");
  const raw = env.CALLBACK_RETRY_DELAYS ?? "";
  let delays: number[] | undefined;
  if (raw) {
    if (production)
      throw new ConfigError("CALLBACK_RETRY_DELAYS is for tests only and refused in production");
    delays = raw.split(",").map((s) => Number(s.trim()));
    if (!delays.length || delays.some((d) => !Number.isInteger(d) || d < 10 || d > 86_400_000))
      throw new ConfigError(`CALLBACK_RETRY_DELAYS must list delays in ms from 10 to 86400000, got "${raw}"`);
  }
  return { allowPrivateTargets: allow === "1", ...(delays ? { delays } : {}) };
}
