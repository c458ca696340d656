import { TZDate } from '@date-fns/tz';
import { addDays, addWeeks, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';

export interface Period {
  start: Date;
  end: Date;
}

/** Today, this week (Sunday to Saturday) and this month, as the business's clock in New York reads them. */
export function businessPeriods(now: Date, zone = DEFAULT_TIME_ZONE) {
  const local = new TZDate(now.getTime(), zone);
  const dayStart = startOfDay(local);
  const weekStart = startOfWeek(local, { weekStartsOn: 0 });
  const monthStart = startOfMonth(local);
  const plain = (d: Date) => new Date(d.getTime());
  return {
    today: { start: plain(dayStart), end: plain(addDays(dayStart, 1)) },
    week: { start: plain(weekStart), end: plain(addWeeks(weekStart, 1)) },
    month: {
      start: plain(monthStart),
      end: plain(new TZDate(local.getFullYear(), local.getMonth() + 1, 1, zone)),
    },
    /** The current week and the 11 before it, oldest first. */
    lastTwelveWeeks: Array.from({ length: 12 }, (_, i) => {
      const start = addWeeks(weekStart, i - 11);
      return { start: plain(start), end: plain(addWeeks(start, 1)) };
    }),
  };
}

/** Sunday `weekStart` (yyyy-MM-dd, New York) to the next Sunday, as instants. */
export function weekFrom(dayKey: string, zone = DEFAULT_TIME_ZONE): Period {
  const [y, m, d] = dayKey.split('-').map(Number) as [number, number, number];
  const start = new TZDate(y, m - 1, d, zone);
  return { start: new Date(start.getTime()), end: new Date(addWeeks(start, 1).getTime()) };
}
