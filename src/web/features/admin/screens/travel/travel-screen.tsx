import { useState } from 'react';
import type { TravelSettings } from '@core/api/travel';
import { Button } from '@web/components/ui/button';
import { useTravelSettings } from '@web/features/admin/api/get-travel-settings';
import { useSaveTravelSettings } from '@web/features/admin/api/save-travel-settings';
import { fieldErrorsOf } from '@web/features/admin/hooks/use-admin-action';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { FeeBandsFields } from './fee-bands-fields';
import { TravelField } from './travel-field';
import { checkTravelForm, feeBandsText, travelFormFrom, type TravelFormValues } from './travel-form-values';

type NumberKey = Exclude<keyof TravelFormValues, 'baseZip' | 'feeBands'>;

const NUMBER_FIELDS: { key: NumberKey; label: string; hint: string }[] = [
  {
    key: 'serviceRadiusKm',
    label: 'Service radius (km)',
    hint: 'How far from the base ZIP lessons are offered.',
  },
  {
    key: 'roadFactorPercent',
    label: 'Road factor (%)',
    hint: 'Road distance over straight-line distance: 140 means roads are 40% longer.',
  },
  {
    key: 'averageSpeedKmh',
    label: 'Average speed (km/h)',
    hint: 'Driving speed used to estimate drive times.',
  },
  {
    key: 'bufferMinutes',
    label: 'Buffer (minutes)',
    hint: 'Added to every drive, to park, carry the kit in and set up.',
  },
];

function TravelForm({ saved }: { saved: TravelSettings }) {
  const [values, setValues] = useState(() => travelFormFrom(saved));
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({});
  const save = useSaveTravelSettings();
  const errors = { ...fieldErrorsOf(save.error), ...checkErrors };
  const edit = (next: Partial<TravelFormValues>) => {
    setValues({ ...values, ...next });
    setCheckErrors({});
  };
  return (
    <form
      noValidate
      aria-label="Travel settings"
      className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        // The server's own schema, checked here first so a typo is answered at once.
        const checked = checkTravelForm(values);
        if (!checked.ok) return setCheckErrors(checked.errors);
        setCheckErrors({});
        save.mutate(checked.settings);
      }}
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        Now: from {saved.baseZip}, up to {saved.serviceRadiusKm} km; {feeBandsText(saved.feeBands)}.
      </p>
      <TravelField
        id="travel-base-zip"
        label="Base ZIP"
        hint="Distances and travel fees are measured from here."
        error={errors.baseZip}
        inputMode="numeric"
        maxLength={5}
        className="sm:w-32"
        value={values.baseZip}
        onChange={(e) => edit({ baseZip: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBER_FIELDS.map((f) => (
          <TravelField
            key={f.key}
            id={`travel-${f.key}`}
            label={f.label}
            hint={f.hint}
            error={errors[f.key]}
            type="number"
            inputMode="numeric"
            step={1}
            value={values[f.key]}
            onChange={(e) => edit({ [f.key]: e.target.value })}
          />
        ))}
      </div>
      <FeeBandsFields bands={values.feeBands} errors={errors} onBands={(feeBands) => edit({ feeBands })} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Travel Settings'}
      </Button>
    </form>
  );
}

/** The owner's travel settings: where distances start, how far lessons go, drive estimates and the fee bands. */
export function TravelScreen() {
  const settings = useTravelSettings();
  return (
    <div>
      <ScreenHeader
        title="Travel"
        lead="Where the instructors' distances are measured from, how far they travel, how drive times are estimated, and the travel fee per lesson by distance."
      />
      {settings.isLoading && <p aria-busy="true">Loading...</p>}
      {settings.error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {settings.error instanceof Error ? settings.error.message : 'Could not load the travel settings.'}
        </p>
      )}
      {/* A saved change arrives as new settings: the form starts again from them. */}
      {settings.data && <TravelForm key={JSON.stringify(settings.data)} saved={settings.data} />}
    </div>
  );
}
