import { z } from 'zod';
import { instructorInputSchema, type AdminInstructor } from '@core/api/admin';
import { Form, FormField, useZodForm } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { saveInstructor, type InstructorInput } from '@web/features/admin/api/save-instructor';
import { showFieldErrors, useAdminAction } from '@web/features/admin/hooks/use-admin-action';
import { FormCheckbox } from '@web/features/admin/shared/checkbox-field';
import { FormActions } from '@web/features/admin/shared/form-actions';
import { minutesToTimeInput, timeInputToMinutes } from '@web/lib/working-hours';

const DEFAULT_START = 9 * 60;
const DEFAULT_END = 19 * 60;

/** A time box left empty, in the owner's words: the contract itself would only say it is not a number. */
const timesGiven = z.object({
  workStartMinutes: z.number({ error: 'Enter a start time' }),
  workEndMinutes: z.number({ error: 'Enter an end time' }),
});

/**
 * What the owner types (blank for none, working hours as "HH:mm") turned into the contract's input, then checked by
 * the contract itself, so a typo is answered at once in the server's own words.
 */
const instructorFormSchema = z
  .object({
    name: z.string(),
    specialty: z.string(),
    email: z.string(),
    phone: z.string(),
    homeZip: z.string(),
    workStartMinutes: z.string(),
    workEndMinutes: z.string(),
    active: z.boolean(),
  })
  .transform((form): InstructorInput => ({
    ...form,
    email: form.email || null,
    phone: form.phone || null,
    homeZip: form.homeZip || null,
    workStartMinutes: timeInputToMinutes(form.workStartMinutes),
    workEndMinutes: timeInputToMinutes(form.workEndMinutes),
  }))
  .pipe(timesGiven.and(instructorInputSchema));

const startingValues = (initial: AdminInstructor | null): z.input<typeof instructorFormSchema> => ({
  name: initial?.name ?? '',
  specialty: initial?.specialty ?? '',
  email: initial?.email ?? '',
  phone: initial?.phone ?? '',
  homeZip: initial?.homeZip ?? '',
  workStartMinutes: minutesToTimeInput(initial?.workStartMinutes ?? DEFAULT_START),
  workEndMinutes: minutesToTimeInput(initial?.workEndMinutes ?? DEFAULT_END),
  active: initial?.active ?? true,
});

/** Add or edit an instructor: who they are, where their day starts (home ZIP) and their working hours. */
export function InstructorForm({ initial, onDone }: { initial: AdminInstructor | null; onDone: () => void }) {
  const form = useZodForm(instructorFormSchema, { defaultValues: startingValues(initial) });
  const save = useAdminAction(
    (input: InstructorInput) => saveInstructor(initial?.id ?? null, input),
    () => (initial ? 'Instructor updated' : 'Instructor added'),
  );

  return (
    <Form
      form={form}
      className="space-y-4"
      onSubmit={(input) =>
        save.mutate(input, { onSuccess: onDone, onError: (err) => showFieldErrors(form.setError, err) })
      }
    >
      <FormField name="name" id="instructor-name" label="Name">
        <Input required />
      </FormField>
      <FormField name="specialty" id="instructor-specialty" label="Specialty">
        <Input required />
      </FormField>
      <FormField
        name="email"
        id="instructor-email"
        label="Email"
        hint="Lesson notices 48 hours ahead and sign-in links go here."
      >
        <Input type="email" />
      </FormField>
      <FormField name="phone" id="instructor-phone" label="Phone">
        <Input type="tel" />
      </FormField>
      <FormField
        name="homeZip"
        id="instructor-home-zip"
        label="Home ZIP"
        hint="Where the day starts: the drive to the first lesson is counted from here."
      >
        <Input inputMode="numeric" autoComplete="off" maxLength={5} className="sm:w-32" />
      </FormField>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Working hours (New York time)</legend>
        <div className="mt-1 grid grid-cols-2 gap-3">
          <FormField name="workStartMinutes" id="instructor-starts" label="Starts">
            <Input type="time" />
          </FormField>
          <FormField name="workEndMinutes" id="instructor-ends" label="Ends">
            <Input type="time" />
          </FormField>
        </div>
      </fieldset>
      <FormCheckbox name="active" label="Active (can be scheduled)" />
      <FormActions onCancel={onDone} submitText="Save Instructor" disabled={save.isPending} />
    </Form>
  );
}
