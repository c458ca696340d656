import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminVenue } from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { useAdminVenues } from '@web/features/admin/api/get-admin-venues';
import { useLocalTable } from '@web/features/admin/hooks/use-local-table';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { dollars, humanize } from '@web/features/admin/shared/format';
import { EditButton, EditorDialog, type Editing } from '@web/features/admin/shared/record-editor';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { StatusBadge } from '@web/features/admin/shared/status-badge';
import { Toolbar } from '@web/features/admin/shared/toolbar';
import { VenueForm } from './venue-form';

export function VenuesScreen() {
  const table = useLocalTable(
    useAdminVenues(),
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
