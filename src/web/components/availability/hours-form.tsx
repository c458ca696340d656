import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  MAX_DRIVE_MINUTES,
  MAX_LESSONS_PER_DAY,
  MAX_RANGES_PER_DAY,
  MIN_DRIVE_MINUTES,
  WEEKDAY_NAMES,
  availabilityInputSchema,
  type AvailabilityInput,
  type AvailabilityPlan,
} from '@core/api/availability';
import { LESSON_TYPES } from '@core/catalog/lesson-types';
import { LEVELS } from '@core/catalog/levels';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { clockText, minutesToTimeInput, timeInputToMinutes } from '@web/lib/working-hours';

/** Monday first, as a working week reads; Sunday last. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

interface Range {
  key: number;
  weekday: number;
  start: string;
  end: string;
}

/** A time box's "23:59" is the end of the day: the five-minute marks end at midnight. */
const endMinutes = (value: string) => {
  const m = timeInputToMinutes(value);
  return m === 24 * 60 - 1 ? 24 * 60 : m;
};

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

let nextKey = 1;

function rangesOf(plan: AvailabilityPlan | null): Range[] {
  return (plan?.hours ?? []).map((h) => ({
    key: nextKey++,
    weekday: h.weekday,
    start: minutesToTimeInput(h.startMinutes),
    end: minutesToTimeInput(h.endMinutes),
  }));
}

export interface HoursFormProps {
  /** The hours the form starts from: the last ones set or sent. */
  initial: AvailabilityPlan | null;
  /** The first day the new hours may start (today, in New York). */
  today: string;
  submitLabel: string;
  onSubmit: (input: AvailabilityInput) => Promise<unknown>;
}

/**
 * Weekly hours from a chosen day, with what is taught, the most lessons in a day and the longest drive. Checked with
 * the API's own schema before it is sent; the server's refusal shows the same way.
 */
