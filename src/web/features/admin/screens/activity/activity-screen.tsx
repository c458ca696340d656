import { listAuditEntries } from '@web/features/admin/api/list-audit-entries';
import { useAdminList } from '@web/features/admin/hooks/use-admin-list';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { when } from '@web/features/admin/shared/format';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { Toolbar } from '@web/features/admin/shared/toolbar';

export function ActivityScreen() {
  const list = useAdminList('audit', listAuditEntries, 30);
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
