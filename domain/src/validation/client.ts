import { array, number, object, string } from "yup";
import { LIMITS } from "../limits.js";
import { MSG } from "./messages.js";
import { requiredText } from "./rules.js";
import { CODE_TEXT, L10N_MSG } from "./localisation.js";

/** Message ids of Client management (English text in the web catalogues). */
export const CLIENT_MSG = {
  /** Sync Android information found no enabled Android client to copy from. */
  noAndroidClient: "client.noAndroidClient",
  /** A center some clients belong to cannot be deleted ({count}). */
  centerInUseByClients: "center.inUseByClients",
  /** A country some clients support cannot be deleted ({count}). */
  countryInUseByClients: "country.inUseByClients",
} as const;

/**
 * The dictionary whose items are the client types (its items' codes, such as ANDROID and IOS, are the
 * values of clientType). The seed's "terminalType" dictionary serves clients and version releases alike.
 */
export const CLIENT_TYPE_DICTIONARY = "terminalType";
/** The client type whose center and countries "Sync Android information" copies. */
export const ANDROID_CLIENT_TYPE = "ANDROID";

const id = () =>
  number().typeError(MSG.required).required(MSG.required).integer(MSG.required).positive(MSG.required);

/**
 * Client (spec section 5): name required, at most 50; type required (a code of the client-type
 * dictionary, checked by the API); center required; support countries required; remark at most 200.
 */
export const clientSchema = object({
  clientName: requiredText(LIMITS.clientNameMax),
  clientType: requiredText(LIMITS.clientTypeMax).matches(CODE_TEXT, {
    message: MSG.specialChars,
    excludeEmptyString: true,
  }),
  centerId: id(),
  countryIds: array(id()).default([]).min(1, L10N_MSG.countriesRequired),
  remark: string().trim().max(LIMITS.clientRemarkMax, MSG.tooLong).nullable().default(""),
});
