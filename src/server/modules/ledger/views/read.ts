import { timingSafeEqual } from 'node:crypto';
import type { BookingDetails } from '@core/api/bookings';
import type { LessonTypeId } from '@core/catalog/lesson-types';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { sha256 } from '../../../lib/ids';
import * as repo from '../booking/bookings.repository';

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A booking as its customer sees it; without the right access token it does not exist (404, never 403). */
export async function getBookingForCustomer(
  db: Database,
  bookingId: string,
  token: string | undefined,
): Promise<BookingDetails> {
  const booking = await repo.findBooking(db, bookingId);
  if (!booking || !token || !sameHash(booking.accessTokenHash, sha256(token)))
    throw new AppError('NOT_FOUND', 404, 'Booking not found');
  const { lessons, swimmers } = await repo.bookingDetailsRows(db, bookingId);
  const addOns = Array.isArray(booking.addOns) ? (booking.addOns as BookingDetails['addOns']) : [];
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status as BookingDetails['status'],
    lessonType: booking.lessonType as LessonTypeId,
    swimmersCount: booking.swimmersCount,
    timeZone: booking.timeZone,
    lessons: lessons.map((l) => ({
      ...l,
      startTime: l.startTime.toISOString(),
      endTime: l.endTime.toISOString(),
    })),
    swimmers: swimmers.map((s) => ({
      name: s.name,
      email: s.email,
      ageGroup: s.ageGroup,
      level: s.level,
      goals: s.goals,
    })),
    emergencyContact: {
      name: booking.emergencyName,
      phone: booking.emergencyPhone,
      relationship: booking.emergencyRelationship,
    },
    addOns,
    priceBreakdown: repo.storedPrice(booking),
    couponCode: booking.couponCode,
    paidWithCredits: booking.paidWithCredits,
  };
}
