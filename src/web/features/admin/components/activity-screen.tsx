import { useAdminList } from '../hooks/use-admin-list';
import { DataTable } from './data-table';
import { when } from './format';
import { ScreenHeader, td, Toolbar } from './parts';

interface Entry {
  id: string;
  actor: string;
  action: string;
  entityType: string | null;
  entityId: string | null;
  details: unknown;
  createdAt: string;
}

export function ActivityScreen() {
  const list = useAdminList<Entry>('/api/admin/audit', 30);
  return (
    <div>
      <ScreenHeader title="Activity" lead="Every admin action: who did what, and when." />
      <Toolbar searchLabel="Search by person, action or record" {...list.filters} />
      <DataTable
        columns={['When', 'Who', 'Action', 'Details']}
        emptyText="No activity yet."
        results={list.results}
      >
        {list.items.map((a) => (
          <tr key={a.id}>
            <td className={td}>{when(a.createdAt)}</td>
            <td className={td}>{a.actor}</td>
            <td className={td}>{a.action}</td>
            <td className={`${td} max-w-md break-words font-mono text-xs`}>
              {a.details ? JSON.stringify(a.details) : (a.entityId ?? '')}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
