import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminInstructor } from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { adminSend } from '../api/admin-client';
import { fieldErrorsOf, useAdminAction } from '../hooks/use-admin-action';
import { useLocalTable } from '../hooks/use-local-table';
import { DataTable } from './data-table';
import { CheckboxField, FormActions, TextField } from './form-parts';
import { ScreenHeader, StatusBadge, td, Toolbar } from './parts';
import { EditButton, EditorDialog, type Editing } from './record-editor';

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
        hint="Lesson notices 48 hours ahead go here."
        error={errors.email}
        type="email"
        value={form.email ?? ''}
        onValue={(v) => set('email', v)}
      />
      <TextField
        label="Phone"
        error={errors.phone}
        type="tel"
        value={form.phone ?? ''}
        onValue={(v) => set('phone', v)}
      />
      <CheckboxField
        label="Active (can be scheduled)"
        checked={form.active}
        onChecked={(v) => set('active', v)}
      />
      <FormActions onCancel={onDone} submitText="Save Instructor" disabled={save.isPending} />
    </form>
  );
}

export function InstructorsScreen() {
  const table = useLocalTable<AdminInstructor>(
    'instructors',
    (i) => `${i.name} ${i.specialty} ${i.email ?? ''}`,
  );
  const [editing, setEditing] = useState<Editing<AdminInstructor>>(null);
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
      <Toolbar searchLabel="Search instructors" {...table.filters} />
      <DataTable
        columns={['Name', 'Specialty', 'Contact', 'Status']}
        actions
        emptyText="No instructors match."
        results={table.results}
      >
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
              <EditButton name={i.name} onClick={() => setEditing(i)} />
            </td>
          </tr>
        ))}
      </DataTable>
      <EditorDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={{ add: 'Add instructor', edit: 'Edit instructor' }}
        form={(initial) => <InstructorForm initial={initial} onDone={() => setEditing(null)} />}
      />
    </div>
  );
}
