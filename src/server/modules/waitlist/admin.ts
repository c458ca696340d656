/** The owner's waitlist: every line in order, offers by hand, reordering and removing. Every change is audited. */
import type { AdminWaitlist, AdminWaitlistEntry } from '@core/api/waitlist';
import { isLessonTypeId, lessonTypeLabel } from '@core/catalog/lesson-types';
import { AppError, notFound } from '../../errors';
import { writeAudit } from '../audit';
import { getBusinessPolicies, seatTransaction } from '../ledger';
import { makeOffer, type WaitlistApp } from './offers';
import * as repo from './repository';
import { passAfter, takeOutOfLine } from './offer-links';
import { adminEntryView, slotsOf, slotView } from './views';

const entryNotFound = () => notFound('That waitlist entry could not be found');
const notInLine = () =>
  new AppError('NOT_WAITING', 409, 'This family is no longer on the waitlist (booked, left or removed).');

/** `GET /api/admin/waitlist`: each time's line (soonest time first) and the preferences, first in line first. */
export async function adminWaitlist(app: WaitlistApp): Promise<AdminWaitlist> {
  const rows = await repo.activeEntriesWithOffers(app.db);
  const slots = await slotsOf(app.db, rows);
  const lines = new Map<string, AdminWaitlistEntry[]>();
  const preferences: AdminWaitlistEntry[] = [];
  for (const row of rows) {
    if (row.entry.kind === 'time' && row.entry.slotId) {
      const line = lines.get(row.entry.slotId) ?? [];
      line.push(adminEntryView(row, slots, line.length + 1));
      lines.set(row.entry.slotId, line);
    } else preferences.push(adminEntryView(row, slots, preferences.length + 1));
  }
  const times = [...lines.entries()].flatMap(([slotId, entries]) => {
    const slot = slots.get(slotId);
    if (!slot || !isLessonTypeId(slot.lessonType)) return [];
    return [
      {
        ...slotView(slot),
        lessonType: slot.lessonType,
        capacity: slot.capacity,
        seatsTaken: slot.seatsTaken,
        entries,
      },
    ];
  });
  times.sort((a, b) => a.startTime.localeCompare(b.startTime));
  const { offerWindowMinutes } = await getBusinessPolicies(app.db);
  return { slots: times, preferences, offerWindowMinutes };
}

/**
 * `POST /api/admin/waitlist/:entryId/offer`: offers seats now, out of turn if the owner wishes. A time entry is
 * offered its own time; a preference the time the owner names, of its lesson type.
 */
export async function offerByHand(
  app: WaitlistApp,
  entryId: string,
  input: { slotId?: string },
  actor: string,
) {
  const found = await repo.findEntry(app.db, entryId);
  if (!found) throw entryNotFound();
  const slotId = found.kind === 'time' ? found.slotId : input.slotId;
  if (!slotId)
    throw new AppError('VALIDATION_ERROR', 400, 'Choose the lesson time to offer', {
      slotId: 'Choose the lesson time to offer',
    });
  const [slot] = await repo.slotFacts(app.db, [slotId]);
  if (!slot) throw new AppError('SLOT_NOT_FOUND', 404, 'That lesson time does not exist');
  if (slot.lessonType !== found.lessonType)
    throw new AppError(
      'LESSON_TYPE_MISMATCH',
      409,
      `That time is a ${lessonTypeLabel(slot.lessonType)} lesson; this family waits for ${lessonTypeLabel(found.lessonType)}.`,
    );
  const { offerWindowMinutes } = await getBusinessPolicies(app.db);
  const offer = await seatTransaction(app.db, async (tx) => {
    await repo.lockSlotWaitlist(tx, slotId);
    const entry = await repo.findEntry(tx, entryId, true);
    if (!entry) throw entryNotFound();
    if (entry.status === 'offered')
      throw new AppError(
        'ALREADY_OFFERED',
        409,
        'This family already has a live offer. Wait for it to end, or remove the entry.',
      );
    if (entry.status !== 'waiting') throw notInLine();
    const made = await makeOffer(app, tx, entry, slotId, offerWindowMinutes, actor);
    if (!made)
      throw new AppError(
        'SEATS_DO_NOT_FIT',
        409,
        `This time has no room for ${entry.swimmers} more swimmer${entry.swimmers === 1 ? '' : 's'} now, or it is too close to the lesson to offer.`,
      );
    return made;
  });
  return { offerId: offer.id, slotId: offer.slotId, expiresAt: offer.expiresAt.toISOString() };
}

/** `POST /api/admin/waitlist/:entryId/move`: swaps places with the neighbour in its line. */
export async function moveInLine(
  app: WaitlistApp,
  entryId: string,
  direction: 'up' | 'down',
  actor: string,
): Promise<{ message: string }> {
  await app.db.transaction(async (tx) => {
    const found = await repo.findEntry(tx, entryId);
    if (!found) throw entryNotFound();
    const line = await repo.lockList(tx, found);
    const at = line.findIndex((e) => e.id === entryId);
    if (at < 0) throw notInLine();
    const neighbour = line[direction === 'up' ? at - 1 : at + 1];
    if (!neighbour)
      throw new AppError(
        'CANNOT_MOVE',
        409,
        direction === 'up' ? 'This entry is already first in line.' : 'This entry is already last in line.',
      );
    // line[at] exists: `at` was found in it above.
    await repo.swapPositions(tx, line[at]!, neighbour);
    await writeAudit(tx, {
      actor,
      action: 'waitlist.moved',
      entityType: 'waitlist_entry',
      entityId: entryId,
      details: { direction, swappedWith: neighbour.id },
    });
  });
  return { message: direction === 'up' ? 'Moved up.' : 'Moved down.' };
}

/** `DELETE /api/admin/waitlist/:entryId`: out of line; a live offer's seats go to the next in line. */
export async function removeEntry(
  app: WaitlistApp,
  entryId: string,
  actor: string,
): Promise<{ message: string }> {
  const freed = await seatTransaction(app.db, async (tx) => {
    const entry = await repo.findEntry(tx, entryId, true);
    if (!entry) throw entryNotFound();
    const outcome = await takeOutOfLine(tx, entry, 'removed');
    if (outcome === undefined) throw notInLine();
    await writeAudit(tx, {
      actor,
      action: 'waitlist.removed',
      entityType: 'waitlist_entry',
      entityId: entryId,
      details: { email: entry.email, kind: entry.kind, slotId: entry.slotId, offerWithdrawn: !!outcome },
    });
    return outcome;
  });
  await passAfter(app, freed);
  return { message: 'Removed from the waitlist.' };
}
