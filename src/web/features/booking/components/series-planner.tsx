import { AlertTriangle, CheckCircle2, Loader2, Repeat } from 'lucide-react';
import {
  MAX_SERIES_WEEKS,
  MIN_SERIES_WEEKS,
  SKIP_WEEK_LABEL,
  type SeriesOccurrence,
  type SeriesSlot,
} from '@core/api/series';
import { formatInZone, formatTimeRange } from '@core/rules/timezones';
import type { WeeklySeries } from '../hooks/use-weekly-series';
import { SKIP_WEEK, weekFits } from '../lib/series-picks';

const WEEK_OPTIONS = Array.from(
  { length: MAX_SERIES_WEEKS - MIN_SERIES_WEEKS + 1 },
  (_, i) => MIN_SERIES_WEEKS + i,
);

/** The day of a week in the visitor's zone; a week with no repeating time shows the plan's day. */
function weekDay(occurrence: SeriesOccurrence, zone: string): string {
  if (occurrence.slot) return formatInZone(occurrence.slot.startTime, zone, 'EEE, MMM d');
  // The plan's day is a calendar date: noon UTC is that date in UTC.
  return formatInZone(`${occurrence.date}T12:00:00Z`, 'UTC', 'EEE, MMM d');
}

const timeWith = (slot: SeriesSlot, zone: string) =>
  `${formatTimeRange(slot.startTime, slot.endTime, zone)} with ${slot.instructorName}`;

function FittingWeek({ occurrence, zone }: { occurrence: SeriesOccurrence; zone: string }) {
  const slot = occurrence.slot;
  if (!slot) return null;
  return (
    <li className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
      <div className="text-sm">
        <p className="font-semibold text-slate-900">
          Week {occurrence.week}: {weekDay(occurrence, zone)}
        </p>
        <p className="text-slate-700">
          {formatTimeRange(slot.startTime, slot.endTime, zone)}
          {occurrence.otherInstructor ? ` with ${slot.instructorName}` : `, ${slot.instructorName}`}
        </p>
      </div>
    </li>
  );
}

function FullWeek({
  occurrence,
  zone,
  choice,
  onChoose,
}: {
  occurrence: SeriesOccurrence;
  zone: string;
  choice: string | undefined;
  onChoose: (choice: string) => void;
}) {
  const name = `series-week-${occurrence.week}`;
  const why = occurrence.slot
    ? `${formatTimeRange(occurrence.slot.startTime, occurrence.slot.endTime, zone)} is full`
    : 'no lesson at this time';
  return (
    <li className="rounded-lg border border-amber-300 bg-amber-50 p-3">
      <fieldset>
        <legend className="flex items-start gap-2 text-sm font-semibold text-amber-950">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Week {occurrence.week}: {weekDay(occurrence, zone)}, {why}
        </legend>
        <div className="mt-2 space-y-1.5 text-sm text-slate-900">
          {occurrence.alternatives.map((alt) => (
            <label key={alt.id} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={name}
                value={alt.id}
                checked={choice === alt.id}
                onChange={() => onChoose(alt.id)}
                className="size-4 accent-ocean-800"
              />
              {timeWith(alt, zone)}
            </label>
          ))}
          {occurrence.alternatives.length === 0 && (
            <p className="text-slate-700">No other time is open that day.</p>
          )}
          <label className="flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={name}
              value={SKIP_WEEK}
              checked={choice === SKIP_WEEK}
              onChange={() => onChoose(SKIP_WEEK)}
              className="size-4 accent-ocean-800"
            />
            {SKIP_WEEK_LABEL}
          </label>
        </div>
      </fieldset>
    </li>
  );
}

/** "Repeat weekly" on one picked time: the number of weeks and every week's time, before anything is paid. */
export function SeriesPlanner({ series, timeZone }: { series: WeeklySeries; timeZone: string }) {
  if (!series.available) return null;
  const held = series.selection?.slots.length ?? 0;
  return (
    <section
      aria-labelledby="series-heading"
      className="mt-6 rounded-xl border border-ocean-200 bg-ocean-50/60 p-4"
    >
      <h3 id="series-heading" className="flex items-center gap-2 font-semibold text-ocean-900">
        <Repeat className="size-4" aria-hidden="true" /> Same time every week?
      </h3>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
        <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            checked={series.on}
            onChange={(e) => series.setOn(e.target.checked)}
            className="size-4 accent-ocean-800"
          />
          Repeat weekly
        </label>
        {series.on && (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            Number of weeks
            <select
              value={series.weeks}
              onChange={(e) => series.setWeeks(Number(e.target.value))}
              className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              {WEEK_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n} weeks
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {series.loading && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Checking every week of the series...
        </p>
      )}
      {series.error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {series.error}
        </p>
      )}
      {series.plan && (
        <>
          <ol aria-label="Weekly lessons" className="mt-3 space-y-2">
            {series.plan.occurrences.map((o) =>
              weekFits(o) ? (
                <FittingWeek key={o.week} occurrence={o} zone={timeZone} />
              ) : (
                <FullWeek
                  key={o.week}
                  occurrence={o}
                  zone={timeZone}
                  choice={series.choices[o.week]}
                  onChoose={(c) => series.choose(o.week, c)}
                />
              ),
            )}
          </ol>
          <p aria-live="polite" className="mt-3 text-sm text-slate-800">
            {series.blocking ?? `${held} weekly lessons, held together and paid once.`}
          </p>
        </>
      )}
    </section>
  );
}
