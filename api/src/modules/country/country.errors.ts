import { CLIENT_MSG, L10N_MSG, MSG } from "@cgm/domain";
import { badInput, notFound } from "../../common/errors";
import { inUse, taken } from "../../common/listing";

export const countryNotFound = () => notFound("The country");
export const countryCodeTaken = () =>
  taken("A country with this code already exists", "countryCode", L10N_MSG.countryCodeTaken);
export const countryInUse = (count: number) =>
  inUse(
    `This country is the only supported country of ${count} ${count === 1 ? "center" : "centers"}`,
    L10N_MSG.countryInUse,
    count,
  );
export const countryInUseByClients = (count: number) =>
  inUse(
    `${count} ${count === 1 ? "client supports" : "clients support"} this country`,
    CLIENT_MSG.countryInUseByClients,
    count,
  );
/** A chosen language that does not exist (any longer). */
export const unknownLanguage = (field: string) => badInput({ [field]: MSG.invalid });
