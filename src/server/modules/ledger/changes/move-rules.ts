/** What every move of a family's lesson checks first: whose lesson it is, whether it may move, and what it costs. */
import { moveDifference, NO_DISCOUNT, type MoveDiscount } from '@core/rules/lesson-moves';
import type { CouponType } from '@core/rules/pricing';
import { withNotice } from '@core/rules/refunds';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { type LedgerApp } from '../seats/seat-transaction';
import { hoursAhead, isChangeable, lessonNotFound, ownedByFamily } from '../booking/family';
import { cancelNoticeHours } from '../booking/policies';
import * as repo from '../booking/bookings.repository';
import * as couponUses from '../checkout/coupon-uses.repository';
import * as lessonsRepo from '../booking/lessons.repository';

export const actorOf = (email: string) => `family:${email.trim().toLowerCase()}`;
export const changeNotFound = () =>
  new AppError('NOT_FOUND', 404, 'That change to your lesson was not found');

/** The family's lesson with its booking, or 404; `lock` reads the booking under its row lock. */
export async function familyLesson(db: Database, email: string, lessonId: string, lock: boolean) {
  const bookingId = await lessonsRepo.bookingIdOfLesson(db, lessonId);
  if (!bookingId) throw lessonNotFound();
  const booking = lock ? await repo.lockBooking(db, bookingId) : await repo.findBooking(db, bookingId);
  if (!ownedByFamily(booking, email)) throw lessonNotFound();
  const lessons = await lessonsRepo.lessonsOfBookings(db, [booking.id]);
  const lesson = lessons.find((l) => l.lessonId === lessonId);
  if (!lesson) throw lessonNotFound(); // moved out of this booking between the two reads: not possible, but never a 500
  return { booking, lesson, lessons };
}

/** 409 unless the lesson may still be moved: changeable, and more than the policy's notice ahead. */
export async function requireMovable(db: Database, booking: repo.BookingRow, lesson: lessonsRepo.LessonRow) {
  const notice = await cancelNoticeHours(db);
  if (!isChangeable(booking, lesson) || !withNotice(hoursAhead(lesson), notice))
    throw new AppError(
      'LESSON_NOT_MOVABLE',
      409,
      `Lessons can be moved online until ${notice} hours before they start. Please contact us to change this one.`,
    );
}

export const taxRateOf = (app: Pick<LedgerApp, 'config'>, booking: repo.BookingRow) =>
  booking.taxesCents > 0 ? app.config.taxRateBps : 0;

/** The saving the booking was paid with: its coupon, else the first-lesson price when it had a discount. */
export async function discountOf(db: Database, booking: repo.BookingRow): Promise<MoveDiscount> {
  if (booking.discountCents === 0) return NO_DISCOUNT;
  const coupon = booking.couponCode ? await couponUses.couponOfBooking(db, booking.id) : undefined;
  if (coupon)
    return { coupon: { type: coupon.type as CouponType, value: coupon.value }, firstLessonOffer: false };
  return { coupon: null, firstLessonOffer: true };
}

/**
 * What moving `lesson` to `to` costs (positive) or gives back (negative). A lesson paid at the lesson, or with a
 * credit (one credit is one lesson of its type), moves at no cost; a paid one keeps the saving it was bought with.
 */
export function differenceOf(
  booking: repo.BookingRow,
  lessons: readonly lessonsRepo.LessonRow[],
  lesson: lessonsRepo.LessonRow,
  to: { startTime: Date | string; basePriceCents: number },
  pricing: { discount: MoveDiscount; taxRateBps: number },
): number {
  if (booking.lessonRequestId !== null || booking.paidWithCredits) return 0;
  return moveDifference({
    lessons: lessons.filter((l) => l.cancelledAt === null),
    lessonId: lesson.lessonId,
    to: { startTime: to.startTime, priceCents: to.basePriceCents },
    seats: lesson.seats,
    ...pricing,
  });
}
