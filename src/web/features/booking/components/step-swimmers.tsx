import { Plus, Save, Trash2 } from 'lucide-react';
import type { SavedSwimmer } from '@core/api/family-profile';
import type { LessonTypeId } from '@core/catalog/lesson-types';
import { LEVELS } from '@core/catalog/levels';
import { AGE_GROUPS, SKILL_STATES } from '@core/catalog/swimmers';
import { canAddSwimmer, canRemoveSwimmer, maxSwimmers, showsAddSwimmer } from '@core/rules/swimmers';
import { SavedSwimmersOffer } from '@web/components/saved-profile/saved-offers';
import { Button } from '@web/components/ui/button';
import type { SwimmerDraft } from '../lib/draft';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { SelectOptions, StepHeading } from './fields';

const LEVEL_OPTIONS = LEVELS.map((l) => ({ id: l.id, label: `${l.level}: ${l.title}` }));

interface Props {
  lessonType: LessonTypeId;
  swimmers: SwimmerDraft[];
  onChange: (index: number, patch: Partial<SwimmerDraft>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Signed in: the profile's swimmers, one tap each, and a way to save a new one (see booking-wizard). */
  saved?: {
    swimmers: readonly SavedSwimmer[];
    onUse: (swimmer: SavedSwimmer) => void;
    onSave: (swimmer: SwimmerDraft) => void;
    saving: boolean;
  };
}

const nameKey = (name: string) => name.trim().toLowerCase();

/** Step 2. Full Name, Email Address, Age Group, Experience Level and Target Skill Level are required, and the gate checks exactly those. */
export function StepSwimmers({ lessonType, swimmers, onChange, onAdd, onRemove, saved }: Props) {
  const inForm = new Set(swimmers.map((s) => nameKey(s.name)).filter(Boolean));
  const savedNames = new Set(saved?.swimmers.map((s) => nameKey(s.name)));
  const room = swimmers.some((s) => !s.name.trim()) || canAddSwimmer(swimmers.length, lessonType);
  return (
    <div>
      <StepHeading>Swimmer Details</StepHeading>
      <p className="mt-1 text-sm text-slate-700">
        Fields marked <span aria-hidden="true">*</span> are required.{' '}
        {lessonType === 'private' || maxSwimmers(lessonType) === 1
          ? 'This lesson is for one swimmer.'
          : `Up to ${maxSwimmers(lessonType)} swimmers.`}
      </p>
      {saved && (
        <div className="mt-4">
          <SavedSwimmersOffer swimmers={saved.swimmers} inForm={inForm} canAdd={room} onUse={saved.onUse} />
        </div>
      )}
      <div className="mt-4 space-y-6">
        {swimmers.map((s, i) => {
          const id = (field: string) => `swimmer-${i}-${field}`;
          const set = (field: keyof SwimmerDraft) => (e: { target: { value: string } }) =>
            onChange(i, { [field]: e.target.value });
          return (
            <fieldset key={s.key} className="rounded-xl border border-slate-200 p-4">
              <legend className="px-1 font-semibold text-slate-900">Swimmer {i + 1}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id={id('name')} label="Full Name" mark="required">
                  <Input type="text" autoComplete="name" value={s.name} onChange={set('name')} />
                </Field>
                <Field id={id('email')} label="Email Address" mark="required">
                  <Input type="email" autoComplete="email" value={s.email} onChange={set('email')} />
                </Field>
                <Field mark="optional" id={id('phone')} label="Phone">
                  <Input type="tel" autoComplete="tel" value={s.phone} onChange={set('phone')} />
                </Field>
                <Field id={id('age')} label="Age Group" mark="required">
                  <Select value={s.ageGroup} onChange={set('ageGroup')}>
                    <SelectOptions options={AGE_GROUPS} placeholder="Choose an age group" />
                  </Select>
                </Field>
                <Field id={id('experience')} label="Experience Level" mark="required">
                  <Select value={s.experienceLevel} onChange={set('experienceLevel')}>
                    <SelectOptions options={SKILL_STATES} placeholder="Choose current experience" />
                  </Select>
                </Field>
                <Field id={id('level')} label="Target Skill Level" mark="required">
                  <Select value={s.level} onChange={set('level')}>
                    <SelectOptions options={LEVEL_OPTIONS} placeholder="Choose a level to work towards" />
                  </Select>
                </Field>
                <Field mark="optional" id={id('goals')} label="Goals" className="sm:col-span-2">
                  <Textarea rows={2} value={s.goals} onChange={set('goals')} />
                </Field>
                <Field
                  mark="optional"
                  id={id('health')}
                  label="Health Considerations"
                  className="sm:col-span-2"
                >
                  <Textarea rows={2} value={s.healthConsiderations} onChange={set('healthConsiderations')} />
                </Field>
                <Field mark="optional" id={id('previous')} label="Previous Experience">
                  <Textarea rows={2} value={s.previousExperience} onChange={set('previousExperience')} />
                </Field>
                <Field mark="optional" id={id('fears')} label="Fears">
                  <Textarea rows={2} value={s.fears} onChange={set('fears')} />
                </Field>
                <Field mark="optional" id={id('preferences')} label="Preferences" className="sm:col-span-2">
                  <Textarea rows={2} value={s.preferences} onChange={set('preferences')} />
                </Field>
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                {saved && s.name.trim() && !savedNames.has(nameKey(s.name)) && (
                  <Button variant="outline" size="sm" disabled={saved.saving} onClick={() => saved.onSave(s)}>
                    <Save aria-hidden="true" /> Save {s.name.trim()} to my profile
                  </Button>
                )}
                {canRemoveSwimmer(swimmers.length) && (
                  <Button variant="ghost" size="sm" className="text-red-700" onClick={() => onRemove(i)}>
                    <Trash2 aria-hidden="true" /> Remove swimmer {i + 1}
                  </Button>
                )}
              </div>
            </fieldset>
          );
        })}
      </div>
      {showsAddSwimmer(lessonType) && canAddSwimmer(swimmers.length, lessonType) && (
        <Button variant="outline" className="mt-4" onClick={onAdd}>
          <Plus aria-hidden="true" /> Add Another Swimmer
        </Button>
      )}
    </div>
  );
}
