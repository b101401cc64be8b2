import { describe, expect, it } from "vitest";
import { callbackSettings } from "../src/modules/callback/callback.config";
import { STANDARD_RETRY_DELAYS_MS, nextDelayMs } from "../src/modules/callback/callback.schedule";
import { ConfigError } from "../src/configError";

describe("callback settings and schedule", () => {
  it("never allows private targets by default, and never in production", () => {
    expect(callbackSettings({}, false)).toEqual({ allowPrivateTargets: false });
    expect(callbackSettings({ CALLBACK_ALLOW_PRIVATE_TARGETS: "1" }, false).allowPrivateTargets).toBe(true);
    expect(() => callbackSettings({ CALLBACK_ALLOW_PRIVATE_TARGETS: "1" }, true)).toThrow(ConfigError);
    expect(() => callbackSettings({ CALLBACK_ALLOW_PRIVATE_TARGETS: "yes" }, false)).toThrow(ConfigError);
  });

  it("takes test delays outside production only, each from 10 ms to a day", () => {
    expect(callbackSettings({ CALLBACK_RETRY_DELAYS: "100, 200" }, false).delays).toEqual([100, 200]);
    expect(() => callbackSettings({ CALLBACK_RETRY_DELAYS: "100" }, true)).toThrow(ConfigError);
    for (const bad of ["5", "abc", "100,,200", "1.5", "86400001"])
      expect(() => callbackSettings({ CALLBACK_RETRY_DELAYS: bad }, false), bad).toThrow(ConfigError);
  });

  it("follows the Standard Webhooks schedule for more than a day, eight attempts", () => {
    expect(STANDARD_RETRY_DELAYS_MS.map((d) => d / 1000)).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    const total = STANDARD_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(24 * 3_600_000);
    expect(nextDelayMs(1)).toBe(5_000);
    expect(nextDelayMs(7)).toBe(36_000_000);
    expect(nextDelayMs(8)).toBeNull(); // the eighth attempt failed: given up
    expect(nextDelayMs(0)).toBeNull();
  });
});
