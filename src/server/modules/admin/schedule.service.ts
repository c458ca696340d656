import { TZDate } from '@date-fns/tz';
import { addWeeks } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import type { AdminSlot, CreateSlotsInput } from '@core/api/admin';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { AppError, notFound } from '../../errors';
import { cancelSlot as cancelSlotInLedger, requireCapacityFits, seatTransaction } from '../ledger';
import { writeAudit } from '../audit';
import { weekFrom } from './periods';
import * as repo from './schedule.repository';

type SlotRow = NonNullable<Awaited<ReturnType<typeof repo.findSlot>>>;
const slotView = (s: SlotRow): AdminSlot => ({
  ...s,
  startTime: s.startTime.toISOString(),
  endTime: s.endTime.toISOString(),
});

export async function weekSchedule(
  app: FastifyInstance,
  query: { weekStart: string; instructorId?: string; status?: string },
) {
  const rows = await repo.slotsInPeriod(app.db, weekFrom(query.weekStart), query);
  return { slots: rows.map(slotView) };
}

/** A wall-clock start in New York, such as 2026-06-01T09:00, `weeks` times a week apart (the same local time across DST). */
function seriesStarts(startTimes: string[], weeks: number): Date[] {
  const starts: Date[] = [];
  for (const local of startTimes) {
    const [date, time] = local.split('T') as [string, string];
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const [hh, mm] = time.split(':').map(Number) as [number, number];
    const first = new TZDate(y, m - 1, d, hh, mm, 0, DEFAULT_TIME_ZONE);
    for (let w = 0; w < weeks; w++) starts.push(new Date(addWeeks(first, w).getTime()));
  }
  return starts;
}

export async function createSlots(app: FastifyInstance, input: CreateSlotsInput, actor: string) {
  if (!(await repo.instructorExists(app.db, input.instructorId)))
    throw new AppError('VALIDATION_ERROR', 400, 'Choose an instructor', {
      instructorId: 'Choose an instructor',
    });
  if (!(await repo.venueExists(app.db, input.venueId)))
    throw new AppError('VALIDATION_ERROR', 400, 'Choose a venue', { venueId: 'Choose a venue' });
  const starts = seriesStarts(input.startTimes, input.weeks);
  const past = starts.filter((s) => s.getTime() < Date.now());
  if (past.length)
    throw new AppError('VALIDATION_ERROR', 400, 'Lesson times must be in the future', {
      startTimes: 'Lesson times must be in the future',
    });
  return seatTransaction(app.db, async (tx) => {
    const description = `${lessonTypeLabel(input.lessonType)}, ${input.startTimes.length} time(s) x ${input.weeks} week(s)`;
    const seriesId = await repo.insertSeries(tx, description, actor);
    const inserted = await repo.insertSlots(
      tx,
      starts.map((start) => ({
        startTime: start,
        endTime: new Date(start.getTime() + input.durationMinutes * 60_000),
        instructorId: input.instructorId,
        venueId: input.venueId,
        capacity: input.capacity,
        lessonType: input.lessonType,
        basePriceCents: input.basePriceCents,
        status: 'available',
        seriesId,
      })),
    );
    const made = new Set(inserted.map((i) => i.startTime.getTime()));
    const skipped = starts.filter((s) => !made.has(s.getTime())).map((s) => s.toISOString());
    await writeAudit(tx, {
      actor,
      action: 'slots.created',
      entityType: 'slot_series',
      entityId: seriesId,
      details: { created: inserted.length, skipped: skipped.length, description },
    });
    return { created: inserted.length, skipped, seriesId };
  });
}

export async function updateSlot(
  app: FastifyInstance,
  id: string,
  change: { capacity?: number; basePriceCents?: number; status?: 'available' | 'unavailable' },
  actor: string,
) {
  await seatTransaction(app.db, async (tx) => {
    const slot = await repo.lockSlot(tx, id);
    if (!slot) throw notFound('Lesson slot not found');
    if (slot.status === 'cancelled')
      throw new AppError('SLOT_CANCELLED', 409, 'A cancelled lesson cannot be changed');
    // Booked and held seats alike must still fit: the ledger counts them under the slot's lock.
    if (change.capacity !== undefined) await requireCapacityFits(tx, id, change.capacity);
    await repo.updateSlot(tx, id, change);
    await writeAudit(tx, {
      actor,
      action: 'slot.updated',
      entityType: 'time_slot',
      entityId: id,
      details: change,
    });
  });
  const slot = await repo.findSlot(app.db, id);
  return slotView(slot!); // exists: updated above
}

/** Cancels the lesson: the ledger refunds every family its share of the lesson and tells them, in one transaction. */
export async function cancelSlot(app: FastifyInstance, id: string, reason: string | null, actor: string) {
  const { refundedCents, bookings } = await cancelSlotInLedger(app, id, { reason, actor });
  return { success: true as const, refundedCents, bookings };
}

export async function slotRoster(app: FastifyInstance, id: string) {
  const slot = await repo.findSlot(app.db, id);
  if (!slot) throw notFound('Lesson slot not found');
  const rows = await repo.roster(app.db, id);
  return {
    slot: slotView(slot),
    bookings: rows.map((r) => ({
      bookingId: r.booking.id,
      reference: r.booking.reference,
      customerName: r.booking.customerName,
      customerEmail: r.booking.customerEmail,
      customerPhone: r.booking.customerPhone,
      seats: r.seats,
      swimmers: r.swimmers,
    })),
  };
}
