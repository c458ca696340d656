import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  firstDayOfMonth,
  isDayInMonth,
  longDay,
  monthOfDay,
  shiftMonth,
  weekOf,
} from '@core/rules/calendar-days';
import { formatDayKey, monthGrid, shiftDayKey } from '@core/rules/timezones';
import { MonthGrid } from '@web/components/calendar/month-grid';
import { Button } from '@web/components/ui/button';
import { clsx } from 'clsx';

export type CalendarView = 'month' | 'week';

interface Props {
  view: CalendarView;
  /** Any day inside the viewed month or week. */
  anchor: string;
  today: string;
  /** Bookable slot counts by day in the display zone. */
  counts: Map<string, number>;
  selected: string[];
  loading: boolean;
  onToggleDay: (day: string) => void;
  onMove: (anchor: string) => void;
}

/** Month or week of days; a day with bookable lessons can be picked (several at once), others are disabled. */
export function BookingCalendar({
  view,
  anchor,
  today,
  counts,
  selected,
  loading,
  onToggleDay,
  onMove,
}: Props) {
  const month = monthOfDay(anchor);
  const week = weekOf(anchor);
  const weeks = view === 'month' ? monthGrid(month.year, month.month) : [week];
  const title =
    view === 'month' ? formatDayKey(firstDayOfMonth(month), 'MMMM yyyy') : `Week of ${longDay(week[0]!)}`; // a week has 7 days
  const back = view === 'month' ? firstDayOfMonth(shiftMonth(month, -1)) : shiftDayKey(anchor, -7);
  const forward = view === 'month' ? firstDayOfMonth(shiftMonth(month, 1)) : shiftDayKey(anchor, 7);
  // Nothing before this month (or week) can be booked.
  const canGoBack = view === 'month' ? back.slice(0, 7) >= today.slice(0, 7) : weekOf(back)[6]! >= today; // a week has 7 days

  return (
    <div>
      <div className="mb-3 flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onMove(back)}
          disabled={!canGoBack}
          aria-label={view === 'month' ? 'Previous month' : 'Previous week'}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 className="text-lg font-semibold text-ocean-900" aria-live="polite">
          {title}
        </h3>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onMove(forward)}
          aria-label={view === 'month' ? 'Next month' : 'Next week'}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <MonthGrid
        label={title}
        busy={loading}
        weeks={weeks}
        renderDay={(day) =>
          view === 'week' || isDayInMonth(day, month) ? (
            <DayButton
              day={day}
              tall={view === 'week'}
              count={counts.get(day) ?? 0}
              past={day < today}
              today={day === today}
              selected={selected.includes(day)}
              onToggle={() => onToggleDay(day)}
            />
          ) : null
        }
      />
    </div>
  );
}

/** A day of the booking calendar: its number and how many times are open; pressing it picks or un-picks it. */
function DayButton({
  day,
  tall,
  count,
  past,
  today,
  selected,
  onToggle,
}: {
  day: string;
  tall: boolean;
  count: number;
  past: boolean;
  today: boolean;
  selected: boolean;
  onToggle: () => void;
}) {
  const disabled = past || count === 0;
  return (
    <button
      type="button"
      disabled={disabled}
      aria-pressed={selected}
      aria-label={`${longDay(day)}: ${count === 0 ? 'no open lessons' : `${count} open lesson${count === 1 ? '' : 's'}`}`}
      onClick={onToggle}
      className={clsx(
        'flex w-full flex-col items-center justify-center rounded-lg border text-sm transition-colors',
        tall ? 'h-20' : 'h-14 sm:h-16',
        disabled && 'cursor-not-allowed',
        // A picked day that filled up since is still shown picked, so it can be unpicked.
        selected
          ? 'border-ocean-800 bg-ocean-800 text-white'
          : disabled
            ? 'border-transparent text-slate-400'
            : 'border-ocean-200 bg-white text-ocean-900 hover:border-ocean-600 hover:bg-ocean-50',
        today && !selected && 'ring-2 ring-sun-500',
      )}
    >
      <span className="font-semibold">{Number(day.slice(8))}</span>
      {count > 0 && !past && (
        <span className={clsx('text-[11px] leading-tight', selected ? 'text-ocean-100' : 'text-ocean-700')}>
          {count} open
        </span>
      )}
    </button>
  );
}
