import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminBookingDetail, AdminBookingRow } from '@core/api/admin';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { Button } from '@web/components/ui/button';
import { adminGet, adminSend } from '../api/admin-client';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminDialog } from './admin-dialog';
import { DataTable } from './data-table';
import { dollars, humanize, time, when } from './format';
import { TextField } from './form-parts';
import { ScreenHeader, StatusBadge, td, Toolbar } from './parts';

const HOUR = 3_600_000;

function BookingDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, error } = useQuery({
    queryKey: ['admin', 'booking', id],
    queryFn: () => adminGet<AdminBookingDetail>(`/api/admin/bookings/${id}`),
  });
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const cancel = useAdminAction(
    () => adminSend<{ refundedCents: number }>('POST', `/api/admin/bookings/${id}/cancel`, { reason }),
    (r) =>
      r.refundedCents > 0 ? `Booking cancelled; ${dollars(r.refundedCents)} refunded` : 'Booking cancelled',
  );
  const cancellable = data && (data.status === 'confirmed' || data.status === 'pending_payment');
  const refundable = data?.firstLessonAt
    ? new Date(data.firstLessonAt).getTime() - Date.now() > 24 * HOUR
    : false;
  return (
    <AdminDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={data ? `Booking ${data.reference}` : 'Booking'}
      wide
    >
      {error && (
        <p role="alert" className="text-red-700">
          {error instanceof Error ? error.message : 'Could not load the booking.'}
        </p>
      )}
      {!data && !error && <p aria-busy="true">Loading...</p>}
      {data && (
        <div className="space-y-4 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={data.status} />{' '}
            <span>
              {lessonTypeLabel(data.lessonType)}, {data.swimmersCount} swimmer(s)
            </span>
          </div>
          <dl className="grid gap-2 sm:grid-cols-2">
            <div>
              <dt className="font-medium text-slate-600">Customer</dt>
              <dd>
                {data.customerName}
                <br />
                {data.customerEmail}
                <br />
                {data.customerPhone}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">Emergency contact</dt>
              <dd>
                {data.emergencyName} ({data.emergencyPhone})
                {data.emergencyRelationship ? `, ${humanize(data.emergencyRelationship)}` : ''}
              </dd>
            </div>
          </dl>
          <section>
            <h3 className="font-semibold text-ocean-900">Lessons</h3>
            <ul className="mt-1 list-disc pl-5">
              {data.lessons.map((l) => (
                <li key={l.slotId}>
                  {when(l.startTime)}-{time(l.endTime)}, {l.instructorName}, {l.venueName} ({l.seats} seat
                  {l.seats === 1 ? '' : 's'})
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="font-semibold text-ocean-900">Swimmers</h3>
            {data.swimmers.length ? (
              <ul className="mt-1 list-disc pl-5">
                {data.swimmers.map((s, i) => (
                  <li key={i}>
                    {s.name}, {humanize(s.ageGroup)}, level {s.level}
                    {s.goals ? `; goals: ${s.goals}` : ''}
                    {s.healthConsiderations ? `; health: ${s.healthConsiderations}` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">No swimmer details were collected.</p>
            )}
          </section>
          <section>
            <h3 className="font-semibold text-ocean-900">Price</h3>
            <p>
              Subtotal {dollars(data.subtotalCents)}, travel {dollars(data.travelFeesCents)}, add-ons{' '}
              {dollars(data.addOnsCents)}, discount {dollars(data.discountCents)}
              {data.couponCode ? ` (${data.couponCode})` : ''}, taxes {dollars(data.taxesCents)}:{' '}
              <strong>total {dollars(data.totalCents)}</strong>
            </p>
          </section>
          <section>
            <h3 className="font-semibold text-ocean-900">Payments</h3>
            {data.payments.length ? (
              <ul className="mt-1 list-disc pl-5">
                {data.payments.map((p) => (
                  <li key={p.intentId}>
                    {dollars(p.amountCents)} via {p.gateway}, {humanize(p.status)}
                    {p.refundedCents ? `, ${dollars(p.refundedCents)} refunded` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">No online payment (paid at the lesson).</p>
            )}
          </section>
          {data.specialRequests && (
            <p>
              <span className="font-medium">Notes:</span> {data.specialRequests}
            </p>
          )}
          {data.cancelReason && (
            <p>
              <span className="font-medium">Cancelled:</span> {data.cancelReason}
            </p>
          )}
          {cancellable && !confirming && (
            <Button variant="destructive" onClick={() => setConfirming(true)}>
              Cancel Booking
            </Button>
          )}
          {cancellable && confirming && (
            <form
              className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3"
              onSubmit={(e) => {
                e.preventDefault();
                cancel.mutate(undefined, { onSuccess: onClose });
              }}
            >
              <p>
                {refundable
                  ? 'The first lesson is more than 24 hours away: the payment is refunded in full.'
                  : 'The first lesson is less than 24 hours away: no refund is made (FAQ policy).'}
              </p>
              <TextField label="Reason (sent to the customer)" value={reason} onValue={setReason} />
              <div className="flex gap-2">
                <Button type="submit" variant="destructive" disabled={cancel.isPending}>
                  Confirm Cancellation
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  Keep Booking
                </Button>
              </div>
            </form>
          )}
        </div>
      )}
    </AdminDialog>
  );
}

export function BookingsScreen() {
  const list = useAdminList<AdminBookingRow>('/api/admin/bookings');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div>
      <ScreenHeader title="Bookings" lead="Every booking with its lessons, swimmers and payments." />
      <Toolbar
        searchLabel="Search by reference, name or email"
        {...list.filters}
        statuses={['confirmed', 'pending_payment', 'cancelled', 'refunded', 'expired', 'voided']}
      />
      <DataTable
        columns={['Reference', 'Customer', 'First lesson', 'Total', 'Status']}
        emptyText="No bookings match."
        results={list.results}
      >
        {list.items.map((b) => (
          <tr key={b.id}>
            <td className={td}>
              <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setOpen(b.id)}>
                {b.reference}
              </Button>
              <p className="text-xs text-slate-600">
                {lessonTypeLabel(b.lessonType)}, {b.swimmersCount} swimmer(s)
              </p>
            </td>
            <td className={td}>
              <p>{b.customerName}</p>
              <p className="text-xs text-slate-600">{b.customerEmail}</p>
            </td>
            <td className={td}>{when(b.firstLessonAt)}</td>
            <td className={td}>{dollars(b.totalCents)}</td>
            <td className={td}>
              <StatusBadge status={b.status} />
            </td>
          </tr>
        ))}
      </DataTable>
      {open && <BookingDetail id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
