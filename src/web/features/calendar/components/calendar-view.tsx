import { useMemo } from 'react';
import type { TimeSlotsResponse } from '@core/api/calendar';
import { allSlotViews, listedByDay, type SlotView } from '../lib/slot-view';
import { MonthCalendar, type ViewedMonth } from './month-calendar';
import { SelectedDatePanel } from './selected-date-panel';

interface CalendarViewProps {
  data: TimeSlotsResponse | undefined;
  loading: boolean;
  now: Date;
  today: string;
  viewed: ViewedMonth;
  selectedDate: string | null;
  selected: SlotView[];
  onPickDate: (day: string) => void;
  onMonthChange: (month: ViewedMonth) => void;
  onToggle: (slot: SlotView) => void;
  onJoinWaitlist: (slot: SlotView) => void;
}

const EMPTY = { timeSlots: [], instructors: [], venues: [] };

/** The month grid and the picked day's times. Anything here that throws falls back to the safe list. */
export function CalendarView({
  data,
  loading,
  now,
  today,
  viewed,
  selectedDate,
  selected,
  onPickDate,
  onMonthChange,
  onToggle,
  onJoinWaitlist,
}: CalendarViewProps) {
  // Formatting every slot in New York time is the costly part: once per answer, not on every click.
  const all = useMemo(() => allSlotViews(data ?? EMPTY), [data]);
  const days = useMemo(() => listedByDay(all, now), [all, now]);
  const pickedPerDay = new Map<string, number>();
  for (const s of selected) pickedPerDay.set(s.dayKey, (pickedPerDay.get(s.dayKey) ?? 0) + 1);
  const selectedIds = new Set(selected.map((s) => s.id));
  return (
    <div className="space-y-6">
      <MonthCalendar
        viewed={viewed}
        days={days}
        today={today}
        selectedDate={selectedDate}
        pickedPerDay={pickedPerDay}
        loading={loading}
        onPickDate={onPickDate}
        onMonthChange={onMonthChange}
      />
      {selectedDate ? (
        <SelectedDatePanel
          key={selectedDate}
          day={selectedDate}
          slots={days.get(selectedDate) ?? []}
          selectedIds={selectedIds}
          onToggle={onToggle}
          onJoinWaitlist={onJoinWaitlist}
        />
      ) : (
        <p className="rounded-2xl border border-dashed border-ocean-200 bg-ocean-50 p-4 text-sm text-slate-700">
          {loading && !data
            ? 'Loading lesson times...'
            : 'Pick a day with open lessons to see its times. Days without open lessons cannot be picked.'}
        </p>
      )}
    </div>
  );
}
