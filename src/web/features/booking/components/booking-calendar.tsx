import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { addDays, longDay, monthCells, monthTitle, weekCells, WEEKDAYS } from '../lib/days';

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

function shiftMonth(anchor: string, by: number): string {
  const [y, m] = anchor.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 10);
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
  const [y, m] = anchor.split('-').map(Number) as [number, number];
  const cells = view === 'month' ? monthCells(y, m - 1) : weekCells(anchor);
  const title = view === 'month' ? monthTitle(y, m - 1) : `Week of ${longDay(weekCells(anchor)[0]!)}`; // a week has 7 days
  const back = view === 'month' ? shiftMonth(anchor, -1) : addDays(anchor, -7);
  const forward = view === 'month' ? shiftMonth(anchor, 1) : addDays(anchor, 7);
  // Nothing before this month (or week) can be booked.
  const canGoBack = view === 'month' ? back.slice(0, 7) >= today.slice(0, 7) : weekCells(back)[6]! >= today; // a week has 7 days

  return (
    <div aria-busy={loading}>
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
      <div role="grid" aria-label={title} className="grid grid-cols-7 gap-1 text-center">
        <div role="row" className="contents">
          {WEEKDAYS.map((d) => (
            <div role="columnheader" key={d} className="py-1 text-xs font-semibold uppercase text-slate-600">
              {d}
            </div>
          ))}
        </div>
        {Array.from({ length: cells.length / 7 }, (_, row) => (
          <div role="row" className="contents" key={row}>
            {cells.slice(row * 7, row * 7 + 7).map((day, i) => {
              if (!day) return <div role="gridcell" key={`empty-${row}-${i}`} />;
              const count = counts.get(day) ?? 0;
              const past = day < today;
              const isSelected = selected.includes(day);
              const disabled = past || count === 0;
              const dayNumber = Number(day.slice(8));
              return (
                <div role="gridcell" key={day}>
                  <button
                    type="button"
                    disabled={disabled}
                    aria-pressed={isSelected}
                    aria-label={`${longDay(day)}: ${count === 0 ? 'no open lessons' : `${count} open lesson${count === 1 ? '' : 's'}`}`}
                    onClick={() => onToggleDay(day)}
                    className={cn(
                      'flex w-full flex-col items-center justify-center rounded-lg border text-sm transition-colors',
                      view === 'month' ? 'h-14 sm:h-16' : 'h-20',
                      disabled && 'cursor-not-allowed border-transparent text-slate-400',
                      !disabled &&
                        !isSelected &&
                        'border-ocean-200 bg-white text-ocean-900 hover:border-ocean-600 hover:bg-ocean-50',
                      isSelected && 'border-ocean-800 bg-ocean-800 text-white',
                      day === today && !isSelected && 'ring-2 ring-sun-500',
                    )}
                  >
                    <span className="font-semibold">{dayNumber}</span>
                    {count > 0 && !past && (
                      <span
                        className={cn(
                          'text-[11px] leading-tight',
                          isSelected ? 'text-ocean-100' : 'text-ocean-700',
                        )}
                      >
                        {count} open
                      </span>
                    )}
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
