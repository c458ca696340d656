import { Download } from 'lucide-react';
import { MESSAGE_STATUSES } from '@core/api/admin';
import { buttonVariants } from '@web/components/ui/button';
import { Select } from '@web/components/ui/select';
import { listMessages } from '@web/features/admin/api/list-messages';
import { messagesCsvUrl } from '@web/features/admin/api/messages-csv-url';
import { setMessageStatus } from '@web/features/admin/api/set-message-status';
import { useAdminAction } from '@web/features/admin/hooks/use-admin-action';
import { useAdminList } from '@web/features/admin/hooks/use-admin-list';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { humanize, when } from '@web/features/admin/shared/format';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { Toolbar } from '@web/features/admin/shared/toolbar';

type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export function MessagesScreen() {
  const list = useAdminList('messages', listMessages);
  const setStatus = useAdminAction(setMessageStatus, () => 'Message updated');
  return (
    <div>
      <ScreenHeader
        title="Messages"
        lead="Messages from the contact form. Reply by email, then mark them replied."
        actions={
          <a
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            href={messagesCsvUrl(list.params)}
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
              <Select
                aria-label={`Status of the message from ${m.name}`}
                className="mt-0"
                value={m.status}
                onChange={(e) => setStatus.mutate({ id: m.id, status: e.target.value as MessageStatus })}
              >
                {MESSAGE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {humanize(s)}
                  </option>
                ))}
              </Select>
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
