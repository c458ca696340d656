import { Download } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { leadsCsvUrl } from '@web/features/admin/api/leads-csv-url';
import { listLeads } from '@web/features/admin/api/list-leads';
import { useAdminList } from '@web/features/admin/hooks/use-admin-list';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { humanize, when } from '@web/features/admin/shared/format';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { Toolbar } from '@web/features/admin/shared/toolbar';

export function LeadsScreen() {
  const list = useAdminList('leads', listLeads);
  return (
    <div>
      <ScreenHeader
        title="Leads"
        lead="People who asked for the free checklist."
        actions={
          <a
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            href={leadsCsvUrl(list.params)}
            download
          >
            <Download aria-hidden="true" /> Export CSV
          </a>
        }
      />
      <Toolbar searchLabel="Search by name, email or source" {...list.filters} />
      <DataTable
        columns={['Name', 'Email', 'Resource', 'From', 'Signed up']}
        emptyText="No leads yet."
        results={list.results}
      >
        {list.items.map((l) => (
          <tr key={l.id}>
            <td className={td}>{l.name}</td>
            <td className={td}>{l.email}</td>
            <td className={td}>{humanize(l.resource)}</td>
            <td className={td}>
              {[l.trigger && humanize(l.trigger), l.utm].filter(Boolean).join(', ') || '—'}
            </td>
            <td className={td}>{when(l.createdAt)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
