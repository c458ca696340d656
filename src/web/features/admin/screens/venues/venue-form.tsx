import { useState } from 'react';
import { POOL_TYPES, type AdminVenue } from '@core/api/admin';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { saveVenue, type VenueInput } from '@web/features/admin/api/save-venue';
import { fieldErrorsOf, useAdminAction } from '@web/features/admin/hooks/use-admin-action';
import { CheckboxField } from '@web/features/admin/shared/checkbox-field';
import { FormActions } from '@web/features/admin/shared/form-actions';
import { humanize } from '@web/features/admin/shared/format';

type PoolType = (typeof POOL_TYPES)[number];

/** Add or edit a venue: its name and pool, where it is, and the travel fee used when it has no ZIP. */
export function VenueForm({ initial, onDone }: { initial: AdminVenue | null; onDone: () => void }) {
  const [form, setForm] = useState({
    name: initial?.name ?? '',
    poolType: initial?.poolType ?? 'home_pool',
    address: initial?.address ?? '',
    city: initial?.city ?? '',
    region: initial?.region ?? '',
    zip: initial?.zip ?? '',
    fee: ((initial?.travelFeeCents ?? 0) / 100).toFixed(2),
    active: initial?.active ?? true,
  });
  const save = useAdminAction(
    (input: VenueInput) => saveVenue(initial?.id ?? null, input),
    () => (initial ? 'Venue updated' : 'Venue added'),
  );
  const errors = fieldErrorsOf(save.error);
  const set = (k: keyof typeof form, v: string | boolean) => setForm({ ...form, [k]: v });
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            name: form.name,
            // The server checks the pool type; the list offers only POOL_TYPES.
            poolType: form.poolType as PoolType,
            address: form.address,
            city: form.city,
            region: form.region,
            zip: form.zip || null,
            travelFeeCents: Math.round(Number(form.fee) * 100),
            active: form.active,
          },
          { onSuccess: onDone },
        );
      }}
    >
      <Field id="venue-name" label="Name" error={errors.name}>
        <Input value={form.name} onChange={(e) => set('name', e.target.value)} required />
      </Field>
      <Field id="venue-pool-type" label="Pool type" error={errors.poolType}>
        <Select value={form.poolType} onChange={(e) => set('poolType', e.target.value)}>
          {POOL_TYPES.map((p) => (
            <option key={p} value={p}>
              {humanize(p)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="venue-address" label="Address" error={errors.address}>
        <Input value={form.address} onChange={(e) => set('address', e.target.value)} />
      </Field>
      <div className="grid grid-cols-3 gap-3">
        <Field id="venue-city" label="City" error={errors.city}>
          <Input value={form.city} onChange={(e) => set('city', e.target.value)} />
        </Field>
        <Field id="venue-region" label="State" error={errors.region}>
          <Input value={form.region} onChange={(e) => set('region', e.target.value)} />
        </Field>
        <Field id="venue-zip" label="ZIP" error={errors.zip}>
          <Input
            inputMode="numeric"
            maxLength={5}
            value={form.zip}
            onChange={(e) => set('zip', e.target.value)}
          />
        </Field>
      </div>
      <Field
        id="venue-travel-fee"
        label="Travel fee (USD)"
        hint="Used only without a ZIP: with one, the fee comes from the distance bands on the Travel screen."
        error={errors.travelFeeCents}
      >
        <Input
          type="number"
          min={0}
          step="0.01"
          value={form.fee}
          onChange={(e) => set('fee', e.target.value)}
        />
      </Field>
      <CheckboxField label="Active" checked={form.active} onChecked={(v) => set('active', v)} />
      <FormActions onCancel={onDone} submitText="Save Venue" disabled={save.isPending} />
    </form>
  );
}
