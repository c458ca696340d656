import { Download } from 'lucide-react';
import { MESSAGE_STATUSES } from '@core/api/admin';
import { buttonVariants } from '@web/components/ui/button';
import { adminSend, queryString } from '../api/admin-client';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminList } from '../hooks/use-admin-list';
import { DataTable } from './data-table';
import { humanize, when } from './format';
import { inputClass, ScreenHeader, td, Toolbar } from './parts';

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
      <Toolbar searchLabel="Search by name, email or text" {...list.filters} statuses={MESSAGE_STATUSES} />
      <DataTable
        columns={['From', 'Message', 'Received', 'Status']}
        emptyText="No messages match."
        results={list.results}
      >
        {list.items.map((m) => (
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
      </DataTable>
    </div>
  );
}
