/**
 * "Repeat weekly" in the wizard: the plan of every week, the visitor's choice for each week that does not fit, and
 * the series to hold. The series held stays the last complete one while a new plan loads or a week waits for a
 * choice, so the seats already held are not given up in between; step 1 waits until the list on screen is settled.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TimeSlot } from '@core/api/calendar';
import { MIN_SERIES_WEEKS, type SeriesSlot } from '@core/api/series';
import { seriesPlanQuery } from '../api/get-series-plan';
import { selectionComplete, seriesSelection, type WeekChoices } from '../lib/series-picks';

export const DEFAULT_SERIES_WEEKS = 4;
export const SERIES_UNRESOLVED_MESSAGE =
  'Choose another time or "Skip this week" for each week that is full to continue.';
export const SERIES_TOO_FEW_MESSAGE = `A weekly series needs at least ${MIN_SERIES_WEEKS} lessons. Choose another time for a skipped week, or turn off Repeat weekly.`;
export const SERIES_LOADING_MESSAGE = 'Checking every week of the series...';

const idsOf = (slots: readonly SeriesSlot[] | null) => slots?.map((s) => s.id).join(',') ?? '';

/**
 * `first`: the one picked time the series repeats, or null when it cannot repeat (several times picked, a waitlist
 * offer). `live`: the visitor is looking at the list now, so it follows the number of swimmers. `holdId`: the
 * visitor's hold on the picked time, once the server has answered it. The plan is asked only then, and again for a
 * new hold: the server leaves the visitor's own hold out of each week's seats, so a plan asked while the first hold
 * is still on its way would call the visitor's own week 1 full.
 */
export function useWeeklySeries(
  first: TimeSlot | null,
  swimmersCount: number,
  live: boolean,
  holdId: string | null,
) {
  const [on, setOn] = useState(false);
  const [weeks, setWeeks] = useState(DEFAULT_SERIES_WEEKS);
  const [choices, setChoices] = useState<WeekChoices>({});
  const [planSwimmers, setPlanSwimmers] = useState(swimmersCount);
  if (live && planSwimmers !== swimmersCount) setPlanSwimmers(swimmersCount);

  const plan = useQuery({
    ...seriesPlanQuery({ slotId: first?.id ?? '', weeks, swimmersCount: planSwimmers }, holdId),
    enabled: on && first !== null && holdId !== null,
  });
  const active = on && first !== null;
  const selection = active && plan.data ? seriesSelection(plan.data, choices) : null;
  const fresh = selection && selectionComplete(selection) ? selection.slots : null;

  const [held, setHeld] = useState<SeriesSlot[] | null>(null);
  if (!active && held) setHeld(null);
  else if (active && fresh && idsOf(fresh) !== idsOf(held)) setHeld(fresh);

  const blocking = !active
    ? null
    : plan.isPending
      ? SERIES_LOADING_MESSAGE
      : plan.error
        ? plan.error.message
        : selection && selection.unresolvedWeeks.length > 0
          ? SERIES_UNRESOLVED_MESSAGE
          : selection?.tooFew
            ? SERIES_TOO_FEW_MESSAGE
            : null;

  return {
    /** The picked time can repeat weekly. */
    available: first !== null,
    on: active,
    weeks,
    plan: active ? (plan.data ?? null) : null,
    loading: active && plan.isPending,
    error: active && plan.error ? plan.error.message : null,
    choices,
    selection,
    /** The times to hold as a series, or null for the picked time alone. */
    held: active ? held : null,
    /** Why the wizard cannot go on with the series yet, or null. */
    blocking,
    setOn: (next: boolean) => {
      setOn(next);
      setChoices({});
    },
    // A week keeps its choice when the length changes: week 3 is the same day in a 4- or a 6-week series.
    setWeeks,
    choose: (week: number, choice: string) => setChoices((c) => ({ ...c, [week]: choice })),
  };
}

export type WeeklySeries = ReturnType<typeof useWeeklySeries>;
