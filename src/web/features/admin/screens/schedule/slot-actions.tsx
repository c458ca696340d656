import { useState } from 'react';
import type { AdminSlot } from '@core/api/admin';
import { formatCents } from '@core/rules/money';
import { AlertDialog } from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { cancelSlot } from '@web/features/admin/api/cancel-slot';
import { useAdminAction } from '@web/features/admin/hooks/use-admin-action';
import { day, time } from '@web/features/admin/shared/format';
import { EditSlotForm } from './edit-slot-form';
import { SlotRoster } from './slot-roster';

/** Roster, edit and cancel for one slot of the schedule. */
export function SlotActions({ slot }: { slot: AdminSlot }) {
  const [mode, setMode] = useState<'edit' | 'roster' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const cancel = useAdminAction(cancelSlot, (done) =>
    done.refundedCents > 0
      ? `Lesson cancelled; ${formatCents(done.refundedCents)} refunded to ${done.bookings} booking(s), and they are being emailed`
      : 'Lesson cancelled; booked customers are being emailed',
  );
  const label = `${day(slot.startTime)} ${time(slot.startTime)}`;
  const close = () => setMode(null);
  return (
    <div className="flex flex-wrap gap-1">
      <Button size="sm" variant="ghost" onClick={() => setMode('roster')} aria-label={`Roster for ${label}`}>
        Roster
      </Button>
      {slot.status !== 'cancelled' && (
        <>
          <Button size="sm" variant="ghost" onClick={() => setMode('edit')} aria-label={`Edit ${label}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            onClick={() => setMode('cancel')}
            aria-label={`Cancel ${label}`}
          >
            Cancel
          </Button>
        </>
      )}
      <Dialog
        open={mode === 'roster'}
        onOpenChange={(o) => !o && close()}
        title={`Roster: ${label}`}
        description={`${slot.instructorName}, ${slot.venueName}`}
      >
        <SlotRoster slotId={slot.id} />
      </Dialog>
      <Dialog open={mode === 'edit'} onOpenChange={(o) => !o && close()} title={`Edit ${label}`}>
        <EditSlotForm slot={slot} onDone={close} />
      </Dialog>
      <AlertDialog
        open={mode === 'cancel'}
        onOpenChange={(o) => !o && close()}
        title={`Cancel ${label}?`}
        description={`${slot.bookedCount} seat(s) booked. Everyone booked gets this lesson's share of their payment back and an email.`}
        confirmText="Cancel Lesson"
        cancelText="Keep Lesson"
        destructive
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate({ id: slot.id, reason }, { onSuccess: close })}
      >
        <Field id={`slot-${slot.id}-cancel-reason`} label="Reason (optional)">
          <Input value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
      </AlertDialog>
    </div>
  );
}
