import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { LESSON_TYPES, lessonTypeById, type LessonTypeId } from '@core/catalog/lesson-types';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { createSlots } from '@web/features/admin/api/create-slots';
import { useAdminInstructors } from '@web/features/admin/api/get-admin-instructors';
import { useAdminVenues } from '@web/features/admin/api/get-admin-venues';
import { fieldErrorsOf, useAdminAction } from '@web/features/admin/hooks/use-admin-action';
import { FormActions } from '@web/features/admin/shared/form-actions';

/** One lesson time or a weekly series: each start date and time repeats for the given number of weeks. */
export function SlotSeriesForm({ onDone, firstDay }: { onDone: () => void; firstDay: string }) {
  const instructors = useAdminInstructors();
  const venues = useAdminVenues();
  const [instructorId, setInstructorId] = useState('');
  const [venueId, setVenueId] = useState('');
  const [lessonType, setLessonType] = useState<LessonTypeId>('private');
  const [capacity, setCapacity] = useState(1);
  const [price, setPrice] = useState('50.00');
  const [duration, setDuration] = useState(30);
  const [starts, setStarts] = useState([{ date: firstDay, time: '09:00' }]);
  const [weeks, setWeeks] = useState(1);
  const create = useAdminAction(
    createSlots,
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
        create.mutate(
          {
            instructorId,
            venueId,
            lessonType,
            capacity,
            basePriceCents: Math.round(Number(price) * 100),
            durationMinutes: duration,
            startTimes: starts.map((s) => `${s.date}T${s.time}`),
            weeks,
          },
          { onSuccess: onDone },
        );
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="series-instructor" label="Instructor" error={errors.instructorId}>
          <Select value={instructorId} onChange={(e) => setInstructorId(e.target.value)} required>
            <option value="">Choose...</option>
            {activeInstructors.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="series-venue" label="Venue" error={errors.venueId}>
          <Select value={venueId} onChange={(e) => setVenueId(e.target.value)} required>
            <option value="">Choose...</option>
            {activeVenues.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="series-lesson-type" label="Lesson type" error={errors.lessonType}>
          <Select
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
          </Select>
        </Field>
        <Field id="series-capacity" label="Capacity (swimmers)" error={errors.capacity}>
          <Input
            type="number"
            min={1}
            max={50}
            value={capacity}
            onChange={(e) => setCapacity(Number(e.target.value))}
            required
          />
        </Field>
        <Field id="series-price" label="Price per swimmer (USD)" error={errors.basePriceCents}>
          <Input
            type="number"
            min={0}
            step="0.01"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            required
          />
        </Field>
        <Field id="series-duration" label="Length (minutes)" error={errors.durationMinutes}>
          <Input
            type="number"
            min={15}
            max={240}
            step={5}
            value={duration}
            onChange={(e) => setDuration(Number(e.target.value))}
            required
          />
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">First lessons (New York time)</legend>
        {starts.map((s, i) => (
          <div key={i} className="flex items-end gap-2">
            <Field id={`series-date-${i}`} label={`Date ${i + 1}`}>
              <Input
                type="date"
                value={s.date}
                onChange={(e) =>
                  setStarts(starts.map((x, j) => (j === i ? { ...x, date: e.target.value } : x)))
                }
                required
              />
            </Field>
            <Field id={`series-time-${i}`} label={`Time ${i + 1}`}>
              <Input
                type="time"
                step={300}
                value={s.time}
                onChange={(e) =>
                  setStarts(starts.map((x, j) => (j === i ? { ...x, time: e.target.value } : x)))
                }
                required
              />
            </Field>
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
      <Field
        id="series-weeks"
        label="Repeat weekly for (weeks)"
        hint="1 publishes just the dates above."
        error={errors.weeks}
      >
        <Input
          type="number"
          min={1}
          max={26}
          value={weeks}
          onChange={(e) => setWeeks(Number(e.target.value))}
          required
        />
      </Field>
      <p className="text-sm text-slate-700" aria-live="polite">
        This publishes {starts.length * weeks} lesson slot{starts.length * weeks === 1 ? '' : 's'}.
      </p>
      <FormActions onCancel={onDone} submitText="Publish Lessons" disabled={create.isPending} />
    </form>
  );
}
