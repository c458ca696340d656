import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import type { AdminInstructor, AdminVenue } from '@core/api/admin';
import { LESSON_TYPES, lessonTypeById, type LessonTypeId } from '@core/catalog/lesson-types';
import { Button } from '@web/components/ui/button';
import { adminSend } from '../api/admin-client';
import { fieldErrorsOf, useAdminAction } from '../hooks/use-admin-action';
import { useAdminItems } from '../hooks/use-admin-items';
import { Field, FormActions, TextField } from './form-parts';
import { inputClass } from './parts';

/** One lesson time or a weekly series: each start date and time repeats for the given number of weeks. */
export function SlotSeriesForm({ onDone, firstDay }: { onDone: () => void; firstDay: string }) {
  const instructors = useAdminItems<AdminInstructor>('instructors');
  const venues = useAdminItems<AdminVenue>('venues');
  const [instructorId, setInstructorId] = useState('');
  const [venueId, setVenueId] = useState('');
  const [lessonType, setLessonType] = useState<LessonTypeId>('private');
  const [capacity, setCapacity] = useState(1);
  const [price, setPrice] = useState('50.00');
  const [duration, setDuration] = useState(30);
  const [starts, setStarts] = useState([{ date: firstDay, time: '09:00' }]);
  const [weeks, setWeeks] = useState(1);
  const create = useAdminAction(
    () =>
      adminSend<{ created: number; skipped: string[] }>('POST', '/api/admin/slots', {
        instructorId,
        venueId,
        lessonType,
        capacity,
        basePriceCents: Math.round(Number(price) * 100),
        durationMinutes: duration,
        startTimes: starts.map((s) => `${s.date}T${s.time}`),
        weeks,
      }),
    (r) =>
      `${r.created} lesson slot${r.created === 1 ? '' : 's'} published${r.skipped.length ? `; ${r.skipped.length} skipped (the instructor already teaches then)` : ''}`,
  );
  const errors = fieldErrorsOf(create.error);
  const activeInstructors = instructors.data?.items.filter((i) => i.active) ?? [];
  const activeVenues = venues.data?.items.filter((v) => v.active) ?? [];

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(undefined, { onSuccess: onDone });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Instructor" error={errors.instructorId}>
          <select
            className={inputClass}
            value={instructorId}
            onChange={(e) => setInstructorId(e.target.value)}
            required
          >
            <option value="">Choose...</option>
            {activeInstructors.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Venue" error={errors.venueId}>
          <select
            className={inputClass}
            value={venueId}
            onChange={(e) => setVenueId(e.target.value)}
            required
          >
            <option value="">Choose...</option>
            {activeVenues.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Lesson type" error={errors.lessonType}>
          <select
            className={inputClass}
            value={lessonType}
            onChange={(e) => {
              const t = e.target.value as LessonTypeId;
              setLessonType(t);
              setCapacity(lessonTypeById(t).maxSwimmers);
            }}
          >
            {LESSON_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          label="Capacity (swimmers)"
          error={errors.capacity}
          type="number"
          min={1}
          max={50}
          value={capacity}
          onValue={(v) => setCapacity(Number(v))}
          required
        />
        <TextField
          label="Price per swimmer (USD)"
          error={errors.basePriceCents}
          type="number"
          min={0}
          step="0.01"
          value={price}
          onValue={setPrice}
          required
        />
        <TextField
          label="Length (minutes)"
          error={errors.durationMinutes}
          type="number"
          min={15}
          max={240}
          step={5}
          value={duration}
          onValue={(v) => setDuration(Number(v))}
          required
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">First lessons (New York time)</legend>
        {starts.map((s, i) => (
          <div key={i} className="flex items-end gap-2">
            <TextField
              label={`Date ${i + 1}`}
              type="date"
              value={s.date}
              onValue={(date) => setStarts(starts.map((x, j) => (j === i ? { ...x, date } : x)))}
              required
            />
            <TextField
              label={`Time ${i + 1}`}
              type="time"
              step={300}
              value={s.time}
              onValue={(time) => setStarts(starts.map((x, j) => (j === i ? { ...x, time } : x)))}
              required
            />
            {starts.length > 1 && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove start ${i + 1}`}
                onClick={() => setStarts(starts.filter((_, j) => j !== i))}
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </div>
        ))}
        {errors.startTimes && <p className="text-xs font-semibold text-red-700">{errors.startTimes}</p>}
        <Button
          variant="outline"
          size="sm"
          onClick={() => setStarts([...starts, { date: starts.at(-1)?.date ?? firstDay, time: '10:00' }])}
        >
          <Plus aria-hidden="true" /> Add another start
        </Button>
      </fieldset>
      <TextField
        label="Repeat weekly for (weeks)"
        hint="1 publishes just the dates above."
        error={errors.weeks}
        type="number"
        min={1}
        max={26}
        value={weeks}
        onValue={(v) => setWeeks(Number(v))}
        required
      />
      <p className="text-sm text-slate-700" aria-live="polite">
        This publishes {starts.length * weeks} lesson slot{starts.length * weeks === 1 ? '' : 's'}.
      </p>
      <FormActions onCancel={onDone} submitText="Publish Lessons" disabled={create.isPending} />
    </form>
  );
}
