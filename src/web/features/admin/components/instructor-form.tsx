import { useState } from 'react';
import { instructorInputSchema, type AdminInstructor } from '@core/api/admin';
import { saveInstructor } from '../api/save-instructor';
import { fieldErrorsOf, useAdminAction } from '../hooks/use-admin-action';
import { CheckboxField, FormActions, TextField } from './form-parts';
import { minutesToTimeInput, timeInputToMinutes } from './working-hours';

const DEFAULT_START = 9 * 60;
const DEFAULT_END = 19 * 60;

function formFrom(initial: AdminInstructor | null) {
  return {
    name: initial?.name ?? '',
    specialty: initial?.specialty ?? '',
    email: initial?.email ?? '',
    phone: initial?.phone ?? '',
    active: initial?.active ?? true,
    homeZip: initial?.homeZip ?? '',
    starts: minutesToTimeInput(initial?.workStartMinutes ?? DEFAULT_START),
    ends: minutesToTimeInput(initial?.workEndMinutes ?? DEFAULT_END),
  };
}

/** Add or edit an instructor: who they are, where their day starts (home ZIP) and their working hours. */
export function InstructorForm({ initial, onDone }: { initial: AdminInstructor | null; onDone: () => void }) {
  const [form, setForm] = useState(() => formFrom(initial));
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({});
  const save = useAdminAction(
    (input: Parameters<typeof saveInstructor>[1]) => saveInstructor(initial?.id ?? null, input),
    () => (initial ? 'Instructor updated' : 'Instructor added'),
  );
  const errors = { ...fieldErrorsOf(save.error), ...checkErrors };
  const set = (k: keyof typeof form, v: string | boolean) => setForm({ ...form, [k]: v });

  function submit() {
    const input = {
      name: form.name,
      specialty: form.specialty,
      email: form.email || null,
      phone: form.phone || null,
      active: form.active,
      homeZip: form.homeZip || null,
      workStartMinutes: timeInputToMinutes(form.starts),
      workEndMinutes: timeInputToMinutes(form.ends),
    };
    // The server's own rules, checked here first so a typo is answered at once.
    const found: Record<string, string> = {};
    if (Number.isNaN(input.workStartMinutes)) found.workStartMinutes = 'Enter a start time';
    if (Number.isNaN(input.workEndMinutes)) found.workEndMinutes = 'Enter an end time';
    const parsed = instructorInputSchema.safeParse(input);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        found[key] ??= issue.message;
      }
    setCheckErrors(found);
    if (Object.keys(found).length === 0) save.mutate(input, { onSuccess: onDone });
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        label="Name"
        error={errors.name}
        value={form.name}
        onValue={(v) => set('name', v)}
        required
      />
      <TextField
        label="Specialty"
        error={errors.specialty}
        value={form.specialty}
        onValue={(v) => set('specialty', v)}
        required
      />
      <TextField
        label="Email"
        hint="Lesson notices 48 hours ahead and sign-in links go here."
        error={errors.email}
        type="email"
        value={form.email}
        onValue={(v) => set('email', v)}
      />
      <TextField
        label="Phone"
        error={errors.phone}
        type="tel"
        value={form.phone}
        onValue={(v) => set('phone', v)}
      />
      <TextField
        label="Home ZIP"
        hint="Where the day starts: the drive to the first lesson is counted from here."
        error={errors.homeZip}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        className="sm:w-32"
        value={form.homeZip}
        onValue={(v) => set('homeZip', v)}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Working hours (New York time)</legend>
        <div className="mt-1 grid grid-cols-2 gap-3">
          <TextField
            label="Starts"
            error={errors.workStartMinutes}
            type="time"
            value={form.starts}
            onValue={(v) => set('starts', v)}
          />
          <TextField
            label="Ends"
            error={errors.workEndMinutes}
            type="time"
            value={form.ends}
            onValue={(v) => set('ends', v)}
          />
        </div>
      </fieldset>
      <CheckboxField
        label="Active (can be scheduled)"
        checked={form.active}
        onChecked={(v) => set('active', v)}
      />
      <FormActions onCancel={onDone} submitText="Save Instructor" disabled={save.isPending} />
    </form>
  );
}
