import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import type { TravelFormValues } from './travel-form-values';
import { TravelField } from './travel-field';

type Bands = TravelFormValues['feeBands'];
const MAX_BANDS = 10;

/** The fee bands as rows of "up to X km: $Y", nearest first; a band can be added after the last or removed. */
export function FeeBandsFields({
  bands,
  errors,
  onBands,
}: {
  bands: Bands;
  errors: Record<string, string>;
  onBands: (bands: Bands) => void;
}) {
  const change = (i: number, key: keyof Bands[number], value: string) =>
    onBands(bands.map((b, j) => (j === i ? { ...b, [key]: value } : b)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">
        Fee bands (per lesson, by straight-line distance)
      </legend>
      <ol className="space-y-2">
        {bands.map((band, i) => (
          <li key={i} className="flex flex-wrap items-start gap-2 rounded-lg border border-slate-200 p-3">
            <TravelField
              id={`travel-band-${i}-up-to`}
              label={`Band ${i + 1}: up to (km)`}
              error={errors[`feeBands.${i}.upToKm`]}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className="w-28"
              value={band.upToKm}
              onChange={(e) => change(i, 'upToKm', e.target.value)}
            />
            <TravelField
              id={`travel-band-${i}-fee`}
              label={`Band ${i + 1}: fee (USD)`}
              error={errors[`feeBands.${i}.feeCents`]}
              type="number"
              min={0}
              step="0.01"
              className="w-28"
              value={band.fee}
              onChange={(e) => change(i, 'fee', e.target.value)}
            />
            <Button
              variant="ghost"
              size="sm"
              className="mt-6"
              aria-label={`Remove band ${i + 1}`}
              disabled={bands.length === 1}
              onClick={() => onBands(bands.filter((_, j) => j !== i))}
            >
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          </li>
        ))}
      </ol>
      {errors.feeBands && <p className="text-xs font-semibold text-red-700">{errors.feeBands}</p>}
      <Button
        variant="outline"
        size="sm"
        disabled={bands.length >= MAX_BANDS}
        onClick={() => onBands([...bands, { upToKm: '', fee: '' }])}
      >
        <Plus aria-hidden="true" /> Add band
      </Button>
    </fieldset>
  );
}
