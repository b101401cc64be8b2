import { L10N_MSG, VERSION_MSG } from "@cgm/domain";
import { notFound } from "../../common/errors";
import { inUse, taken } from "../../common/listing";

export const languageNotFound = () => notFound("The language");
export const languageCodeTaken = () =>
  taken("A language with this code already exists", "languageCode", L10N_MSG.languageCodeTaken);
export const languageInUse = (count: number) =>
  inUse(
    `This language is the default language of ${count} ${count === 1 ? "country" : "countries"}`,
    L10N_MSG.languageInUse,
    count,
  );
/** A language some version releases are in ({count} releases). */
export const languageInUseByReleases = (count: number) =>
  inUse(
    `This language is a language of ${count} version ${count === 1 ? "release" : "releases"}`,
    VERSION_MSG.languageInUseByReleases,
    count,
  );
