import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SLOTS_PER_DAY_CELL } from '@core/rules/slots';
import {
  firstDayOfMonth,
  isDayInMonth,
  monthOfDay,
  shiftMonth,
  type CalendarMonth,
} from '@core/rules/calendar-days';
import { formatDayKey, monthGrid, shiftDayKey } from '@core/rules/timezones';
import { MonthGrid } from '@web/components/calendar/month-grid';
import { Button } from '@web/components/ui/button';
import { clsx } from 'clsx';
import type { SlotView } from '../lib/slot-view';

/** The month on screen. */
export type ViewedMonth = CalendarMonth;

interface MonthCalendarProps {
  viewed: ViewedMonth;
  days: Map<string, SlotView[]>;
  today: string;
  selectedDate: string | null;
  /** Days holding at least one picked slot, with how many. */
  pickedPerDay: Map<string, number>;
  loading: boolean;
  onPickDate: (day: string) => void;
  onMonthChange: (month: ViewedMonth) => void;
}

/**
 * The month grid, Sunday to Saturday. Arrow keys move between days (crossing into the next or previous month),
 * Home/End go to the week's ends, Page Up/Down change month, Enter or Space picks a day that has open lessons.
 */
export function MonthCalendar({
  viewed,
  days,
  today,
  selectedDate,
  pickedPerDay,
  loading,
  onPickDate,
  onMonthChange,
}: MonthCalendarProps) {
  const weeks = useMemo(() => monthGrid(viewed.year, viewed.month), [viewed.year, viewed.month]);
  const firstOpen = weeks
    .flat()
    .find((d) => isDayInMonth(d, viewed) && d >= today && (days.get(d)?.length ?? 0) > 0);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const active =
    focusDay && isDayInMonth(focusDay, viewed)
      ? focusDay
      : selectedDate && isDayInMonth(selectedDate, viewed)
        ? selectedDate
        : (firstOpen ?? (isDayInMonth(today, viewed) ? today : firstDayOfMonth(viewed)));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${active}"]`)?.focus();
  }, [active]);

  const moveTo = (day: string) => {
    moved.current = true;
    setFocusDay(day);
    if (!isDayInMonth(day, viewed)) onMonthChange(monthOfDay(day));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const weekday = weeks.flat().indexOf(day) % 7;
    const steps: Record<string, () => string> = {
      ArrowLeft: () => shiftDayKey(day, -1),
      ArrowRight: () => shiftDayKey(day, 1),
      ArrowUp: () => shiftDayKey(day, -7),
      ArrowDown: () => shiftDayKey(day, 7),
      Home: () => shiftDayKey(day, -weekday),
      End: () => shiftDayKey(day, 6 - weekday),
      PageUp: () => firstDayOfMonth(shiftMonth(viewed, -1)),
      PageDown: () => firstDayOfMonth(shiftMonth(viewed, 1)),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(step());
  };

  const monthLabel = formatDayKey(firstDayOfMonth(viewed), 'MMMM yyyy');
  return (
    <section
      aria-labelledby="calendar-month"
      className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous month"
          onClick={() => onMonthChange(shiftMonth(viewed, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 id="calendar-month" className="text-lg font-bold text-ocean-900 sm:text-xl" aria-live="polite">
          {monthLabel}
        </h2>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next month"
          onClick={() => onMonthChange(shiftMonth(viewed, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <p id="calendar-help" className="sr-only">
        Use the arrow keys to move between days, Page Up and Page Down to change month, and Enter to pick a
        day.
      </p>
      <div className="mt-4">
        <MonthGrid
          gridRef={grid}
          labelledBy="calendar-month"
          describedBy="calendar-help"
          busy={loading}
          weeks={weeks}
          renderDay={(day) =>
            isDayInMonth(day, viewed) ? (
              <DayButton
                day={day}
                slots={days.get(day) ?? []}
                past={day < today}
                selected={day === selectedDate}
                picked={pickedPerDay.get(day) ?? 0}
                tabbable={day === active}
                onPick={() => onPickDate(day)}
                onFocus={() => setFocusDay(day)}
                onKeyDown={(e) => onKeyDown(e, day)}
              />
            ) : (
              <span className="block min-h-14 sm:min-h-28" aria-hidden="true" />
            )
          }
        />
      </div>
    </section>
  );
}

interface DayButtonProps {
  day: string;
  slots: SlotView[];
  past: boolean;
  selected: boolean;
  picked: number;
  tabbable: boolean;
  onPick: () => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

function DayButton({
  day,
  slots,
  past,
  selected,
  picked,
  tabbable,
  onPick,
  onFocus,
  onKeyDown,
}: DayButtonProps) {
  const bookable = past ? [] : slots.filter((s) => s.spotsLeft > 0);
  const count = bookable.length;
  // Full times list "Join waitlist", so a day with only full times can still be picked.
  const full = past ? 0 : slots.length - count;
  const open = count > 0 || full > 0;
  const label = `${formatDayKey(day, 'EEEE, MMMM d')}: ${count > 0 ? `${count} available ${count === 1 ? 'lesson' : 'lessons'}` : 'no available lessons'}${full ? `, ${full} full (waitlist)` : ''}${picked ? `, ${picked} picked` : ''}`;
  const shown = bookable.slice(0, SLOTS_PER_DAY_CELL);
  return (
    <button
      type="button"
      data-day={day}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-disabled={!open}
      data-waitlist-only={count === 0 && full > 0 ? '' : undefined}
      aria-pressed={selected}
      onClick={() => open && onPick()}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      className={clsx(
        'flex min-h-14 w-full flex-col items-stretch rounded-lg border p-1 text-left transition-colors sm:min-h-28 sm:p-2',
        selected
          ? 'border-ocean-800 bg-ocean-800 text-white hover:bg-ocean-700'
          : open
            ? 'border-ocean-200 bg-ocean-50 hover:border-ocean-600 hover:bg-ocean-100'
            : 'cursor-default border-transparent bg-slate-50 text-slate-500',
      )}
    >
      <span className="flex items-center justify-between gap-1">
        <span className={clsx('text-sm font-bold sm:text-base', past && 'line-through decoration-slate-400')}>
          {Number(day.slice(8))}
        </span>
        {picked > 0 && (
          <span
            aria-hidden="true"
            className={clsx(
              'rounded-full px-1.5 text-[0.65rem] font-bold',
              selected ? 'bg-white text-ocean-900' : 'bg-sun-300 text-ocean-900',
            )}
          >
            {picked}✓
          </span>
        )}
      </span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className={clsx(
            'mt-0.5 text-[0.7rem] font-semibold leading-tight sm:text-xs',
            selected ? 'text-white' : 'text-ocean-800',
          )}
        >
          {count}
          <span className="hidden sm:inline"> open</span>
        </span>
      ) : full > 0 ? (
        <span
          aria-hidden="true"
          className={clsx(
            'mt-0.5 text-[0.7rem] font-semibold leading-tight sm:text-xs',
            selected ? 'text-white' : 'text-slate-700',
          )}
        >
          Full
        </span>
      ) : (
        !past && (
          <span aria-hidden="true" className="mt-0.5 hidden text-xs text-slate-500 sm:block">
            No times
          </span>
        )
      )}
      {count > 0 && (
        <span aria-hidden="true" className="mt-1 hidden space-y-0.5 md:block">
          {shown.map((s) => (
            <span
              key={s.id}
              className={clsx(
                'block truncate text-[0.7rem] leading-tight',
                selected ? 'text-ocean-50' : 'text-slate-700',
              )}
            >
              {s.startLabel}
            </span>
          ))}
          {count > shown.length && (
            <span
              className={clsx(
                'block text-[0.7rem] font-semibold',
                selected ? 'text-white' : 'text-ocean-700',
              )}
            >
              +{count - shown.length} more
            </span>
          )}
        </span>
      )}
    </button>
  );
}
