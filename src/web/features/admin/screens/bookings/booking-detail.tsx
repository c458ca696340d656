import { DocumentStates } from '@web/features/admin/shared/document-states';
import type { AdminBookingDetail, AdminBookingLesson } from '@core/api/admin';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { Dialog } from '@web/components/ui/dialog';
import { useAdminBooking } from '@web/features/admin/api/get-admin-booking';
import { actorLabel, dollars, humanize, time, when } from '@web/features/admin/shared/format';
import { StatusBadge } from '@web/features/admin/shared/status-badge';
import { CancelBooking } from './cancel-booking';

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
                <DocumentStates lines={s.documents} />
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

/** One booking over the bookings list, as `/admin/bookings/<id>` opens it. */
export function BookingDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, error } = useAdminBooking(id);
  return (
    <Dialog
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
    </Dialog>
  );
}