export function HoursForm({ initial, today, submitLabel, onSubmit }: HoursFormProps) {
  const id = useId();
  const [effectiveFrom, setEffectiveFrom] = useState(
    initial && initial.effectiveFrom > today ? initial.effectiveFrom : today,
  );
  const [ranges, setRanges] = useState<Range[]>(() => rangesOf(initial));
  const [lessonTypes, setLessonTypes] = useState<string[]>(initial?.lessonTypes ?? ['private']);
  const [levels, setLevels] = useState<string[]>(initial?.levels ?? LEVELS.map((l) => l.id));
  const [maxLessons, setMaxLessons] = useState(String(initial?.maxLessonsPerDay ?? ''));
  const [maxDrive, setMaxDrive] = useState(String(initial?.maxDriveMinutes ?? ''));
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  const update = (key: number, change: Partial<Range>) =>
    setRanges((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const addRange = (weekday: number) =>
    setRanges((all) => {
      const last = all.filter((r) => r.weekday === weekday).at(-1);
      const start = last ? last.end : '09:00';
      const end = minutesToTimeInput(Math.min(timeInputToMinutes(start) + 3 * 60, 24 * 60));
      return [...all, { key: nextKey++, weekday, start, end }];
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = availabilityInputSchema.safeParse({
      effectiveFrom,
      hours: ranges.map((r) => ({
        weekday: r.weekday,
        startMinutes: timeInputToMinutes(r.start),
        endMinutes: endMinutes(r.end),
      })),
      lessonTypes,
      levels,
      maxLessonsPerDay: numberOrNull(maxLessons),
      maxDriveMinutes: numberOrNull(maxDrive),
    });
    if (!parsed.success) {
      setErrors([...new Set(parsed.error.issues.map((i) => issueText(i.path, i.message, ranges)))]);
      setFieldErrors({});
      return;
    }
    setErrors([]);
    setFieldErrors({});
    setSaving(true);
    try {
      await onSubmit(parsed.data);
    } catch (err) {
      setErrors([err instanceof Error ? err.message : 'Could not save the hours']);
      if (err instanceof ApiError && err.fieldErrors) setFieldErrors(err.fieldErrors);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="sr-only">
        Weekly hours
      </h3>
      <Field
        id={`${id}-from`}
        label="Starting on"
        hint="Days before this one keep the hours you have now."
        error={fieldErrors.effectiveFrom}
      >
        <Input
          type="date"
          min={today}
          value={effectiveFrom}
          onChange={(e) => setEffectiveFrom(e.target.value)}
          className="w-full max-w-xs"
        />
      </Field>

      <div className="space-y-3">
        {WEEK_ORDER.map((weekday) => {
          const day = WEEKDAY_NAMES[weekday];
          const mine = ranges.filter((r) => r.weekday === weekday);
          return (
            <fieldset key={weekday} className="rounded-xl border border-slate-200 p-3">
              <legend className="px-1 font-semibold text-ocean-900">{day}</legend>
              {mine.length === 0 && <p className="text-sm text-slate-700">Not working</p>}
              <ul className="space-y-2">
                {mine.map((r, i) => (
                  <li key={r.key} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                    <label className="text-sm text-slate-800">
                      <span className="block">From</span>
                      <Input
                        type="time"
                        step={300}
                        aria-label={`${day}, range ${i + 1}, from`}
                        value={r.start}
                        onChange={(e) => update(r.key, { start: e.target.value })}
                        className="w-full min-w-0"
                      />
                    </label>
                    <label className="text-sm text-slate-800">
                      <span className="block">To</span>
                      <Input
                        type="time"
                        step={300}
                        aria-label={`${day}, range ${i + 1}, to`}
                        value={r.end}
                        onChange={(e) => update(r.key, { end: e.target.value })}
                        className="w-full min-w-0"
                      />
                    </label>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${day} ${rangeText(r)}`}
                      onClick={() => setRanges((all) => all.filter((x) => x.key !== r.key))}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
              {mine.length < MAX_RANGES_PER_DAY && (
                <Button variant="outline" size="sm" className="mt-2" onClick={() => addRange(weekday)}>
                  <Plus aria-hidden="true" /> Add hours on {day}
                </Button>
              )}
            </fieldset>
          );
        })}
      </div>

      <fieldset className="space-y-2">
        <legend className="font-semibold text-ocean-900">Lesson types you teach</legend>
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          {LESSON_TYPES.map((t) => (
            <label key={t.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={lessonTypes.includes(t.id)}
                onChange={() => setLessonTypes((all) => toggle(all, t.id))}
                className="size-6"
              />
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="font-semibold text-ocean-900">Levels you teach</legend>
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          {LEVELS.map((l) => (
            <label key={l.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={levels.includes(l.id)}
                onChange={() => setLevels((all) => toggle(all, l.id))}
                className="size-6"
              />
              {l.level}: {l.title}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <LimitField
          id={`${id}-max-lessons`}
          label="Most lessons in a day"
          hint="Leave empty for no limit."
          range={[1, MAX_LESSONS_PER_DAY]}
          value={maxLessons}
          onChange={setMaxLessons}
        />
        <LimitField
          id={`${id}-max-drive`}
          label="Longest drive to a lesson (minutes)"
          hint="From home or the lesson before. Leave empty for no limit."
          range={[MIN_DRIVE_MINUTES, MAX_DRIVE_MINUTES]}
          value={maxDrive}
          onChange={setMaxDrive}
        />
      </div>

      {errors.length > 0 && (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">Please check the hours:</p>
          <ul className="list-disc pl-5">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
      <Button type="submit" disabled={saving} className="w-full sm:w-auto">
        {saving ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}

/** An optional whole-number limit, empty for none, bounded by the API's own range. */
function LimitField(props: {
  id: string;
  label: string;
  hint: string;
  range: readonly [number, number];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} mark="optional">
      <Input
        type="number"
        inputMode="numeric"
        min={props.range[0]}
        max={props.range[1]}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="w-full"
      />
    </Field>
  );
}

const rangeText = (r: Range) =>
  `${clockText(timeInputToMinutes(r.start))} to ${clockText(endMinutes(r.end))}`;

/** A schema message with the day it is about, for a range's own field ("Monday: The end must come after the start"). */
function issueText(path: PropertyKey[], message: string, ranges: readonly Range[]): string {
  if (path[0] === 'hours' && typeof path[1] === 'number') {
    const range = ranges[path[1]];
    if (range) return `${WEEKDAY_NAMES[range.weekday]}: ${message}`;
  }
  if (path[0] === 'effectiveFrom') return `Starting on: ${message}`;
  return message;
}
