import type { ReactNode, Ref } from 'react';
import { WEEKDAY_LONG, WEEKDAY_SHORT } from '@core/rules/calendar-days';

interface MonthGridProps {
  /** Whole weeks, Sunday to Saturday (`monthGrid` of `core/rules/timezones`, or one `weekOf` for a week view). */
  weeks: string[][];
  /** What a day's cell holds; a day outside the viewed month gets whatever the caller leaves there. */
  renderDay: (day: string) => ReactNode;
  /** The grid's name, given in words or by the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  busy: boolean;
  gridRef?: Ref<HTMLTableElement>;
}

/**
 * The days of a month (or a week) as a grid under the weekday names, one row a week. A screen reader announces the
 * weekday of each column; the cells are the caller's.
 */
export function MonthGrid({
  weeks,
  renderDay,
  label,
  labelledBy,
  describedBy,
  busy,
  gridRef,
}: MonthGridProps) {
  return (
    <table
      ref={gridRef}
      role="grid"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy}
      className="w-full table-fixed border-separate border-spacing-1"
    >
      <thead>
        <tr>
          {WEEKDAY_SHORT.map((short, i) => (
            <th
              key={short}
              scope="col"
              abbr={WEEKDAY_LONG[i]}
              className="pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600"
            >
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <td key={day} className="p-0 align-top">
                {renderDay(day)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
