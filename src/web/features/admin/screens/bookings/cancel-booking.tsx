import { useState } from 'react';
import type { AdminBookingDetail } from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { cancelAdminBooking } from '@web/features/admin/api/cancel-admin-booking';
import { useBusinessPolicies } from '@web/features/admin/api/get-business-policies';
import { useAdminAction } from '@web/features/admin/hooks/use-admin-action';
import { dollars } from '@web/features/admin/shared/format';

const HOUR = 3_600_000;

/**
 * Cancel Booking, then the owner's confirmation with a reason: it says first whether what was paid goes back to the
 * card under the refund notice policy.
 */
export function CancelBooking({ data, onDone }: { data: AdminBookingDetail; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const hours = useBusinessPolicies().data?.cancelNoticeHours ?? 24;
  const cancel = useAdminAction(cancelAdminBooking, (r) =>
    r.refundedCents > 0 ? `Booking cancelled; ${dollars(r.refundedCents)} refunded` : 'Booking cancelled',
  );
  const refundable = data.firstLessonAt
    ? new Date(data.firstLessonAt).getTime() - Date.now() > hours * HOUR
    : false;
  if (!confirming)
    return (
      <Button variant="destructive" onClick={() => setConfirming(true)}>
        Cancel Booking
      </Button>
    );
  return (
    <form
      className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        cancel.mutate({ id: data.id, reason }, { onSuccess: onDone });
      }}
    >
      <p>
        {refundable
          ? `The first lesson still booked is more than ${hours} hours away: what was paid and not yet refunded goes back to the card.`
          : `The first lesson still booked is ${hours} hours away or less: no refund is made (your refund notice policy).`}
      </p>
      <Field id="cancel-booking-reason" label="Reason (sent to the customer)">
        <Input value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          Confirm Cancellation
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)}>
          Keep Booking
        </Button>
      </div>
    </form>
  );
}
