import { Download } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { queryString } from '../api/admin-client';
import { useAdminList } from '../hooks/use-admin-list';
import { humanize, when } from './format';
import { Pagination, ScreenHeader, TableState, td, th, Toolbar } from './parts';

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
  const data = list.query.data;
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
      <Toolbar searchLabel="Search by name, email or source" search={list.search} onSearch={list.setSearch} />
      <TableState
        loading={list.query.isLoading}
        error={list.query.error}
        empty={!data?.items.length}
        emptyText="No leads yet."
      >
        <table className="min-w-full divide-y divide-slate-200">
          <thead className="bg-slate-50">
            <tr>
              <th className={th}>Name</th>
              <th className={th}>Email</th>
              <th className={th}>Resource</th>
              <th className={th}>From</th>
              <th className={th}>Signed up</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data?.items.map((l) => (
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
          </tbody>
        </table>
      </TableState>
      {data && (
        <Pagination page={list.page} pageSize={data.pageSize} total={data.total} onPage={list.setPage} />
      )}
    </div>
  );
}
