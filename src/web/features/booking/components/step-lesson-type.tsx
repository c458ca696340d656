import { LESSON_TYPES, lessonTypeLabel, type LessonTypeId } from '@core/catalog/lesson-types';
import { clsx } from 'clsx';
import { StepHeading } from './fields';

/** Step 1. Only the type of the chosen times can be booked with them; the others say why they are unavailable. */
export function StepLessonType({
  value,
  slotTypes,
  onChange,
}: {
  value: LessonTypeId | null;
  slotTypes: LessonTypeId[];
  onChange: (t: LessonTypeId) => void;
}) {
  const mixed = slotTypes.length > 1;
  return (
    <fieldset>
      <legend>
        <StepHeading>Select Lesson Type</StepHeading>
      </legend>
      {mixed && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          Your chosen times are for different lesson types ({slotTypes.map(lessonTypeLabel).join(', ')}). Go
          back and pick times of one type to book them together.
        </p>
      )}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {LESSON_TYPES.map((type) => {
          const allowed = !mixed && slotTypes.includes(type.id);
          const checked = value === type.id;
          return (
            <label
              key={type.id}
              className={clsx(
                'flex items-start gap-3 rounded-xl border p-4',
                checked ? 'border-ocean-800 bg-ocean-50 ring-2 ring-ocean-800' : 'border-slate-200 bg-white',
                allowed ? 'cursor-pointer' : 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="lesson-type"
                value={type.id}
                checked={checked}
                disabled={!allowed}
                onChange={() => onChange(type.id)}
                className="mt-1 size-4 accent-ocean-800"
              />
              <span>
                <span className="block font-semibold text-slate-900">{type.label}</span>
                <span className="block text-sm text-slate-700">{type.description}</span>
                <span className="block text-xs text-slate-600">
                  Up to {type.maxSwimmers} swimmer{type.maxSwimmers === 1 ? '' : 's'}
                  {!allowed && !mixed ? ': not offered at the times you chose' : ''}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
