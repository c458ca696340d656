import { Download } from 'lucide-react';
import { MESSAGE_STATUSES } from '@core/api/admin';
import { buttonVariants } from '@web/components/ui/button';
import { adminSend, queryString } from '../api/admin-client';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminList } from '../hooks/use-admin-list';
import { humanize, when } from './format';
import { inputClass, Pagination, ScreenHeader, TableState, td, th, Toolbar } from './parts';

interface Message {
  id: string;
  name: string;
  email: string;
  message: string;
  channel: string;
  status: string;
  createdAt: string;
}

export function MessagesScreen() {
  const list = useAdminList<Message>('/api/admin/messages');
  const setStatus = useAdminAction(
    (v: { id: string; status: string }) =>
      adminSend('POST', `/api/admin/messages/${v.id}/status`, { status: v.status }),
    () => 'Message updated',
  );
  const data = list.query.data;
  return (
    <div>
      <ScreenHeader
        title="Messages"
        lead="Messages from the contact form. Reply by email, then mark them replied."
        actions={
          <a
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            href={`/api/admin/messages.csv${queryString({ search: list.params.search, status: list.params.status })}`}
            download
          >
            <Download aria-hidden="true" /> Export CSV
          </a>
        }
      />
      <Toolbar
        searchLabel="Search by name, email or text"
        search={list.search}
        onSearch={list.setSearch}
        status={list.status}
        onStatus={list.setStatus}
        statuses={MESSAGE_STATUSES}
      />
      <TableState
        loading={list.query.isLoading}
        error={list.query.error}
        empty={!data?.items.length}
        emptyText="No messages match."
      >
        <table className="min-w-full divide-y divide-slate-200">
          <thead className="bg-slate-50">
            <tr>
              <th className={th}>From</th>
              <th className={th}>Message</th>
              <th className={th}>Received</th>
              <th className={th}>Status</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data?.items.map((m) => (
              <tr key={m.id}>
                <td className={td}>
                  <p className="font-medium">{m.name}</p>
                  <a className="text-xs text-ocean-700 underline" href={`mailto:${m.email}`}>
                    {m.email}
                  </a>
                </td>
                <td className={`${td} max-w-md whitespace-pre-wrap break-words`}>{m.message}</td>
                <td className={td}>{when(m.createdAt)}</td>
                <td className={td}>
                  <select
                    aria-label={`Status of the message from ${m.name}`}
                    className={inputClass}
                    value={m.status}
                    onChange={(e) => setStatus.mutate({ id: m.id, status: e.target.value })}
                  >
                    {MESSAGE_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {humanize(s)}
                      </option>
                    ))}
                  </select>
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
