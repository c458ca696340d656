import type { RescheduleOption } from '@core/api/family';
import { formatTimeRange } from '@core/rules/timezones';
import { cn } from '@web/lib/cn';
import { priceDifferenceLabel, rescheduleDays } from '../lib/lesson-views';

/** The open times, one group per day, each a radio with its time, instructor, venue and any price difference. */
export function RescheduleTimes({
  times,
  timeZone,
  selected,
  onSelect,
}: {
  times: readonly RescheduleOption[];
  timeZone: string;
  selected: string | null;
  onSelect: (slotId: string) => void;
}) {
  return (
    <div className="max-h-[55vh] space-y-4 overflow-y-auto pr-1">
      {rescheduleDays(times, timeZone).map((day) => (
        <fieldset key={day.key}>
          <legend className="text-sm font-bold text-ocean-900">{day.label}</legend>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {day.times.map((option) => {
              const difference = priceDifferenceLabel(option.differenceCents);
              const checked = option.slotId === selected;
              return (
                <li key={option.slotId}>
                  <label
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sun-500',
                      checked
                        ? 'border-ocean-800 bg-ocean-50 ring-2 ring-ocean-800'
                        : 'border-slate-300 bg-white hover:border-ocean-700',
                    )}
                  >
                    <input
                      type="radio"
                      name="reschedule-time"
                      value={option.slotId}
                      checked={checked}
                      onChange={() => onSelect(option.slotId)}
                      className="mt-1 accent-ocean-800"
                    />
                    <span className="flex-1">
                      <span className="block font-semibold text-slate-900">
                        {formatTimeRange(option.startTime, option.endTime, timeZone)}
                      </span>
                      <span className="block text-slate-700">
                        {option.instructorName} · {option.venueName}
                      </span>
                      {difference && (
                        <span
                          className={cn(
                            'mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
                            option.differenceCents > 0
                              ? 'bg-amber-100 text-amber-950'
                              : 'bg-emerald-100 text-emerald-900',
                          )}
                        >
                          {difference}
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
