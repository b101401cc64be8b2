import { CLIENT_MSG, L10N_MSG, MSG } from "@cgm/domain";
import { badInput } from "../../common/errors";
import { inUse, taken } from "../../common/listing";

export const centerCodeTaken = () =>
  taken("A center with this code already exists", "centerCode", L10N_MSG.centerCodeTaken);
export const centerInUse = (count: number) =>
  inUse(
    `${count} ${count === 1 ? "country belongs" : "countries belong"} to this center`,
    L10N_MSG.centerInUse,
    count,
  );
export const centerInUseByClients = (count: number) =>
  inUse(
    `${count} ${count === 1 ? "client belongs" : "clients belong"} to this center`,
    CLIENT_MSG.centerInUseByClients,
    count,
  );
/** A chosen country that does not exist, or that the center does not support. */
export const unknownCountry = (field: string) => badInput({ [field]: MSG.invalid });
