import { useState } from 'react';
import type { AdminLessonRequest } from '@core/api/admin';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/textarea';
import { approveLessonRequest } from '@web/features/admin/api/approve-lesson-request';
import { declineLessonRequest } from '@web/features/admin/api/decline-lesson-request';
import { useAdminAction } from '@web/features/admin/hooks/use-admin-action';
import { FormActions } from '@web/features/admin/shared/form-actions';

/** The owner's answer to one lesson request, asked from its row. */
export type Decision = { request: AdminLessonRequest; kind: 'approve' | 'decline' };

/** Approves (booking the seats) or declines a request, with a message to the customer (needed to decline). */
export function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const action = useAdminAction(
    (d: Decision) =>
      d.kind === 'approve'
        ? approveLessonRequest({ id: d.request.id, message })
        : declineLessonRequest({ id: d.request.id, message }),
    (r) =>
      'bookingReference' in r && r.bookingReference
        ? `Approved: booking ${r.bookingReference} created`
        : decision?.kind === 'approve'
          ? 'Request approved'
          : 'Request declined',
  );
  if (!decision) return null;
  const approving = decision.kind === 'approve';
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`${approving ? 'Approve' : 'Decline'} ${decision.request.requestCode}`}
      description={
        approving
          ? 'Availability is checked again when you approve; the seats are then booked and the customer is emailed.'
          : 'The customer is emailed your message.'
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          action.mutate(decision, {
            onSuccess: () => {
              setMessage('');
              onClose();
            },
          });
        }}
        className="space-y-4"
      >
        <Field
          id="decision-message"
          label={approving ? 'Message to the customer (optional)' : 'Message to the customer'}
        >
          <Textarea
            rows={4}
            value={message}
            required={!approving}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>
        <FormActions
          onCancel={onClose}
          submitText={approving ? 'Approve Request' : 'Decline Request'}
          submitVariant={approving ? 'default' : 'destructive'}
          disabled={action.isPending || (!approving && !message.trim())}
        />
      </form>
    </Dialog>
  );
}
