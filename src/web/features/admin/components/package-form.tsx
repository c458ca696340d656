import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  lessonPackageInputSchema,
  MAX_PACKAGE_PRICE_CENTS,
  type LessonPackage,
  type LessonPackageInput,
} from '@core/api/credits';
import { LESSON_TYPES } from '@core/catalog/lesson-types';
import { LEVELS } from '@core/catalog/levels';
import { useSaveLessonPackage } from '../api/save-lesson-package';
import { fieldErrorsOf } from '../hooks/use-admin-action';
import { Field, FormActions } from './form-parts';
import { inputClass } from './parts';

const MAX_PRICE_DOLLARS = MAX_PACKAGE_PRICE_CENTS / 100;
const priceMessage = `Price must be an amount in dollars from $0 to $${MAX_PRICE_DOLLARS.toLocaleString('en-US')}`;

/** A typed whole number, or NaN so the contract's own message names the rule. */
const wholeNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/**
 * What the owner types (strings, the price in dollars) turned into the contract's input, then checked by the
 * contract itself: the form shows the same rules, in the same words, that the server applies.
 */
const packageFormSchema = z
  .object({
    name: z.string(),
    lessonType: z.string(),
    level: z.string(),
    lessons: z.string(),
    priceCents: z.string(),
    monthsValid: z.string(),
    active: z.boolean(),
  })
  .transform((form) => {
    const price = form.priceCents.trim().replace(/^\$/, '');
    // An amount that is not dollars and cents becomes NaN, which the contract refuses like any other bad price.
    const cents = /^\d+(\.\d{1,2})?$/.test(price) ? Math.round(Number(price) * 100) : Number.NaN;
    // Typed as the contract's input only for the compiler: the pipe below checks every value.
    const input = {
      name: form.name,
      lessonType: form.lessonType,
      level: form.level === '' ? null : form.level,
      lessons: wholeNumber(form.lessons),
      priceCents: cents,
      monthsValid: wholeNumber(form.monthsValid),
      active: form.active,
    };
    return input as LessonPackageInput;
  })
  .pipe(lessonPackageInputSchema);

type PackageFormValues = z.input<typeof packageFormSchema>;

const startingValues = (initial: LessonPackage | null): PackageFormValues => ({
  name: initial?.name ?? '',
  lessonType: initial?.lessonType ?? '',
  level: initial?.level ?? '',
  lessons: initial ? String(initial.lessons) : '',
  priceCents: initial ? (initial.priceCents / 100).toFixed(2) : '',
  monthsValid: initial ? String(initial.monthsValid) : '12',
  active: initial?.active ?? true,
});

/** Create or edit a lesson package; the server's field errors, if any, land beside the same fields. */
export function PackageForm({ initial, onDone }: { initial: LessonPackage | null; onDone: () => void }) {
  const save = useSaveLessonPackage((saved) =>
    initial ? `Package updated: ${saved.name}` : `Package created: ${saved.name}`,
  );
  const { register, handleSubmit, formState } = useForm<
    PackageFormValues,
    unknown,
    z.output<typeof packageFormSchema>
  >({
    resolver: zodResolver(packageFormSchema),
    defaultValues: startingValues(initial),
  });
  const serverErrors = fieldErrorsOf(save.error);
  const error = (name: keyof PackageFormValues) =>
    // The contract words the price in cents; the owner types dollars, so the form says it in dollars.
    (name === 'priceCents' && formState.errors.priceCents ? priceMessage : formState.errors[name]?.message) ??
    serverErrors[name];
  const invalid = (name: keyof PackageFormValues) => (error(name) ? true : undefined);

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit((input) => save.mutate({ id: initial?.id, input }, { onSuccess: onDone }))}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Name" error={error('name')}>
          <input className={inputClass} aria-invalid={invalid('name')} {...register('name')} />
        </Field>
        <Field label="Lesson type" error={error('lessonType')}>
          <select className={inputClass} aria-invalid={invalid('lessonType')} {...register('lessonType')}>
            <option value="">Choose...</option>
            {LESSON_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Level" error={error('level')}>
          <select className={inputClass} aria-invalid={invalid('level')} {...register('level')}>
            <option value="">Any level</option>
            {LEVELS.map((l) => (
              <option key={l.id} value={l.id}>
                {l.level}: {l.title}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Number of lessons" error={error('lessons')}>
          <input
            className={inputClass}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            aria-invalid={invalid('lessons')}
            {...register('lessons')}
          />
        </Field>
        <Field label="Price (USD, tax included)" error={error('priceCents')}>
          <input
            className={inputClass}
            inputMode="decimal"
            aria-invalid={invalid('priceCents')}
            {...register('priceCents')}
          />
        </Field>
        <Field label="Months valid" error={error('monthsValid')}>
          <input
            className={inputClass}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            aria-invalid={invalid('monthsValid')}
            {...register('monthsValid')}
          />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('active')} /> Active (on sale)
      </label>
      <FormActions onCancel={onDone} submitText="Save Package" disabled={save.isPending} />
    </form>
  );
}
