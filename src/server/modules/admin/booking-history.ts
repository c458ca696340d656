/**
 * A booking's history for the owner: each audit entry about it as one sentence. The ledger writes the entries
 * (`booking.<event>` for the lifecycle, `lesson.*` for changes to single lessons); an action not known here is
 * shown by its name, so a new kind of entry is never hidden.
 */
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { formatCents } from '@core/rules/money';
import { formatInZone } from '@core/rules/timezones';

export interface HistoryEntry {
  action: string;
  details: unknown;
}

/** Reads what an entry's details say, whatever their shape: a missing or mistyped field is simply absent. */
function fieldsOf(details: unknown) {
  const d = details && typeof details === 'object' ? (details as Record<string, unknown>) : {};
  const text = (key: string) =>
    typeof d[key] === 'string' && d[key] !== '' ? (d[key] as string) : undefined;
  const cents = (key: string) =>
    typeof d[key] === 'number' && Number.isInteger(d[key]) ? (d[key] as number) : undefined;
  const count = (key: string) => (Array.isArray(d[key]) ? (d[key] as unknown[]).length : undefined);
  return { text, cents, count };
}

/** The slot ids an entry names, so their times can be read in one go. */
export function slotIdsOf(entries: readonly HistoryEntry[]): string[] {
  const ids = entries.flatMap((e) => {
    const { text } = fieldsOf(e.details);
    return [text('slotId'), text('fromSlotId'), text('toSlotId')];
  });
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}

const lessons = (n: number) => (n === 1 ? 'a lesson' : `${n} lessons`);

/** One sentence for an entry; `startOf` gives a slot's start when it is known. */
export function historySentence(entry: HistoryEntry, startOf: (slotId: string) => Date | undefined): string {
  const { text, cents, count } = fieldsOf(entry.details);
  const when = (key: string) => {
    const id = text(key);
    const start = id ? startOf(id) : undefined;
    return start ? formatInZone(start, DEFAULT_TIME_ZONE, 'EEE, MMM d, yyyy, h:mm a') : 'another time';
  };
  const refunded = cents('refundedCents') ?? 0;
  const refund = refunded > 0 ? `${formatCents(refunded)} refunded` : 'no refund';
  const reason = text('reason') ? ` (${text('reason')})` : '';
  switch (entry.action) {
    case 'booking.checkout_started': {
      const total = cents('totalCents');
      const coupon = text('couponCode') ? ` with coupon ${text('couponCode')}` : '';
      return `Checkout started${total === undefined ? '' : ` for ${formatCents(total)}`}${coupon}`;
    }
    case 'booking.paid':
      return 'Paid online: booking confirmed';
    case 'booking.paid_too_late':
      return 'Payment arrived after the lesson times were lost: refunded in full';
    case 'booking.hold_expired':
      return 'The hold on the lesson times ended before payment';
    case 'booking.checkout_voided':
      return `Checkout called off before payment${reason}`;
    case 'booking.request_approved':
      return `Booked from lesson request ${text('requestCode') ?? ''}`.trim();
    case 'booking.cancel_with_refund':
    case 'booking.cancel_without_refund': {
      if (text('via') === 'lesson.cancelled_by_family')
        return `Family cancelled ${lessons(count('lessonIds') ?? 1)}, the last of the booking: ${refund}`;
      if (text('slotId'))
        return `Lesson of ${when('slotId')} cancelled by the business, the last of the booking${reason}: ${refund}`;
      return `Booking cancelled${reason}: ${refund}`;
    }
    case 'booking.lesson_cancelled':
      return `Lesson of ${when('slotId')} cancelled by the business${reason}: ${refund}`;
    case 'lesson.cancelled_by_family':
      return `Family cancelled ${lessons(count('lessonIds') ?? 1)}: ${refund}`;
    case 'lesson.rescheduled': {
      const difference = cents('differenceCents') ?? 0;
      const money =
        difference > 0
          ? `: ${formatCents(difference)} paid`
          : difference < 0
            ? `: ${formatCents(-difference)} refunded`
            : '';
      return `Lesson moved from ${when('fromSlotId')} to ${when('toSlotId')}${money}`;
    }
    case 'lesson.move_started':
      return `Family started moving a lesson to ${when('toSlotId')}: ${formatCents(cents('differenceCents') ?? 0)} to pay`;
    case 'lesson.move_voided':
      return `A move waiting for payment was called off${reason}`;
    case 'lesson.move_refused':
      return `A paid move was refused because the time was taken: ${refund}`;
    default:
      return entry.action;
  }
}
