import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { savedSwimmerInputSchema, type SavedSwimmer, type SavedSwimmerInput } from '@core/api/family-profile';
import { LEVELS } from '@core/catalog/levels';
import { AGE_GROUPS, SKILL_STATES } from '@core/catalog/swimmers';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Form, FormField, useZodForm } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/lib/toast';
import {
  addSavedSwimmer,
  changeSavedSwimmer,
  refreshFamilyProfile,
} from '@web/features/family/api/family-profile';
import { showServerFieldErrors } from './server-field-errors';

const NOTES = [
  ['goals', 'Goals', 'What should lessons help with?'],
  [
    'healthConsiderations',
    'Health considerations',
    'Allergies, asthma, anything the instructor should know.',
  ],
  ['fears', 'Fears', 'Anything that worries them about the water.'],
  ['previousExperience', 'Previous experience', undefined],
  ['preferences', 'Preferences', 'An instructor, a time of day, anything else.'],
] as const;

type Values = Record<
  'name' | 'birthDate' | 'ageGroup' | 'level' | 'experienceLevel' | (typeof NOTES)[number][0],
  string
>;

/** The form's strings, turned into the contract's swimmer: an unchosen list or an empty date is no value. */
const swimmerFormSchema = z
  .object({
    name: z.string(),
    birthDate: z.string(),
    ageGroup: z.string(),
    level: z.string(),
    experienceLevel: z.string(),
    goals: z.string(),
    healthConsiderations: z.string(),
    fears: z.string(),
    previousExperience: z.string(),
    preferences: z.string(),
  })
  // Typed as the contract's input only for the compiler: the pipe below checks every choice.
  .transform((v): SavedSwimmerInput => ({
    ...v,
    birthDate: v.birthDate || null,
    ageGroup: v.ageGroup as SavedSwimmerInput['ageGroup'],
    level: (v.level || null) as SavedSwimmerInput['level'],
    experienceLevel: (v.experienceLevel || null) as SavedSwimmerInput['experienceLevel'],
  }))
  .pipe(savedSwimmerInputSchema);

const valuesOf = (swimmer: SavedSwimmer | null): Values => ({
  name: swimmer?.name ?? '',
  birthDate: swimmer?.birthDate ?? '',
  ageGroup: swimmer?.ageGroup ?? '',
  level: swimmer?.level ?? '',
  experienceLevel: swimmer?.experienceLevel ?? '',
  goals: swimmer?.goals ?? '',
  healthConsiderations: swimmer?.healthConsiderations ?? '',
  fears: swimmer?.fears ?? '',
  previousExperience: swimmer?.previousExperience ?? '',
  preferences: swimmer?.preferences ?? '',
});

interface SwimmerDialogProps {
  /** The swimmer to change, or null to add one. */
  swimmer: SavedSwimmer | null;
  onClose: () => void;
}

/** Adds a swimmer to the family's profile, or changes one: what the booking wizard asks, saved once. */
export function SwimmerDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const queryClient = useQueryClient();
  const form = useZodForm(swimmerFormSchema, { defaultValues: valuesOf(swimmer) });
  const save = useMutation({
    mutationFn: (body: z.output<typeof swimmerFormSchema>) =>
      swimmer ? changeSavedSwimmer(swimmer.id, body) : addSavedSwimmer(body),
    onSuccess: (saved) => {
      refreshFamilyProfile(queryClient);
      toast({ title: swimmer ? 'Swimmer saved' : 'Swimmer added', description: saved.name });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldErrors(form.setError, err))
        toast({ title: 'Could not save the swimmer', description: err.message, variant: 'destructive' });
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={swimmer ? `Edit ${swimmer.name}` : 'Add a swimmer'}
      description="Saved to your profile, so your next booking takes a tap. Notes go to your instructor with each booking."
      busy={save.isPending}
    >
      <Form form={form} className="grid gap-4 sm:grid-cols-2" onSubmit={(body) => save.mutate(body)}>
        <FormField<Values>
          name="name"
          id="swimmer-name"
          label="Full Name"
          mark="required"
          className="sm:col-span-2"
        >
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="ageGroup" id="swimmer-age-group" label="Age Group" mark="required">
          <Select>
            <option value="">Choose...</option>
            {AGE_GROUPS.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField<Values> name="birthDate" id="swimmer-birth-date" label="Date of birth" mark="optional">
          <Input type="date" />
        </FormField>
        <FormField<Values> name="level" id="swimmer-level" label="Target Skill Level" mark="optional">
          <Select>
            <option value="">Not sure yet</option>
            {LEVELS.map((l) => (
              <option key={l.id} value={l.id}>
                {l.level}: {l.title}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField<Values>
          name="experienceLevel"
          id="swimmer-experience"
          label="Experience Level"
          mark="optional"
        >
          <Select>
            <option value="">Choose...</option>
            {SKILL_STATES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </Select>
        </FormField>
        {NOTES.map(([name, label, hint]) => (
          <FormField<Values>
            key={name}
            name={name}
            id={`swimmer-${name}`}
            label={label}
            hint={hint}
            mark="optional"
            className="sm:col-span-2"
          >
            <Textarea rows={2} />
          </FormField>
        ))}
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="ghost" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {swimmer ? 'Save swimmer' : 'Add swimmer'}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
