import type { FastifyInstance } from 'fastify';
import type { AdminLessonRequest, Page } from '@core/api/admin';
import { isSlotBookable } from '@core/rules/slots';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { bookApprovedRequest, seatTransaction } from '../ledger';
import { writeAudit } from '../audit';
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
  await app.emails.queue(tx, { kind: `lesson_request_${status}`, requestId: id });
}

/**
 * Approving books the picked times through the ledger, with the seat rule checked under the slots' locks, as a
 * confirmed booking paid at the lesson (cash or card), so no one else can take them after the owner said yes.
 */
export async function approveLessonRequest(
  app: FastifyInstance,
  id: string,
  input: { message: string | null; actor: string },
) {
  return seatTransaction(app.db, async (tx) => {
    // Lock order for this path: the request, then (in the ledger) the slots.
    const request = await repo.lockLessonRequest(tx, id);
    assertPending(request);
    const booked = await bookApprovedRequest(tx, app, request, input.actor);
    const bookingReference = booked?.reference ?? '';
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
