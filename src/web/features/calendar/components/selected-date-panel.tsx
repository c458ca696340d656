import { useId, useState } from 'react';
import { lessonTypeLabel, REQUEST_CALENDAR_LESSON_TYPES } from '@core/catalog/lesson-types';
import { formatDayKey } from '@core/rules/timezones';
import { Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/select';
import { isFull, sortSlots, type SlotSort, type SlotView } from '../lib/slot-view';
import { CalendarFullSlotRow, CalendarSlotRow } from './slot-row';

const SORTS: { value: SlotSort; label: string }[] = [
  { value: 'time', label: 'Time' },
  { value: 'price', label: 'Price' },
  { value: 'instructor', label: 'Instructor' },
];

/** The picked day's lesson times, with the spec's lesson-type filter and sort. */
export function SelectedDatePanel({
  day,
  slots,
  selectedIds,
  onToggle,
  onJoinWaitlist,
}: {
  day: string;
  slots: SlotView[];
  selectedIds: ReadonlySet<string>;
  onToggle: (slot: SlotView) => void;
  onJoinWaitlist: (slot: SlotView) => void;
}) {
  const [type, setType] = useState<string>('all');
  const [sort, setSort] = useState<SlotSort>('time');
  const ids = { type: useId(), sort: useId(), heading: useId() };
  const shown = sortSlots(type === 'all' ? slots : slots.filter((s) => s.lessonType === type), sort);

  return (
    <section
      aria-labelledby={ids.heading}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={ids.heading} className="text-lg font-bold text-ocean-900">
        {formatDayKey(day, 'EEEE, MMMM d, yyyy')}
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <Field id={ids.type} label="Lesson type" labelClassName="font-medium">
          <Select value={type} onChange={(e) => setType(e.target.value)}>
            <option value="all">All</option>
            {REQUEST_CALENDAR_LESSON_TYPES.map((t) => (
              <option key={t} value={t}>
                {lessonTypeLabel(t)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={ids.sort} label="Sort by" labelClassName="font-medium">
          <Select value={sort} onChange={(e) => setSort(e.target.value as SlotSort)}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {shown.length ? (
        <ul className="mt-4 space-y-2" aria-label={`Lesson times on ${formatDayKey(day, 'MMMM d')}`}>
          {shown.map((slot) => (
            <li key={slot.id}>
              {isFull(slot) ? (
                <CalendarFullSlotRow slot={slot} onJoinWaitlist={() => onJoinWaitlist(slot)} />
              ) : (
                <CalendarSlotRow
                  slot={slot}
                  selected={selectedIds.has(slot.id)}
                  onToggle={() => onToggle(slot)}
                />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          No {type === 'all' ? '' : `${lessonTypeLabel(type)} `}lesson times left on this day.
        </p>
      )}
    </section>
  );
}
