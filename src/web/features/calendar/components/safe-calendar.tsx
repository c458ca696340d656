import { AlertTriangle } from 'lucide-react';
import type { TimeSlot, TimeSlotsResponse } from '@core/api/calendar';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { isSlotBookable, SAFE_VIEW_SLOTS_PER_DAY, spotsLeft } from '@core/rules/slots';
import { formatDayKey } from '@core/rules/timezones';
import { spotsLeftLabel, toSlotViews, type SlotView } from '../lib/slot-view';
import { CalendarSlotRow } from './slot-row';

const UNREADABLE = 'unreadable';

/** One slot for the simple view; a slot whose time cannot be read is kept and labelled, never dropped. */
function readSlot(data: TimeSlotsResponse, slot: TimeSlot): { day: string; view?: SlotView; slot: TimeSlot } {
  try {
    const [view] = toSlotViews(data, [slot]);
    if (view) return { day: view.dayKey, view, slot };
  } catch {
    // falls through: the time cannot be read
  }
  return { day: UNREADABLE, slot };
}

/**
 * The simplified list shown when the calendar cannot render: open lessons grouped by day, at most 8 per day.
 * Open means available with a free seat; a readable time must also be 2+ hours away.
 */
export function SafeCalendar({
  data,
  now,
  selectedIds,
  onToggle,
}: {
  data: TimeSlotsResponse | undefined;
  now: Date;
  selectedIds: ReadonlySet<string>;
  onToggle: (slot: SlotView) => void;
}) {
  const groups = new Map<string, ReturnType<typeof readSlot>[]>();
  for (const slot of data?.timeSlots ?? []) {
    const read = readSlot(data!, slot); // data is defined inside this loop
    // A readable slot passes the whole shared rule (status, free seat, lead time). One whose times cannot be read
    // skips the lead time (isSlotBookable refuses an unreadable start even with 0 minutes): kept when open with
    // a free seat, and labelled.
    const open = read.view ? isSlotBookable(slot, now) : slot.status === 'available' && spotsLeft(slot) > 0;
    if (!open) continue;
    groups.set(read.day, [...(groups.get(read.day) ?? []), read]);
  }
  const days = [...groups.keys()].sort();

  return (
    <section
      aria-labelledby="safe-calendar-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div
        role="status"
        className="flex items-start gap-2 rounded-lg border border-sun-500 bg-sun-300/40 p-3 text-sm font-semibold text-slate-900"
      >
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Safe Calendar Mode - Using Simple View
      </div>
      <h2 id="safe-calendar-heading" className="mt-4 text-lg font-bold text-ocean-900">
        Available lesson times
      </h2>
      {days.length === 0 ? (
        <p className="mt-3 text-slate-700">No available slots found.</p>
      ) : (
        <div className="mt-3 space-y-5">
          {days.map((day) => (
            <div key={day}>
              <h3 className="font-semibold text-slate-900">
                {day === UNREADABLE ? 'Date to be confirmed' : formatDayKey(day, 'EEEE, MMMM d, yyyy')}
              </h3>
              <ul className="mt-2 space-y-2">
                {(groups.get(day) ?? []).slice(0, SAFE_VIEW_SLOTS_PER_DAY).map(({ view, slot }) => (
                  <li key={slot.id}>
                    {view ? (
                      <CalendarSlotRow
                        slot={view}
                        selected={selectedIds.has(view.id)}
                        onToggle={() => onToggle(view)}
                      />
                    ) : (
                      <div className="rounded-xl border border-slate-200 p-3 text-sm text-slate-700">
                        <p className="font-semibold text-slate-900">Invalid slot time</p>
                        <p>
                          {lessonTypeLabel(slot.lessonType)} · {spotsLeftLabel(spotsLeft(slot))}
                        </p>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
