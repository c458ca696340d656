import { ChevronLeft, ChevronRight } from 'lucide-react';
import { parseDayKey, shiftDayKey } from '@core/rules/timezones';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';

/** Previous and next day around `day` (yyyy-MM-dd), a date field to jump, and back to today. */
export function DayNavigation({
  day,
  isToday,
  onDay,
}: {
  day: string | null;
  isToday: boolean;
  onDay: (day: string | null) => void;
}) {
  return (
    <nav aria-label="Day" className="flex flex-wrap items-end gap-2">
      <Button
        variant="outline"
        size="lg"
        className="px-3"
        disabled={!day}
        onClick={() => day && onDay(shiftDayKey(day, -1))}
      >
        <ChevronLeft aria-hidden="true" /> Previous day
      </Button>
      <Button
        variant="outline"
        size="lg"
        className="px-3"
        disabled={!day}
        onClick={() => day && onDay(shiftDayKey(day, 1))}
      >
        Next day <ChevronRight aria-hidden="true" />
      </Button>
      <Field id="instructor-day" label="Date" className="min-w-40 flex-1">
        <Input
          type="date"
          className="h-12"
          value={day ?? ''}
          onChange={(e) => {
            // A half-typed date is not a day yet: wait for a whole one.
            if (parseDayKey(e.target.value)) onDay(e.target.value);
          }}
        />
      </Field>
      {!isToday && (
        <Button variant="ghost" size="lg" className="px-3" onClick={() => onDay(null)}>
          Today
        </Button>
      )}
    </nav>
  );
}
