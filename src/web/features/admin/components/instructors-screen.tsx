import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminInstructor } from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { adminGet, adminSend } from '../api/admin-client';
import { fieldErrorsOf, useAdminAction } from '../hooks/use-admin-action';
import { useLocalTable } from '../hooks/use-local-table';
import { AdminDialog } from './admin-dialog';
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

const blank: Omit<AdminInstructor, 'id'> = { name: '', specialty: '', email: '', phone: '', active: true };

function InstructorForm({ initial, onDone }: { initial: AdminInstructor | null; onDone: () => void }) {
  const [form, setForm] = useState(initial ?? { ...blank, id: '' });
  const save = useAdminAction(
    () =>
      adminSend(
        initial ? 'PUT' : 'POST',
        initial ? `/api/admin/instructors/${initial.id}` : '/api/admin/instructors',
        {
          name: form.name,
          specialty: form.specialty,
          email: form.email || null,
          phone: form.phone || null,
          active: form.active,
        },
      ),
    () => (initial ? 'Instructor updated' : 'Instructor added'),
  );
  const errors = fieldErrorsOf(save.error);
  const set = (k: keyof AdminInstructor, v: string | boolean) => setForm({ ...form, [k]: v });
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
      <Field label="Specialty" error={errors.specialty}>
        <input
          className={inputClass}
          value={form.specialty}
          onChange={(e) => set('specialty', e.target.value)}
          required
        />
      </Field>
      <Field label="Email" hint="Lesson notices 48 hours ahead go here." error={errors.email}>
        <input
          className={inputClass}
          type="email"
          value={form.email ?? ''}
          onChange={(e) => set('email', e.target.value)}
        />
      </Field>
      <Field label="Phone" error={errors.phone}>
        <input
          className={inputClass}
          type="tel"
          value={form.phone ?? ''}
          onChange={(e) => set('phone', e.target.value)}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} />{' '}
        Active (can be scheduled)
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save Instructor
        </Button>
      </div>
    </form>
  );
}

export function InstructorsScreen() {
  const { data, isLoading, error } = useQuery({
    queryKey: ['admin', 'instructors'],
    queryFn: () => adminGet<{ items: AdminInstructor[] }>('/api/admin/instructors'),
  });
  const table = useLocalTable(data?.items, (i) => `${i.name} ${i.specialty} ${i.email ?? ''}`);
  const [editing, setEditing] = useState<AdminInstructor | null | 'new'>(null);
  return (
    <div>
      <ScreenHeader
        title="Instructors"
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> Add Instructor
          </Button>
        }
      />
      <Toolbar searchLabel="Search instructors" search={table.search} onSearch={table.setSearch} />
      <TableState
        loading={isLoading}
        error={error}
        empty={!table.items.length}
        emptyText="No instructors match."
      >
        <table className="min-w-full divide-y divide-slate-200">
          <thead className="bg-slate-50">
            <tr>
              <th className={th}>Name</th>
              <th className={th}>Specialty</th>
              <th className={th}>Contact</th>
              <th className={th}>Status</th>
              <th className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.items.map((i) => (
              <tr key={i.id}>
                <td className={`${td} font-medium`}>{i.name}</td>
                <td className={td}>{i.specialty}</td>
                <td className={td}>
                  <p>{i.email ?? 'No email'}</p>
                  <p className="text-xs text-slate-600">{i.phone}</p>
                </td>
                <td className={td}>
                  <StatusBadge status={i.active ? 'active' : 'inactive'} />
                </td>
                <td className={td}>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing(i)}
                    aria-label={`Edit ${i.name}`}
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
        title={editing === 'new' ? 'Add instructor' : 'Edit instructor'}
      >
        {editing !== null && (
          <InstructorForm initial={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </AdminDialog>
    </div>
  );
}
