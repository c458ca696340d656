import { Plus } from 'lucide-react';
import { useState } from 'react';
import { POOL_TYPES, type AdminVenue } from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { adminSend } from '../api/admin-client';
import { fieldErrorsOf, useAdminAction } from '../hooks/use-admin-action';
import { useLocalTable } from '../hooks/use-local-table';
import { DataTable } from './data-table';
import { dollars, humanize } from './format';
import { CheckboxField, Field, FormActions, TextField } from './form-parts';
import { inputClass, ScreenHeader, StatusBadge, td, Toolbar } from './parts';
import { EditButton, EditorDialog, type Editing } from './record-editor';

function VenueForm({ initial, onDone }: { initial: AdminVenue | null; onDone: () => void }) {
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
    () =>
      adminSend(initial ? 'PUT' : 'POST', initial ? `/api/admin/venues/${initial.id}` : '/api/admin/venues', {
        name: form.name,
        poolType: form.poolType,
        address: form.address,
        city: form.city,
        region: form.region,
        zip: form.zip || null,
        travelFeeCents: Math.round(Number(form.fee) * 100),
        active: form.active,
      }),
    () => (initial ? 'Venue updated' : 'Venue added'),
  );
  const errors = fieldErrorsOf(save.error);
  const set = (k: keyof typeof form, v: string | boolean) => setForm({ ...form, [k]: v });
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(undefined, { onSuccess: onDone });
      }}
    >
      <TextField
        label="Name"
        error={errors.name}
        value={form.name}
        onValue={(v) => set('name', v)}
        required
      />
      <Field label="Pool type" error={errors.poolType}>
        <select
          className={inputClass}
          value={form.poolType}
          onChange={(e) => set('poolType', e.target.value)}
        >
          {POOL_TYPES.map((p) => (
            <option key={p} value={p}>
              {humanize(p)}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        label="Address"
        error={errors.address}
        value={form.address}
        onValue={(v) => set('address', v)}
      />
      <div className="grid grid-cols-3 gap-3">
        <TextField label="City" error={errors.city} value={form.city} onValue={(v) => set('city', v)} />
        <TextField
          label="State"
          error={errors.region}
          value={form.region}
          onValue={(v) => set('region', v)}
        />
        <TextField
          label="ZIP"
          error={errors.zip}
          inputMode="numeric"
          maxLength={5}
          value={form.zip}
          onValue={(v) => set('zip', v)}
        />
      </div>
      <TextField
        label="Travel fee (USD)"
        hint="Used only without a ZIP: with one, the fee comes from the distance bands on the Travel screen."
        error={errors.travelFeeCents}
        type="number"
        min={0}
        step="0.01"
        value={form.fee}
        onValue={(v) => set('fee', v)}
      />
      <CheckboxField label="Active" checked={form.active} onChecked={(v) => set('active', v)} />
      <FormActions onCancel={onDone} submitText="Save Venue" disabled={save.isPending} />
    </form>
  );
}

export function VenuesScreen() {
  const table = useLocalTable<AdminVenue>(
    'venues',
    (v) => `${v.name} ${v.city ?? ''} ${v.region ?? ''} ${v.zip ?? ''}`,
  );
  const [editing, setEditing] = useState<Editing<AdminVenue>>(null);
  return (
    <div>
      <ScreenHeader
        title="Venues"
        lead="Pools the instructors travel to, with their travel fee."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> Add Venue
          </Button>
        }
      />
      <Toolbar searchLabel="Search venues" {...table.filters} />
      <DataTable
        columns={['Name', 'Pool', 'Where', 'Travel fee', 'Status']}
        actions
        emptyText="No venues match."
        results={table.results}
      >
        {table.items.map((v) => (
          <tr key={v.id}>
            <td className={`${td} font-medium`}>{v.name}</td>
            <td className={td}>{humanize(v.poolType)}</td>
            <td className={td}>
              {[v.address, v.city, [v.region, v.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
                '—'}
            </td>
            <td className={td}>{v.zip ? 'By distance' : dollars(v.travelFeeCents)}</td>
            <td className={td}>
              <StatusBadge status={v.active ? 'active' : 'inactive'} />
            </td>
            <td className={td}>
              <EditButton name={v.name} onClick={() => setEditing(v)} />
            </td>
          </tr>
        ))}
      </DataTable>
      <EditorDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={{ add: 'Add venue', edit: 'Edit venue' }}
        form={(initial) => <VenueForm initial={initial} onDone={() => setEditing(null)} />}
      />
    </div>
  );
}
