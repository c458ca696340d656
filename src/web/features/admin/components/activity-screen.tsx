import { useAdminList } from '../hooks/use-admin-list';
import { when } from './format';
import { Pagination, ScreenHeader, TableState, td, th, Toolbar } from './parts';

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
  const data = list.query.data;
  return (
    <div>
      <ScreenHeader title="Activity" lead="Every admin action: who did what, and when." />
      <Toolbar
        searchLabel="Search by person, action or record"
        search={list.search}
        onSearch={list.setSearch}
      />
      <TableState
        loading={list.query.isLoading}
        error={list.query.error}
        empty={!data?.items.length}
        emptyText="No activity yet."
      >
        <table className="min-w-full divide-y divide-slate-200">
          <thead className="bg-slate-50">
            <tr>
              <th className={th}>When</th>
              <th className={th}>Who</th>
              <th className={th}>Action</th>
              <th className={th}>Details</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data?.items.map((a) => (
              <tr key={a.id}>
                <td className={td}>{when(a.createdAt)}</td>
                <td className={td}>{a.actor}</td>
                <td className={td}>{a.action}</td>
                <td className={`${td} max-w-md break-words font-mono text-xs`}>
                  {a.details ? JSON.stringify(a.details) : (a.entityId ?? '')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableState>
      {data && (
        <Pagination page={list.page} pageSize={data.pageSize} total={data.total} onPage={list.setPage} />
      )}
    </div>
  );
}
