import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { NOTIFY_ME_BUTTON, WEEKDAY_SHORT, waitlistPreferenceRequestSchema } from '@core/api/waitlist';
import { LESSON_TYPES, lessonTypeById, type LessonTypeId } from '@core/catalog/lesson-types';
import { LEVELS } from '@core/catalog/levels';
import { timeZoneLabel } from '@core/rules/timezones';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { saveWaitlistPreference } from './save-waitlist-preference';
import {
  errorProps,
  failureOf,
  FieldError,
  FormAlert,
  issuesByField,
  SavedMessage,
  type FieldErrors,
} from './waitlist-form-parts';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Monday first, the way families think of a week of lessons. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

type Phase = { kind: 'editing' } | { kind: 'sending' } | { kind: 'saved'; message: string };

/**
 * "Notify me when a time like this opens": the days of the week, a time window, the lesson type and level, and who
 * to tell. Times open right now are not offered (they can be booked now); seats that free up later and new times are.
 */
export function NotifyMeDialog({
  timeZone,
  initialLessonType = 'private',
  onClose,
}: {
  /** The zone the window's times are in: the zone the page shows times in. */
  timeZone: string;
  initialLessonType?: LessonTypeId;
  onClose: () => void;
}) {
  const ids = {
    from: useId(),
    until: useId(),
    type: useId(),
    level: useId(),
    name: useId(),
    email: useId(),
    swimmers: useId(),
    days: useId(),
  };
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [windowStart, setWindowStart] = useState('15:00');
  const [windowEnd, setWindowEnd] = useState('18:00');
  const [lessonType, setLessonType] = useState<LessonTypeId>(initialLessonType);
  const [level, setLevel] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [swimmers, setSwimmers] = useState(1);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const maxSwimmers = lessonTypeById(lessonType).maxSwimmers;

  const toggleDay = (day: number) =>
    setWeekdays((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort()));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase.kind !== 'editing') return;
    const parsed = waitlistPreferenceRequestSchema.safeParse({
      name,
      email,
      swimmers,
      lessonType,
      level: level || null,
      weekdays,
      windowStart,
      windowEnd,
      timeZone,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      setAlert(null);
      return;
    }
    setErrors({});
    setAlert(null);
    setPhase({ kind: 'sending' });
    try {
      const saved = await saveWaitlistPreference(parsed.data);
      setPhase({ kind: 'saved', message: saved.message });
    } catch (err) {
      const failure = failureOf(err);
      setErrors(failure.fields);
      setAlert(failure.message);
      setPhase({ kind: 'editing' });
    }
  }

  const sending = phase.kind === 'sending';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Notify me when a time like this opens"
      description={`Tell us when suits you. When a seat opens at such a time, we hold it for you and email you a link to book it. Times are in ${timeZoneLabel(timeZone)}.`}
      busy={sending}
    >
      <div role="status">{phase.kind === 'saved' && <SavedMessage message={phase.message} />}</div>
      {phase.kind === 'saved' ? (
        <div className="mt-4 flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4" aria-label="Times that suit you">
          <fieldset aria-describedby={errors.weekdays ? `${ids.days}-error` : undefined}>
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
                    checked={weekdays.includes(day)}
                    onChange={() => toggleDay(day)}
                    aria-label={WEEKDAY_NAMES[day]}
                  />
                  <span aria-hidden="true">{WEEKDAY_SHORT[day]}</span>
                </label>
              ))}
            </div>
            <FieldError id={`${ids.days}-error`} message={errors.weekdays} />
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <Field id={ids.from} label="From" mark="required">
                <Input
                  type="time"
                  step={900}
                  value={windowStart}
                  onChange={(e) => setWindowStart(e.target.value)}
                  {...errorProps(ids.from, errors.windowStart)}
                />
              </Field>
              <FieldError id={`${ids.from}-error`} message={errors.windowStart} />
            </div>
            <div>
              <Field id={ids.until} label="Until" mark="required">
                <Input
                  type="time"
                  step={900}
                  value={windowEnd}
                  onChange={(e) => setWindowEnd(e.target.value)}
                  {...errorProps(ids.until, errors.windowEnd)}
                />
              </Field>
              <FieldError id={`${ids.until}-error`} message={errors.windowEnd} />
            </div>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id={ids.type} label="Lesson type" mark="required">
              <Select
                value={lessonType}
                onChange={(e) => {
                  const next = e.target.value as LessonTypeId;
                  setLessonType(next);
                  setSwimmers((n) => Math.min(n, lessonTypeById(next).maxSwimmers));
                }}
              >
                {LESSON_TYPES.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field mark="optional" id={ids.level} label="Level">
              <Select value={level} onChange={(e) => setLevel(e.target.value)}>
                <option value="">Any level / not sure</option>
                {LEVELS.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.level}: {l.title}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <div>
            <Field id={ids.name} label="Name" mark="required">
              <Input
                autoComplete="name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                {...errorProps(ids.name, errors.name)}
              />
            </Field>
            <FieldError id={`${ids.name}-error`} message={errors.name} />
          </div>
          <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
            <div>
              <Field id={ids.email} label="Email" mark="required">
                <Input
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  {...errorProps(ids.email, errors.email)}
                />
              </Field>
              <FieldError id={`${ids.email}-error`} message={errors.email} />
            </div>
            <div>
              <Field id={ids.swimmers} label="Swimmers" mark="required">
                <Select
                  value={swimmers}
                  onChange={(e) => setSwimmers(Number(e.target.value))}
                  {...errorProps(ids.swimmers, errors.swimmers)}
                >
                  {Array.from({ length: maxSwimmers }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </Select>
              </Field>
              <FieldError id={`${ids.swimmers}-error`} message={errors.swimmers} />
            </div>
          </div>
          <FormAlert message={alert ?? errors.form ?? errors.timeZone ?? null} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending}>
              {sending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {NOTIFY_ME_BUTTON}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
