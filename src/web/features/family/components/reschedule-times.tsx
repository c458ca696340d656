import type { RescheduleOption } from '@core/api/family';
import { formatTimeRange } from '@core/rules/timezones';
import { SlotRow } from '@web/components/slots/slot-row';
import { clsx } from 'clsx';
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
                  <SlotRow
                    variant="radio"
                    name="reschedule-time"
                    value={option.slotId}
                    checked={checked}
                    onSelect={() => onSelect(option.slotId)}
                    time={formatTimeRange(option.startTime, option.endTime, timeZone)}
                  >
                    <span className="block text-sm text-slate-700">
                      {option.instructorName} · {option.venueName}
                    </span>
                    {difference && (
                      <span
                        className={clsx(
                          'mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
                          option.differenceCents > 0
                            ? 'bg-amber-100 text-amber-950'
                            : 'bg-emerald-100 text-emerald-900',
                        )}
                      >
                        {difference}
                      </span>
                    )}
                  </SlotRow>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
