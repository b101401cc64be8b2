import { L10N_MSG, MSG } from "@cgm/domain";
import { badInput, notFound } from "../../common/errors";
import { inUse, taken } from "../../common/listing";

export const dictionaryNotFound = () => notFound("The dictionary entry");
export const dictKeyTaken = () =>
  taken("This key is already used at this level", "key", L10N_MSG.dictKeyTaken);
export const dictHasChildren = (count: number) =>
  inUse(
    `This entry has ${count} child ${count === 1 ? "entry" : "entries"}; delete them first`,
    L10N_MSG.dictHasChildren,
    count,
  );
export const dictTooDeep = () => badInput({ parentId: L10N_MSG.dictTooDeep });
export const unknownLanguage = () => badInput({ labels: MSG.invalid });
