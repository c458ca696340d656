import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OUTBOX_STATUSES, type OutboxMessageSummary } from '@core/api/email';
import { Button } from '@web/components/ui/button';
import { listOutboxMessages } from '@web/features/admin/api/list-outbox-messages';
import { useRetryOutboxMessage } from '@web/features/admin/api/retry-outbox-message';
import { useAdminList } from '@web/features/admin/hooks/use-admin-list';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { humanize, when } from '@web/features/admin/shared/format';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { StatusBadge } from '@web/features/admin/shared/status-badge';
import { Toolbar } from '@web/features/admin/shared/toolbar';
import { EmailTemplatePreviews } from './email-template-previews';

/** A parked message: the mail server's reason, and a way to send it again once the cause is fixed. */
function SendAgain({ message }: { message: OutboxMessageSummary }) {
  const retry = useRetryOutboxMessage();
  return (
    <Button
      variant="outline"
      size="sm"
      className="mt-2"
      disabled={retry.isPending}
      aria-label={`Send again to ${message.toAddress}`}
      onClick={() => retry.mutate(message.id)}
    >
      Send Again
    </Button>
  );
}

const isOutboxStatus = (value: string | null): value is (typeof OUTBOX_STATUSES)[number] =>
  (OUTBOX_STATUSES as readonly (string | null)[]).includes(value);

export function EmailsScreen() {
  const [params] = useSearchParams();
  const linked = params.get('status');
  const list = useAdminList('outbox', listOutboxMessages, 20, isOutboxStatus(linked) ? linked : '');
  const [previewing, setPreviewing] = useState(false);
  return (
    <div>
      <ScreenHeader
        title="Emails"
        lead="Every message the site queued, and whether it was delivered."
        actions={
          <Button variant="outline" size="sm" onClick={() => setPreviewing(true)}>
            Preview Templates
          </Button>
        }
      />
      <Toolbar searchLabel="Search by recipient or subject" {...list.filters} statuses={OUTBOX_STATUSES} />
      <DataTable
        columns={['To', 'Subject', 'Queued', 'Delivery']}
        emptyText="No emails match."
        results={list.results}
      >
        {list.items.map((o) => (
          <tr key={o.id}>
            <td className={td}>{o.toAddress}</td>
            <td className={td}>
              <p>{o.subject}</p>
              <p className="text-xs text-slate-600">{humanize(o.kind)}</p>
            </td>
            <td className={td}>{when(o.createdAt)}</td>
            <td className={td}>
              <StatusBadge status={o.status} />
              {o.sentAt && <p className="text-xs">Sent {when(o.sentAt)}</p>}
              {o.lastError && <p className="max-w-xs text-xs text-slate-600">{o.lastError}</p>}
              {o.attempts > 0 && <p className="text-xs text-slate-600">{o.attempts} attempt(s)</p>}
              {o.status === 'parked' && <SendAgain message={o} />}
            </td>
          </tr>
        ))}
      </DataTable>
      {previewing && <EmailTemplatePreviews onClose={() => setPreviewing(false)} />}
    </div>
  );
}
