import { CLIENT_MSG, MSG } from "@cgm/domain";
import { badInput, conflict } from "../../common/errors";

/** A type that is no item of the client-type dictionary. */
export const unknownClientType = () => badInput({ clientType: MSG.invalid });
/** A chosen country that does not exist (any longer). */
export const unknownCountry = () => badInput({ countryIds: MSG.invalid });
export const noAndroidClient = () =>
  conflict("There is no enabled Android client to copy the information from", CLIENT_MSG.noAndroidClient);
