/**
 * The ledger's views for email (contracts/email-views.ts): a booking with its lessons and swimmers, a lesson's move,
 * the credit lots given for cancelled lessons, a package purchase. Each is read inside the producer's transaction.
 */
import { z } from 'zod';
import { addOnById } from '@core/catalog/add-ons';
import type {
  BookingEmailFacts,
  BookingLessonFacts,
  BookingView,
  LessonMoveFacts,
  LessonTime,
  PackagePurchasedView,
} from '../../../contracts/email-views';
import type { Database } from '../../../db/client';
import { packageName } from '../../packages';
import { storedPrice } from '../booking/bookings.repository';
import { sumRefunds } from '../money/payments.repository';
import * as repo from './email-facts.repository';

/** The booking stores the add-ons the customer chose; older or partial shapes still read sensibly. */
const storedAddOns = z.array(
  z
    .object({
      id: z.string(),
      name: z.string().optional(),
      price: z.number().optional(),
      quantity: z.number().int().positive().default(1),
    })
    .loose(),
);

type SlotRow = Awaited<ReturnType<typeof repo.findLessonsBySlotIds>>[number];
type LessonRow = Awaited<ReturnType<typeof repo.findBookingLessons>>[number];

const lessonTime = (row: SlotRow): LessonTime => ({
  slotId: row.slotId,
  start: row.start,
  end: row.end,
  instructorName: row.instructorName,
  venueName: row.venueName,
  venueAddress: row.venueAddress,
});

const bookingLesson = (row: LessonRow): BookingLessonFacts => ({
  ...lessonTime(row),
  lessonId: row.lessonId,
  icsUid: row.icsUid,
  icsSequence: row.icsSequence,
  cancelled: row.cancelled,
  instructorId: row.instructorId,
  instructorEmail: row.instructorEmail,
});

function addOnsOf(booking: repo.BookingRow): BookingView['addOns'] {
  const parsed = storedAddOns.safeParse(booking.addOns);
  return (parsed.success ? parsed.data : []).map((a) => {
    const catalog = addOnById(a.id);
    return {
      name: a.name ?? catalog?.name ?? a.id,
      quantity: a.quantity,
      priceCents: a.price ?? catalog?.price ?? 0,
    };
  });
}

/** Slots with their instructor and place, earliest first (a request's wished-for times). */
export async function emailLessonTimes(tx: Database, slotIds: string[]): Promise<LessonTime[]> {
  return (await repo.findLessonsBySlotIds(tx, slotIds)).map(lessonTime);
}

export async function bookingEmailFacts(
  tx: Database,
  bookingId: string,
): Promise<BookingEmailFacts | undefined> {
  const booking = await repo.findBooking(tx, bookingId);
  if (!booking) return undefined;
  // One after another: a transaction is one connection, which runs one query at a time.
  const lessons = (await repo.findBookingLessons(tx, bookingId)).map(bookingLesson);
  const swimmers = await repo.findBookingSwimmers(tx, bookingId);
  // Refunded or decided to be refunded: a refund counts from the moment it is decided.
  const refunded = await sumRefunds(tx, bookingId);
  const view: BookingView = {
    id: booking.id,
    reference: booking.reference,
    lessonType: booking.lessonType,
    swimmersCount: booking.swimmersCount,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    timeZone: booking.timeZone,
    // The template's lesson carries no instructor id or address: those stay with the notice's facts.
    lessons: lessons.map(({ instructorId: _id, instructorEmail: _email, ...lesson }) => lesson),
    swimmers: swimmers.map((s) => ({
      name: s.name,
      email: s.email,
      phone: s.phone,
      ageGroup: s.ageGroup,
      level: s.level,
      goals: s.goals,
      healthConsiderations: s.healthConsiderations,
      fears: s.fears,
    })),
    addOns: addOnsOf(booking),
    breakdown: storedPrice(booking),
    couponCode: booking.couponCode,
    emergency: {
      name: booking.emergencyName,
      phone: booking.emergencyPhone,
      relationship: booking.emergencyRelationship,
    },
    specialRequests: booking.specialRequests,
    refundedCents: refunded,
    cancelReason: booking.cancelReason,
    payAtLesson: booking.lessonRequestId !== null,
    paidWithCredits: booking.paidWithCredits,
  };
  return {
    view,
    lessons,
    swimmers: swimmers.map((s) => ({ name: s.name, savedSwimmerId: s.savedSwimmerId ?? null })),
  };
}

/**
 * The booking, only while it is confirmed. Its status is read under a share lock on its row first, so a cancellation
 * in flight finishes before this read (or waits until the caller's transaction ends).
 */
export async function confirmedBookingEmailFacts(
  tx: Database,
  bookingId: string,
): Promise<BookingEmailFacts | undefined> {
  if ((await repo.lockBookingStatus(tx, bookingId)) !== 'confirmed') return undefined;
  return bookingEmailFacts(tx, bookingId);
}

/** The booking approving a lesson request made, as its emails show it; undefined before the approval. */
export async function requestBookingEmailView(
  tx: Database,
  requestId: string,
): Promise<BookingView | undefined> {
  const bookingId = await repo.findBookingIdOfRequest(tx, requestId);
  return bookingId ? (await bookingEmailFacts(tx, bookingId))?.view : undefined;
}

/** A lesson's move with the time it left; undefined when the change or that time does not exist. */
export async function lessonMoveEmailFacts(
  tx: Database,
  changeId: string,
): Promise<LessonMoveFacts | undefined> {
  const change = await repo.findLessonChange(tx, changeId);
  if (!change) return undefined;
  const [from] = await repo.findLessonsBySlotIds(tx, [change.fromSlotId]);
  if (!from) return undefined;
  return {
    bookingId: change.bookingId,
    lessonId: change.lessonId,
    from: lessonTime(from),
    differenceCents: change.differenceCents,
  };
}

export const creditExpiriesOfLessons = repo.findCreditExpiriesOfLessons;

/** A paid package purchase and its credit lot; undefined while the purchase is unpaid or its lot is not written. */
export async function packagePurchaseEmailView(
  tx: Database,
  purchaseId: string,
): Promise<PackagePurchasedView | undefined> {
  const row = await repo.findPaidPackagePurchase(tx, purchaseId);
  if (!row?.expiresAt) return undefined;
  const { purchase } = row;
  const name = await packageName(tx, purchase.packageId);
  if (name === undefined) return undefined;
  return {
    purchaseId: purchase.id,
    packageName: name,
    customerName: purchase.customerName,
    customerEmail: purchase.customerEmail,
    customerPhone: purchase.customerPhone,
    lessonType: purchase.lessonType,
    level: purchase.level,
    lessons: purchase.lessons,
    priceCents: purchase.priceCents,
    paidAt: purchase.paidAt ?? purchase.createdAt,
    expiresAt: row.expiresAt,
  };
}
