import { useState } from 'react';
import type { AdminBookingDetail, AdminBookingLesson } from '@core/api/admin';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { Button } from '@web/components/ui/button';
import { useAdminBooking } from '../api/get-admin-booking';
import { useBusinessPolicies } from '../api/get-business-policies';
import { cancelAdminBooking } from '../api/cancel-admin-booking';
import { useAdminAction } from '../hooks/use-admin-action';
import { AdminDialog } from './admin-dialog';
import { actorLabel, dollars, humanize, time, when } from './format';
import { TextField } from './form-parts';
import { StatusBadge } from './parts';

const HOUR = 3_600_000;
const heading = 'font-semibold text-ocean-900';

/** One lesson with its state: cancelled (and why) or moved (and from when). */
function LessonLine({ lesson: l }: { lesson: AdminBookingLesson }) {
  return (
    <li>
      <span className={l.cancelledAt ? 'text-slate-600 line-through' : undefined}>
        {when(l.startTime)}-{time(l.endTime)}, {l.instructorName}, {l.venueName} ({l.seats} seat
        {l.seats === 1 ? '' : 's'})
      </span>{' '}
      {l.cancelledAt && <StatusBadge status="cancelled" />}
      {!l.cancelledAt && l.movedFrom.length > 0 && <StatusBadge status="moved" />}
      {l.cancelledAt && (
        <span className="block text-xs text-slate-700">
          Cancelled {when(l.cancelledAt)}
          {l.cancelReason ? `: ${l.cancelReason}` : ''}
        </span>
      )}
      {l.movedFrom.length > 0 && (
        <span className="block text-xs text-slate-700">
          Moved from {l.movedFrom.map((m) => when(m.startTime)).join(', then from ')}
        </span>
      )}
    </li>
  );
}

/** The audit log's entries for the booking, newest first: what happened, when and who did it. */
function History({ entries }: { entries: AdminBookingDetail['history'] }) {
  return (
    <section aria-labelledby="booking-history">
      <h3 id="booking-history" className={heading}>
        History
      </h3>
      {entries.length ? (
        <ol className="mt-2 space-y-2">
          {entries.map((h) => (
            <li key={h.id} className="border-l-2 border-ocean-200 pl-3">
              <p>{h.summary}</p>
              <p className="text-xs text-slate-600">
                <time dateTime={h.createdAt}>{when(h.createdAt)}</time> by {actorLabel(h.actor)}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-600">Nothing recorded yet.</p>
      )}
    </section>
  );
}

function CancelBooking({ data, onDone }: { data: AdminBookingDetail; onDone: () => void }) {
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
  );
}

function DetailBody({ data, onClose }: { data: AdminBookingDetail; onClose: () => void }) {
  const cancellable = data.status === 'confirmed' || data.status === 'pending_payment';
  return (
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
          <dd className="break-words">
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
        <h3 className={heading}>Lessons</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {data.lessons.map((l) => (
            <LessonLine key={l.lessonId} lesson={l} />
          ))}
        </ul>
      </section>
      <section>
        <h3 className={heading}>Swimmers</h3>
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
        <h3 className={heading}>Price</h3>
        <p>
          Subtotal {dollars(data.subtotalCents)}, travel {dollars(data.travelFeesCents)}, add-ons{' '}
          {dollars(data.addOnsCents)}, discount {dollars(data.discountCents)}
          {data.couponCode ? ` (${data.couponCode})` : ''}, taxes {dollars(data.taxesCents)}:{' '}
          <strong>total {dollars(data.totalCents)}</strong>
        </p>
      </section>
      <section>
        <h3 className={heading}>Payments</h3>
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
      <History entries={data.history} />
      {cancellable && <CancelBooking data={data} onDone={onClose} />}
    </div>
  );
}

export function BookingDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, error } = useAdminBooking(id);
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
      {data && <DetailBody data={data} onClose={onClose} />}
    </AdminDialog>
  );
}
