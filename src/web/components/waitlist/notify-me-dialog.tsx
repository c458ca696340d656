import { useId, useState } from 'react';
import { NOTIFY_ME_BUTTON, waitlistPreferenceRequestSchema } from '@core/api/waitlist';
import { LESSON_TYPES, lessonTypeById, type LessonTypeId } from '@core/catalog/lesson-types';
import { LEVELS, type LevelId } from '@core/catalog/levels';
import { timeZoneLabel } from '@core/rules/timezones';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { saveWaitlistPreference } from './save-waitlist-preference';
import { SwimmerCountOptions } from './waitlist-form-parts';
import { WaitlistDialog } from './waitlist-dialog';
import { WeekdayChoice } from './weekday-choice';

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
  const [level, setLevel] = useState<LevelId | ''>('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [swimmers, setSwimmers] = useState(1);
  const maxSwimmers = lessonTypeById(lessonType).maxSwimmers;

  const values = {
    name,
    email,
    swimmers,
    lessonType,
    level: level || null,
    weekdays,
    windowStart,
    windowEnd,
    timeZone,
  };
  return (
    <WaitlistDialog
      title="Notify me when a time like this opens"
      description={`Tell us when suits you. When a seat opens at such a time, we hold it for you and email you a link to book it. Times are in ${timeZoneLabel(timeZone)}.`}
      formLabel="Times that suit you"
      submitLabel={NOTIFY_ME_BUTTON}
      schema={waitlistPreferenceRequestSchema}
      values={values}
      send={saveWaitlistPreference}
      alertFields={['form', 'timeZone']}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <WeekdayChoice id={ids.days} value={weekdays} onChange={setWeekdays} error={errors.weekdays} />
          <div className="grid grid-cols-2 gap-3">
            <Field id={ids.from} label="From" mark="required" error={errors.windowStart}>
              <Input
                type="time"
                step={900}
                value={windowStart}
                onChange={(e) => setWindowStart(e.target.value)}
              />
            </Field>
            <Field id={ids.until} label="Until" mark="required" error={errors.windowEnd}>
              <Input
                type="time"
                step={900}
                value={windowEnd}
                onChange={(e) => setWindowEnd(e.target.value)}
              />
            </Field>
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
              <Select value={level} onChange={(e) => setLevel(e.target.value as LevelId | '')}>
                <option value="">Any level / not sure</option>
                {LEVELS.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.level}: {l.title}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field id={ids.name} label="Name" mark="required" error={errors.name}>
            <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
            <Field id={ids.email} label="Email" mark="required" error={errors.email}>
              <Input
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Field>
            <Field id={ids.swimmers} label="Swimmers" mark="required" error={errors.swimmers}>
              <Select value={swimmers} onChange={(e) => setSwimmers(Number(e.target.value))}>
                <SwimmerCountOptions max={maxSwimmers} />
              </Select>
            </Field>
          </div>
        </>
      )}
    </WaitlistDialog>
  );
}
