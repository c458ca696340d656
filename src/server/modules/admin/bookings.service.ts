import type { FastifyInstance } from 'fastify';
import type { AdminBookingDetail, AdminBookingLesson, AdminBookingRow, Page } from '@core/api/admin';
import { notFound } from '../../errors';
import { auditOfEntity } from '../audit';
import { requiredDocumentsOf } from '../documents';
import { bookingLessonsAndSwimmers, cancelBooking } from '../ledger';
import { historySentence, slotIdsOf } from './booking-history';
import * as repo from './bookings.repository';
import { toPage, type ParsedListQuery } from './list';

type BookingRow = Awaited<ReturnType<typeof repo.listBookings>>['rows'][number];

const rowView = ({ booking: b, firstLessonAt }: BookingRow): AdminBookingRow => ({
  id: b.id,
  reference: b.reference,
  status: b.status,
  lessonType: b.lessonType,
  swimmersCount: b.swimmersCount,
  customerName: b.customerName,
  customerEmail: b.customerEmail,
  totalCents: b.totalCents,
  firstLessonAt: firstLessonAt ? new Date(firstLessonAt).toISOString() : null,
  createdAt: b.createdAt.toISOString(),
});

export async function listBookings(
  app: FastifyInstance,
  query: ParsedListQuery,
): Promise<Page<AdminBookingRow>> {
  return toPage(await repo.listBookings(app.db, query), rowView, query);
}

/** The most history one booking page shows; a booking rarely has a dozen entries. */
const HISTORY_LIMIT = 200;

type LessonRow = Awaited<ReturnType<typeof bookingLessonsAndSwimmers>>['lessons'][number];
type MoveRow = Awaited<ReturnType<typeof repo.appliedMoves>>[number];

function lessonView(l: LessonRow, moves: MoveRow[]): AdminBookingLesson {
  return {
    slotId: l.slotId,
    startTime: l.startTime.toISOString(),
    endTime: l.endTime.toISOString(),
    instructorName: l.instructorName,
    venueName: l.venueName,
    seats: l.seats,
    lessonId: l.lessonId,
    cancelledAt: l.cancelledAt?.toISOString() ?? null,
    cancelReason: l.cancelledAt ? l.cancelReason : null,
    movedFrom: moves
      .filter((m) => m.lessonId === l.lessonId)
      .map((m) => ({
        startTime: m.fromStart.toISOString(),
        endTime: m.fromEnd.toISOString(),
        movedAt: (m.appliedAt ?? m.createdAt).toISOString(),
      })),
  };
}

/** The audit log's entries about the booking, newest first, each as a sentence naming lesson times. */
async function bookingHistory(app: FastifyInstance, id: string): Promise<AdminBookingDetail['history']> {
  const entries = await auditOfEntity(app.db, id, HISTORY_LIMIT);
  const starts = new Map((await repo.slotStarts(app.db, slotIdsOf(entries))).map((s) => [s.id, s.startTime]));
  return entries.map((e) => ({
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    actor: e.actor,
    action: e.action,
    summary: historySentence(e, (slotId) => starts.get(slotId)),
  }));
}

export async function getBooking(app: FastifyInstance, id: string): Promise<AdminBookingDetail> {
  const detail = await repo.findBookingDetail(app.db, id);
  if (!detail) throw notFound('Booking not found');
  const found = { ...detail, ...(await bookingLessonsAndSwimmers(app.db, id)) };
  const [moves, history] = [await repo.appliedMoves(app.db, id), await bookingHistory(app, id)];
  const b = found.booking;
  const documentsOf = await requiredDocumentsOf(app.db, [b.customerEmail]);
  return {
    ...rowView(found),
    customerPhone: b.customerPhone,
    emergencyName: b.emergencyName,
    emergencyPhone: b.emergencyPhone,
    emergencyRelationship: b.emergencyRelationship,
    specialRequests: b.specialRequests,
    couponCode: b.couponCode,
    subtotalCents: b.subtotalCents,
    travelFeesCents: b.travelFeesCents,
    addOnsCents: b.addOnsCents,
    discountCents: b.discountCents,
    taxesCents: b.taxesCents,
    cancelReason: b.cancelReason,
    lessons: found.lessons.map((l) => lessonView(l, moves)),
    swimmers: found.swimmers.map((s) => ({
      name: s.name,
      email: s.email,
      ageGroup: s.ageGroup,
      level: s.level,
      goals: s.goals,
      healthConsiderations: s.healthConsiderations,
      documents: documentsOf(b.customerEmail, s, b.id),
    })),
    payments: found.payments.map((p) => ({
      gateway: p.gateway,
      intentId: p.intentId,
      amountCents: p.amountCents,
      refundedCents: p.refundedCents,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
    history,
  };
}

/** The booking engineer's cancel applies the FAQ's policy: a full refund with more than 24 hours' notice. */
export async function cancelBookingAsAdmin(
  app: FastifyInstance,
  id: string,
  input: { reason: string | null; actor: string },
) {
  const { refundedCents } = await cancelBooking(app, id, {
    reason: input.reason ?? undefined,
    actor: input.actor,
  });
  return { success: true as const, refundedCents };
}
