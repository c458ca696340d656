import { CalendarCheck, Trash2 } from 'lucide-react';
import { MAX_SLOT_SELECTIONS } from '@core/rules/slots';
import { formatDayKey } from '@core/rules/timezones';
import { Button } from '@web/components/ui/button';
import type { SlotView } from '../lib/slot-view';

interface SelectionSummaryProps {
  selected: SlotView[];
  onRemoveDay: (day: string) => void;
  onRequest: () => void;
}

/** "Selected Slots" n/6 and the "Selected Dates" panel: one line per day with Remove, and the request button. */
export function SelectionSummary({ selected, onRemoveDay, onRequest }: SelectionSummaryProps) {
  const days = [...new Set(selected.map((s) => s.dayKey))].sort();
  const atLimit = selected.length >= MAX_SLOT_SELECTIONS;
  return (
    <aside
      aria-label="Your selection"
      className="self-start space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:sticky lg:top-20"
    >
      <div className="flex items-center justify-between rounded-xl bg-ocean-50 px-4 py-3">
        <h2 className="font-bold text-ocean-900">Selected Slots</h2>
        <p className="text-lg font-extrabold text-ocean-900" aria-live="polite" aria-atomic="true">
          <span className="sr-only">
            {selected.length} of {MAX_SLOT_SELECTIONS} lesson times picked:{' '}
          </span>
          <span aria-hidden="true">
            {selected.length}/{MAX_SLOT_SELECTIONS}
          </span>
        </p>
      </div>
      {atLimit && (
        <p className="text-sm text-slate-700">
          You have picked the most lesson times one request can hold. Remove one to pick another.
        </p>
      )}
      <div>
        <h2 className="flex items-center gap-2 font-bold text-ocean-900">
          <CalendarCheck className="size-5" aria-hidden="true" />
          Selected Dates
        </h2>
        {days.length ? (
          <ul className="mt-3 space-y-2" data-testid="selected-dates">
            {days.map((day) => {
              const slots = selected.filter((s) => s.dayKey === day);
              return (
                <li
                  key={day}
                  className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 p-3"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{formatDayKey(day, 'EEE, MMM d, yyyy')}</p>
                    <ul className="mt-0.5 text-sm text-slate-700">
                      {slots.map((s) => (
                        <li key={s.id}>
                          {s.timeRange} · {s.lessonTypeLabel}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onRemoveDay(day)}
                    aria-label={`Remove ${formatDayKey(day, 'EEEE, MMMM d')}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-700">
            No dates selected yet. Pick a day on the calendar, then choose lesson times.
          </p>
        )}
        <p className="mt-3 text-sm font-medium text-slate-800" data-testid="selection-count">
          {selected.length} {selected.length === 1 ? 'slot' : 'slots'} on {days.length}{' '}
          {days.length === 1 ? 'date' : 'dates'} selected
        </p>
      </div>
      <Button
        size="lg"
        className="h-auto min-h-12 w-full whitespace-normal py-3 text-center leading-snug"
        onClick={onRequest}
      >
        Request Lessons for Selected Dates
      </Button>
      <p className="text-xs text-slate-600">No payment now. We confirm your times by email after review.</p>
    </aside>
  );
}
