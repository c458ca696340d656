import { WEEKDAY_LONG, WEEKDAY_SHORT } from '@core/rules/calendar-days';
import { FieldError } from './waitlist-form-parts';

/** Monday first, the way families think of a week of lessons. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The days of the week that suit a family, as checkboxes (0 is Sunday); at least one is required. */
export function WeekdayChoice({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: number[];
  onChange: (days: number[]) => void;
  error: string | undefined;
}) {
  const toggle = (day: number) =>
    onChange(value.includes(day) ? value.filter((d) => d !== day) : [...value, day].sort());
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Days of the week
        <span className="text-red-700">
          {' '}
          <span aria-hidden="true">*</span>
          <span className="sr-only">(required)</span>
        </span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {WEEK_ORDER.map((day) => (
          <label
            key={day}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-ocean-800 has-[:checked]:bg-ocean-50"
          >
            <input
              type="checkbox"
              className="size-4 accent-ocean-800"
              checked={value.includes(day)}
              onChange={() => toggle(day)}
              aria-label={WEEKDAY_LONG[day]}
            />
            <span aria-hidden="true">{WEEKDAY_SHORT[day]}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
