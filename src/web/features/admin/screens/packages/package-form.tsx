import { z } from 'zod';
import {
  lessonPackageInputSchema,
  MAX_PACKAGE_PRICE_CENTS,
  type LessonPackage,
  type LessonPackageInput,
} from '@core/api/credits';
import { LESSON_TYPES } from '@core/catalog/lesson-types';
import { LEVELS } from '@core/catalog/levels';
import { Form, FormField, useZodForm } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { useSaveLessonPackage } from '@web/features/admin/api/save-lesson-package';
import { showFieldErrors } from '@web/features/admin/hooks/use-admin-action';
import { FormCheckbox } from '@web/features/admin/shared/checkbox-field';
import { FormActions } from '@web/features/admin/shared/form-actions';

const MAX_PRICE_DOLLARS = MAX_PACKAGE_PRICE_CENTS / 100;
const priceMessage = `Price must be an amount in dollars from $0 to $${MAX_PRICE_DOLLARS.toLocaleString('en-US')}`;

/** A typed whole number, or NaN so the contract's own message names the rule. */
const wholeNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/**
 * The contract, with its price rule in the owner's words: the contract words the price in cents, the owner types
 * dollars, so the form says it in dollars.
 */
const packageInputInDollars = lessonPackageInputSchema.extend({
  priceCents: z
    .number({ error: priceMessage })
    .int(priceMessage)
    .min(0, priceMessage)
    .max(MAX_PACKAGE_PRICE_CENTS, priceMessage),
});

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
  .pipe(packageInputInDollars);

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
  const form = useZodForm(packageFormSchema, { defaultValues: startingValues(initial) });

  return (
    <Form
      form={form}
      className="space-y-4"
      onSubmit={(input) =>
        save.mutate(
          { id: initial?.id, input },
          { onSuccess: onDone, onError: (err) => showFieldErrors(form.setError, err) },
        )
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField name="name" id="package-name" label="Name">
          <Input />
        </FormField>
        <FormField name="lessonType" id="package-lesson-type" label="Lesson type">
          <Select>
            <option value="">Choose...</option>
            {LESSON_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField name="level" id="package-level" label="Level">
          <Select>
            <option value="">Any level</option>
            {LEVELS.map((l) => (
              <option key={l.id} value={l.id}>
                {l.level}: {l.title}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField name="lessons" id="package-lessons" label="Number of lessons">
          <Input type="number" inputMode="numeric" min={1} step={1} />
        </FormField>
        <FormField name="priceCents" id="package-price" label="Price (USD, tax included)">
          <Input inputMode="decimal" />
        </FormField>
        <FormField name="monthsValid" id="package-months-valid" label="Months valid">
          <Input type="number" inputMode="numeric" min={1} step={1} />
        </FormField>
      </div>
      <FormCheckbox name="active" label="Active (on sale)" />
      <FormActions onCancel={onDone} submitText="Save Package" disabled={save.isPending} />
    </Form>
  );
}
