import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OUTBOX_STATUSES, type EmailPreviewList, type OutboxMessageSummary } from '@core/api/email';
import { Button } from '@web/components/ui/button';
import { adminGet } from '../api/admin-client';
import { useRetryOutboxMessage } from '../api/retry-outbox-message';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminDialog } from './admin-dialog';
import { DataTable } from './data-table';
import { humanize, when } from './format';
import { ScreenHeader, StatusBadge, td, Toolbar } from './parts';

function TemplatePreviews({ onClose }: { onClose: () => void }) {
  const { data, isLoading } = useQuery({
    queryKey: ['admin', 'email-previews'],
    queryFn: () => adminGet<EmailPreviewList>('/api/admin/email/previews'),
  });
  const [index, setIndex] = useState(0);
  const preview = data?.previews[index];
  return (
    <AdminDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Email templates"
      description="Every message customers and instructors receive, with sample data."
      wide
    >
      {isLoading && <p aria-busy="true">Loading...</p>}
      {data && (
        <div className="space-y-3">
          <label className="block text-sm font-medium">
            Template
            <select
              className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2"
              value={index}
              onChange={(e) => setIndex(Number(e.target.value))}
            >
              {data.previews.map((p, i) => (
                <option key={p.kind} value={i}>
                  {humanize(p.kind)}
                </option>
              ))}
            </select>
          </label>
          {preview && (
            <>
              <p className="text-sm">
                <span className="font-medium">Subject:</span> {preview.subject}
              </p>
              {/* Rendered with no scripts and no same-origin access: the sandbox keeps the message inert. */}
              <iframe
                title={`Preview: ${preview.subject}`}
                sandbox=""
                srcDoc={preview.html}
                className="h-96 w-full rounded-lg border border-slate-200"
              />
            </>
          )}
        </div>
      )}
    </AdminDialog>
  );
}

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
  const list = useAdminList<OutboxMessageSummary>(
    '/api/admin/outbox',
    20,
    isOutboxStatus(linked) ? linked : '',
  );
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
      {previewing && <TemplatePreviews onClose={() => setPreviewing(false)} />}
    </div>
  );
}
