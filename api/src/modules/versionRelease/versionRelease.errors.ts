import { MSG, VERSION_MSG } from "@cgm/domain";
import { AppError, badInput } from "../../common/errors";

/** The client and terminal type already have this version number (the form shows it on the field). */
export const numberTaken = () => badInput({ versionNum: VERSION_MSG.numberTaken });
/** A client that does not exist or is outside the caller's scope (the same answer for both). */
export const unknownClient = () => badInput({ clientId: MSG.invalid });
/** A terminal type that is no item of the terminalType dictionary. */
export const unknownTerminalType = () => badInput({ terminalType: MSG.invalid });
/** A chosen language that does not exist (any longer). */
export const unknownLanguage = () => badInput({ languageIdList: MSG.invalid });

/** Sync asked without a client or a terminal type: "Please select the client name and terminal type first". */
export function selectClientFirst(missing: { clientId: boolean; terminalType: boolean }) {
  const fieldErrors: Record<string, string> = {};
  if (missing.clientId) fieldErrors.clientId = VERSION_MSG.selectClientFirst;
  if (missing.terminalType) fieldErrors.terminalType = VERSION_MSG.selectClientFirst;
  return new AppError("BAD_USER_INPUT", "Please select the client name and terminal type first", {
    messageId: VERSION_MSG.selectClientFirst,
    fieldErrors,
  });
}
