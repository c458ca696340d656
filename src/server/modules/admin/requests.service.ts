import type { FastifyInstance } from 'fastify';
import type { AdminLessonRequest, Page } from '@core/api/admin';
import { calculatePrice } from '@core/rules/pricing';
import { isSlotBookable } from '@core/rules/slots';
import { formatInZone } from '@core/rules/timezones';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { readableId, secretToken, sha256 } from '../../lib/ids';
import { queueEmailEvent } from '../email/events';
import { writeAudit } from './audit.repository';
import { iso, toPage, type ParsedListQuery } from './list';
import * as repo from './requests.repository';

type SlotRow = Awaited<ReturnType<typeof repo.findSlotsWithSeats>>[number];

const slotView = (s: SlotRow, now: Date) => ({
  id: s.id,
  startTime: s.startTime.toISOString(),
  endTime: s.endTime.toISOString(),
  lessonType: s.lessonType,
  instructorName: s.instructorName,
  venueName: s.venueName,
  capacity: s.capacity,
  bookedCount: s.bookedCount,
  status: s.status,
  bookable: isSlotBookable(s, now),
});

export async function listLessonRequests(
  app: FastifyInstance,
  query: ParsedListQuery,
): Promise<Page<AdminLessonRequest>> {
  const found = await repo.listLessonRequests(app.db, query);
  const slots = await repo.findSlotsWithSeats(app.db, [
    ...new Set(found.rows.flatMap((r) => r.request.slotIds)),
  ]);
  const now = new Date();
  return toPage(
    found,
    ({ request: r, bookingReference }) => ({
      id: r.id,
      requestCode: r.requestCode,
      status: r.status,
      lessonType: r.lessonType,
      swimmers: r.swimmers,
      dates: r.dates,
      slots: slots.filter((s) => r.slotIds.includes(s.id)).map((s) => slotView(s, now)),
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: r.phone,
      decisionMessage: r.decisionMessage,
      decidedAt: iso(r.decidedAt),
      decidedBy: r.decidedBy,
      bookingReference,
      createdAt: r.createdAt.toISOString(),
    }),
    query,
  );
}

function assertPending(request: { status: string } | undefined): asserts request {
  if (!request) throw new AppError('NOT_FOUND', 404, 'Lesson request not found');
  if (request.status !== 'pending_approval')
    throw new AppError('ALREADY_DECIDED', 409, `This request was already ${request.status}`);
}

/** The decision, its audit line and the customer's email share the transaction, so none happens without the others. */
async function recordDecision(
  app: FastifyInstance,
  tx: Database,
  id: string,
  status: 'approved' | 'declined',
  input: { message: string | null; actor: string },
  details: Record<string, unknown>,
) {
  await repo.decideLessonRequest(tx, id, { status, message: input.message, by: input.actor });
  await writeAudit(tx, {
    actor: input.actor,
    action: `lesson_request.${status}`,
    entityType: 'lesson_request',
    entityId: id,
    details,
  });
  await queueEmailEvent(tx, { kind: `lesson_request_${status}`, requestId: id }, app.config);
}

/**
 * Approving re-checks every picked time at this moment, with the slot rows locked, and books the seats as a
 * confirmed booking paid at the lesson (cash or card), so no one else can take them after the owner said yes.
 */
export async function approveLessonRequest(
  app: FastifyInstance,
  id: string,
  input: { message: string | null; actor: string },
) {
  return app.db.transaction(async (tx) => {
    const request = await repo.lockLessonRequest(tx, id);
    assertPending(request);
    const slots = await repo.lockSlotsWithSeats(tx, request.slotIds);
    const now = new Date();
    const gone = request.slotIds.filter((slotId) => {
      const slot = slots.find((s) => s.id === slotId);
      // Room for every swimmer of the request: the seats they need must all be free.
      return !slot || !isSlotBookable({ ...slot, bookedCount: slot.bookedCount + request.swimmers - 1 }, now);
    });
    if (gone.length) {
      const when = gone.map((g) => {
        const slot = slots.find((s) => s.id === g);
        return slot ? formatInZone(slot.startTime, DEFAULT_TIME_ZONE, 'EEE MMM d, h:mm a') : 'a removed time';
      });
      throw new AppError(
        'SLOT_UNAVAILABLE',
        409,
        `No longer available: ${when.join('; ')}. Decline with a message or contact the customer.`,
      );
    }
    let bookingReference = '';
    if (slots.length) {
      // Priced by the one price rule: no coupon or first-lesson offer applies to a request paid at the lesson.
      const price = calculatePrice({
        slots: slots.map((s) => ({
          startTime: s.startTime,
          basePrice: s.basePriceCents,
          travelFee: s.travelFeeCents,
        })),
        swimmersCount: request.swimmers,
        addOns: [],
        taxRateBps: app.config.taxRateBps,
      });
      const name = `${request.firstName} ${request.lastName}`;
      const booking = await repo.insertBookingForRequest(
        tx,
        {
          reference: readableId('BK'),
          status: 'confirmed',
          lessonType: request.lessonType,
          swimmersCount: request.swimmers,
          customerName: name,
          customerEmail: request.email,
          customerPhone: request.phone,
          // The request form asks for no emergency contact; the customer stands in until the instructor collects one.
          emergencyName: name,
          emergencyPhone: request.phone,
          specialRequests: `From lesson request ${request.requestCode}; paid at the lesson.`,
          subtotalCents: price.subtotal,
          travelFeesCents: price.travelFees,
          addOnsCents: price.addOns,
          discountCents: price.discount,
          taxesCents: price.taxes,
          totalCents: price.total,
          accessTokenHash: sha256(secretToken()),
          idempotencyKey: repo.requestBookingKey(request.id),
          confirmedAt: now,
        },
        slots.map((s) => ({
          bookingId: '',
          slotId: s.id,
          seats: request.swimmers,
          priceCents: s.basePriceCents,
          travelFeeCents: s.travelFeeCents,
        })),
      );
      bookingReference = booking.reference;
    }
    await recordDecision(app, tx, id, 'approved', input, {
      requestCode: request.requestCode,
      bookingReference,
    });
    return { success: true as const, bookingReference };
  });
}

export async function declineLessonRequest(
  app: FastifyInstance,
  id: string,
  input: { message: string; actor: string },
) {
  await app.db.transaction(async (tx) => {
    const request = await repo.lockLessonRequest(tx, id);
    assertPending(request);
    await recordDecision(app, tx, id, 'declined', input, { requestCode: request.requestCode });
  });
  return { success: true as const };
}
