import { Download } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { queryString } from '../api/admin-client';
import { useAdminList } from '../hooks/use-admin-list';
import { DataTable } from './data-table';
import { humanize, when } from './format';
import { ScreenHeader, td, Toolbar } from './parts';

interface Lead {
  id: string;
  name: string;
  email: string;
  resource: string;
  trigger: string | null;
  source: string | null;
  utm: string | null;
  createdAt: string;
}

export function LeadsScreen() {
  const list = useAdminList<Lead>('/api/admin/leads');
  return (
    <div>
      <ScreenHeader
        title="Leads"
        lead="People who asked for the free checklist."
        actions={
          <a
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            href={`/api/admin/leads.csv${queryString({ search: list.params.search })}`}
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
