import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { POOL_TYPES, type AdminVenue } from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { adminGet, adminSend } from '../api/admin-client';
import { fieldErrorsOf, useAdminAction } from '../hooks/use-admin-action';
import { useLocalTable } from '../hooks/use-local-table';
import { AdminDialog } from './admin-dialog';
import { dollars, humanize } from './format';
import {
  Field,
  inputClass,
  Pagination,
  ScreenHeader,
  StatusBadge,
  TableState,
  td,
  th,
  Toolbar,
} from './parts';

function VenueForm({ initial, onDone }: { initial: AdminVenue | null; onDone: () => void }) {
  const [form, setForm] = useState({
    name: initial?.name ?? '',
    poolType: initial?.poolType ?? 'home_pool',
    address: initial?.address ?? '',
    city: initial?.city ?? '',
    region: initial?.region ?? '',
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
      <Field label="Name" error={errors.name}>
        <input
          className={inputClass}
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          required
        />
      </Field>
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
      <Field label="Address" error={errors.address}>
        <input className={inputClass} value={form.address} onChange={(e) => set('address', e.target.value)} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="City" error={errors.city}>
          <input className={inputClass} value={form.city} onChange={(e) => set('city', e.target.value)} />
        </Field>
        <Field label="State" error={errors.region}>
          <input className={inputClass} value={form.region} onChange={(e) => set('region', e.target.value)} />
        </Field>
      </div>
      <Field label="Travel fee (USD)" error={errors.travelFeeCents}>
        <input
          className={inputClass}
          type="number"
          min={0}
          step="0.01"
          value={form.fee}
          onChange={(e) => set('fee', e.target.value)}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} />{' '}
        Active
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save Venue
        </Button>
      </div>
    </form>
  );
}

export function VenuesScreen() {
  const { data, isLoading, error } = useQuery({
    queryKey: ['admin', 'venues'],
    queryFn: () => adminGet<{ items: AdminVenue[] }>('/api/admin/venues'),
  });
  const table = useLocalTable(data?.items, (v) => `${v.name} ${v.city ?? ''} ${v.region ?? ''}`);
  const [editing, setEditing] = useState<AdminVenue | null | 'new'>(null);
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
      <Toolbar searchLabel="Search venues" search={table.search} onSearch={table.setSearch} />
      <TableState loading={isLoading} error={error} empty={!table.items.length} emptyText="No venues match.">
        <table className="min-w-full divide-y divide-slate-200">
          <thead className="bg-slate-50">
            <tr>
              <th className={th}>Name</th>
              <th className={th}>Pool</th>
              <th className={th}>Where</th>
              <th className={th}>Travel fee</th>
              <th className={th}>Status</th>
              <th className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.items.map((v) => (
              <tr key={v.id}>
                <td className={`${td} font-medium`}>{v.name}</td>
                <td className={td}>{humanize(v.poolType)}</td>
                <td className={td}>{[v.address, v.city, v.region].filter(Boolean).join(', ') || '—'}</td>
                <td className={td}>{dollars(v.travelFeeCents)}</td>
                <td className={td}>
                  <StatusBadge status={v.active ? 'active' : 'inactive'} />
                </td>
                <td className={td}>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing(v)}
                    aria-label={`Edit ${v.name}`}
                  >
                    Edit
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableState>
      <Pagination page={table.page} pageSize={table.pageSize} total={table.total} onPage={table.setPage} />
      <AdminDialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === 'new' ? 'Add venue' : 'Edit venue'}
      >
        {editing !== null && (
          <VenueForm initial={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </AdminDialog>
    </div>
  );
}
