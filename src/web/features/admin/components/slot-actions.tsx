import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminSlot, CancelSlotResponse } from '@core/api/admin';
import { formatCents } from '@core/rules/money';
import { Button } from '@web/components/ui/button';
import { adminGet, adminSend } from '../api/admin-client';
import { fieldErrorsOf, useAdminAction } from '../hooks/use-admin-action';
import { AdminDialog } from './admin-dialog';
import { day, time } from './format';
import { Field, FormActions, TextField } from './form-parts';
import { inputClass } from './parts';

interface Roster {
  bookings: {
    bookingId: string;
    reference: string;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    seats: number;
    swimmers: string[];
  }[];
}

function RosterList({ slotId }: { slotId: string }) {
  const { data, isLoading } = useQuery({
    queryKey: ['admin', 'roster', slotId],
    queryFn: () => adminGet<Roster>(`/api/admin/slots/${slotId}/roster`),
  });
  if (isLoading) return <p aria-busy="true">Loading...</p>;
  if (!data?.bookings.length) return <p className="text-slate-600">No one is booked on this lesson.</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {data.bookings.map((b) => (
        <li key={b.bookingId} className="py-2">
          <p className="font-medium">
            {b.customerName} ({b.seats} seat{b.seats === 1 ? '' : 's'}), {b.reference}
          </p>
          <p className="text-slate-600">
            {b.customerEmail}
            {b.customerPhone ? `, ${b.customerPhone}` : ''}
          </p>
          {b.swimmers.length > 0 && <p className="text-slate-600">Swimmers: {b.swimmers.join(', ')}</p>}
        </li>
      ))}
    </ul>
  );
}

/** Edit, roster and cancel for one slot of the schedule. */
export function SlotActions({ slot }: { slot: AdminSlot }) {
  const [mode, setMode] = useState<'edit' | 'roster' | 'cancel' | null>(null);
  const [capacity, setCapacity] = useState(slot.capacity);
  const [price, setPrice] = useState((slot.basePriceCents / 100).toFixed(2));
  const [status, setStatus] = useState(slot.status === 'unavailable' ? 'unavailable' : 'available');
  const [reason, setReason] = useState('');
  const save = useAdminAction(
    () =>
      adminSend('PATCH', `/api/admin/slots/${slot.id}`, {
        capacity,
        basePriceCents: Math.round(Number(price) * 100),
        status,
      }),
    () => 'Lesson slot updated',
  );
  const cancel = useAdminAction(
    () => adminSend<CancelSlotResponse>('POST', `/api/admin/slots/${slot.id}/cancel`, { reason }),
    (done) =>
      done.refundedCents > 0
        ? `Lesson cancelled; ${formatCents(done.refundedCents)} refunded to ${done.bookings} booking(s), and they are being emailed`
        : 'Lesson cancelled; booked customers are being emailed',
  );
  const errors = fieldErrorsOf(save.error);
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
      <AdminDialog
        open={mode === 'roster'}
        onOpenChange={(o) => !o && close()}
        title={`Roster: ${label}`}
        description={`${slot.instructorName}, ${slot.venueName}`}
      >
        <RosterList slotId={slot.id} />
      </AdminDialog>
      <AdminDialog open={mode === 'edit'} onOpenChange={(o) => !o && close()} title={`Edit ${label}`}>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(undefined, { onSuccess: close });
          }}
        >
          <TextField
            label="Capacity"
            error={errors.capacity}
            hint={`${slot.bookedCount} seat(s) taken`}
            type="number"
            min={1}
            max={50}
            value={capacity}
            onValue={(v) => setCapacity(Number(v))}
          />
          <TextField
            label="Price per swimmer (USD)"
            error={errors.basePriceCents}
            type="number"
            min={0}
            step="0.01"
            value={price}
            onValue={setPrice}
          />
          <Field label="Status">
            <select className={inputClass} value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="available">Available (bookable)</option>
              <option value="unavailable">Unavailable (hidden from booking)</option>
            </select>
          </Field>
          <FormActions onCancel={close} submitText="Save Changes" disabled={save.isPending} />
        </form>
      </AdminDialog>
      <AdminDialog
        open={mode === 'cancel'}
        onOpenChange={(o) => !o && close()}
        title={`Cancel ${label}?`}
        description={`${slot.bookedCount} seat(s) booked. Everyone booked gets this lesson's share of their payment back and an email.`}
      >
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            cancel.mutate(undefined, { onSuccess: close });
          }}
        >
          <TextField label="Reason (optional)" value={reason} onValue={setReason} />
          <FormActions
            onCancel={close}
            cancelText="Keep Lesson"
            submitText="Cancel Lesson"
            submitVariant="destructive"
            disabled={cancel.isPending}
          />
        </form>
      </AdminDialog>
    </div>
  );
}
