/** Builds the templates' views from rows, inside the caller's transaction. */
import { z } from 'zod';
import { addOnById } from '@core/catalog/add-ons';
import type { Database } from '../../db/client';
import { refundedCents, storedPrice } from '../ledger';
import {
  findBooking,
  findBookingIdOfRequest,
  findBookingLessons,
  findBookingSwimmers,
  findLessonRequest,
  findLessonsBySlotIds,
  findPaidPackagePurchase,
} from './event-facts.repository';
import type {
  BookingView,
  LessonRequestView,
  LessonTime,
  LessonView,
  PackagePurchasedView,
} from './templates/models';

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

type LessonRow = Awaited<ReturnType<typeof findBookingLessons>>[number];
type SlotRow = Awaited<ReturnType<typeof findLessonsBySlotIds>>[number];

export function lessonTime(row: SlotRow): LessonTime {
  return {
    slotId: row.slotId,
    start: row.start,
    end: row.end,
    instructorName: row.instructorName,
    venueName: row.venueName,
    venueAddress: row.venueAddress,
  };
}

export function lessonView(row: LessonRow): LessonView {
  return {
    ...lessonTime(row),
    lessonId: row.lessonId,
    icsUid: row.icsUid,
    icsSequence: row.icsSequence,
    cancelled: row.cancelled,
  };
}

export async function loadBookingView(
  tx: Database,
  bookingId: string,
): Promise<{ view: BookingView; lessons: LessonRow[] } | undefined> {
  const booking = await findBooking(tx, bookingId);
  if (!booking) return undefined;
  // One after another: a transaction is one connection, which runs one query at a time.
  const lessons = await findBookingLessons(tx, bookingId);
  const swimmers = await findBookingSwimmers(tx, bookingId);
  const refunded = await refundedCents(tx, bookingId);
  const parsedAddOns = storedAddOns.safeParse(booking.addOns);
  const addOns = (parsedAddOns.success ? parsedAddOns.data : []).map((a) => {
    const catalog = addOnById(a.id);
    return {
      name: a.name ?? catalog?.name ?? a.id,
      quantity: a.quantity,
      priceCents: a.price ?? catalog?.price ?? 0,
    };
  });
  const view: BookingView = {
    id: booking.id,
    reference: booking.reference,
    lessonType: booking.lessonType,
    swimmersCount: booking.swimmersCount,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    timeZone: booking.timeZone,
    lessons: lessons.map(lessonView),
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
    addOns,
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
  return { view, lessons };
}

export async function loadLessonRequestView(
  tx: Database,
  requestId: string,
): Promise<LessonRequestView | undefined> {
  const request = await findLessonRequest(tx, requestId);
  if (!request) return undefined;
  const lessons = await findLessonsBySlotIds(tx, request.slotIds);
  const bookingId = request.status === 'approved' ? await findBookingIdOfRequest(tx, request.id) : undefined;
  return {
    requestCode: request.requestCode,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    lessonType: request.lessonType,
    swimmers: request.swimmers,
    dates: request.dates,
    lessons: lessons.map(lessonTime),
    decisionMessage: request.decisionMessage,
    booking: bookingId ? (await loadBookingView(tx, bookingId))?.view : undefined,
  };
}

/** A paid package purchase and its credit lot; undefined while the purchase is unpaid or its lot is not written. */
export async function loadPackagePurchasedView(
  tx: Database,
  purchaseId: string,
): Promise<PackagePurchasedView | undefined> {
  const row = await findPaidPackagePurchase(tx, purchaseId);
  if (!row?.expiresAt) return undefined;
  const { purchase } = row;
  return {
    purchaseId: purchase.id,
    packageName: row.packageName,
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
