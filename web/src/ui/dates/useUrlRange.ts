import { useCallback, useMemo, useState } from "react";
import { useLatestSearchParams } from "../../routing/useLatestSearchParams";
import { checkDates } from "./zoneDate";
import {
  choiceFromParams,
  datesOf,
  paramsWithChoice,
  resolveChoice,
  type Preset,
  type RangeChoice,
  type ResolvedRange,
} from "./rangeChoice";
import type { RangeState } from "./RangeCaption";

/**
 * A page's date range kept in its URL (`range=7d`, or `from`/`to`), so a reload, a shared link or a
 * language switch keeps it. Holds the dates being typed apart from the applied range: a preset applies
 * at once, typed dates on search. `state` tells whether the results still match the dates entered.
 */
export function useUrlRange(fallback: RangeChoice, timeZone: string) {
  const [params, setParams] = useLatestSearchParams();
  const key = `${params.get("range")}|${params.get("from")}|${params.get("to")}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` holds the parameters read; `fallback` is a constant
  const applied = useMemo(() => choiceFromParams(params, fallback, timeZone), [key, timeZone]);
  const [now, setNow] = useState(() => Date.now());
  const resolved = resolveChoice(applied, now, timeZone);
  // The fallback is valid and a URL's range is checked when read, so this is a real range.
  const range = resolved.range as ResolvedRange;

  const appliedDates = datesOf(applied, now, timeZone);
  const [draft, setDraft] = useState(appliedDates);
  const [shown, setShown] = useState(JSON.stringify(applied));
  if (shown !== JSON.stringify(applied)) {
    // Another range applied (a preset, Back, Reset): the fields show it.
    setShown(JSON.stringify(applied));
    setDraft(appliedDates);
  }
  const draftError = checkDates(draft.start, draft.end, timeZone).error;
  const pending = draft.start !== appliedDates.start || draft.end !== appliedDates.end;

  const apply = useCallback(
    (choice: RangeChoice | null) => {
      const t = Date.now();
      setNow(t);
      setDraft(datesOf(choice ?? fallback, t, timeZone));
      setParams((prev) => paramsWithChoice(prev, choice), { replace: true });
    },
    [setParams, fallback, timeZone],
  );
  const search = () => {
    if (draftError) return;
    if (!pending)
      setNow(Date.now()); // the same range again: refreshed up to now
    else apply({ start: draft.start, end: draft.end });
  };
  const reset = () => apply(null);
  const choosePreset = (preset: Preset) => apply({ preset });
  const stateOf = (loading: boolean): RangeState =>
    draftError ? "stale" : pending ? "pending" : loading ? "loading" : "current";

  return {
    applied,
    range,
    now,
    draft,
    setDraft: (start: string, end: string) => setDraft({ start, end }),
    draftError,
    activePreset: "preset" in applied ? applied.preset : null,
    search,
    reset,
    choosePreset,
    stateOf,
  };
}
