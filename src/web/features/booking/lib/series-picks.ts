/**
 * Which times a weekly series holds: every week whose repeating time fits, the other time the visitor chose for a
 * week that does not, and nothing for a week they skipped. A week that does not fit and has no choice yet keeps
 * the series from being held, so nothing is paid for that the visitor has not seen.
 */
import { MIN_SERIES_WEEKS, type SeriesPlan, type SeriesSlot } from '@core/api/series';

/** A week's choice: the id of one of its alternatives, or SKIP_WEEK. */
export const SKIP_WEEK = 'skip';
export type WeekChoices = Readonly<Record<number, string>>;

export interface SeriesSelection {
  /** The times to hold, in week order. */
  slots: SeriesSlot[];
  /** Weeks that cannot be seated at their weekly time and have no choice yet. */
  unresolvedWeeks: number[];
  /** True once every week is settled and fewer than MIN_SERIES_WEEKS times remain. */
  tooFew: boolean;
}

/** True when the week's weekly time can be held as it is. */
export const weekFits = (occurrence: SeriesPlan['occurrences'][number]) =>
  occurrence.fits && occurrence.slot !== null;

export function seriesSelection(plan: SeriesPlan, choices: WeekChoices): SeriesSelection {
  const slots: SeriesSlot[] = [];
  const unresolvedWeeks: number[] = [];
  for (const occurrence of plan.occurrences) {
    if (weekFits(occurrence) && occurrence.slot) {
      slots.push(occurrence.slot);
      continue;
    }
    const choice = choices[occurrence.week];
    if (choice === SKIP_WEEK) continue;
    // A choice the plan no longer offers (asked again for more swimmers) is no choice.
    const alternative = occurrence.alternatives.find((a) => a.id === choice);
    if (alternative) slots.push(alternative);
    else unresolvedWeeks.push(occurrence.week);
  }
  return {
    slots,
    unresolvedWeeks,
    tooFew: unresolvedWeeks.length === 0 && slots.length < MIN_SERIES_WEEKS,
  };
}

/** The series can be held: every week settled and at least MIN_SERIES_WEEKS times left. */
export const selectionComplete = (selection: SeriesSelection) =>
  selection.unresolvedWeeks.length === 0 && selection.slots.length >= MIN_SERIES_WEEKS;
