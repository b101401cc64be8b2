import { APP_UPGRADE_MSG, MSG } from "@cgm/domain";
import { badInput, conflict, notFound } from "../../common/errors";
import { taken } from "../../common/listing";

export const appUpgradeNotFound = () => notFound("The app version");
export const versionTaken = () =>
  taken(
    "The version number already exists, please modify the version number",
    "versionNum",
    APP_UPGRADE_MSG.versionTaken,
  );
/** Set invalid a second time: the first disable time stands. */
export function alreadyInvalid(disableTime: Date) {
  const e = conflict(
    `This version was already set invalid at ${disableTime.toISOString()}; that cannot be undone`,
    APP_UPGRADE_MSG.alreadyInvalid,
  );
  e.extensions.values = { time: disableTime.toISOString() };
  return e;
}
export const invalidLocked = () =>
  conflict("This version was set invalid and can no longer be changed", APP_UPGRADE_MSG.invalidLocked);
export const unknownTerminalType = () => badInput({ terminalType: MSG.invalid });
