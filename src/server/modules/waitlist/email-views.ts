/** What the waitlist's emails say, read from its rows in the producer's transaction (the links come with the event). */
import type { Database } from '../../db/client';
import * as repo from './repository';
import * as offersRepo from './offers.repository';
import { preferenceView } from './views';

const lessonTime = (s: repo.SlotFacts) => ({
  slotId: s.id,
  start: s.startTime,
  end: s.endTime,
  instructorName: s.instructorName,
  venueName: s.venueName,
  venueAddress: s.venueAddress,
});

/** The entry a "You're on the waitlist" email is about; undefined when it does not exist. */
export async function waitlistJoinedView(tx: Database, entryId: string) {
  const entry = await repo.findEntry(tx, entryId);
  if (!entry) return undefined;
  const [slot] = entry.slotId ? await repo.slotFacts(tx, [entry.slotId]) : [];
  return {
    email: entry.email,
    name: entry.name,
    kind: entry.kind === 'time' ? ('time' as const) : ('preference' as const),
    lessonType: entry.lessonType,
    swimmers: entry.swimmers,
    timeZone: entry.timeZone,
    lesson: slot ? lessonTime(slot) : null,
    preference: preferenceView(entry)?.description ?? null,
  };
}

/** The offer an "A spot opened" email is about; undefined when it, its entry or its time does not exist. */
export async function waitlistOfferView(tx: Database, offerId: string) {
  const offer = await offersRepo.findOffer(tx, offerId);
  if (!offer) return undefined;
  const entry = await repo.findEntry(tx, offer.entryId);
  const [slot] = await repo.slotFacts(tx, [offer.slotId]);
  if (!entry || !slot) return undefined;
  return {
    email: entry.email,
    name: entry.name,
    lessonType: slot.lessonType,
    swimmers: entry.swimmers,
    timeZone: entry.timeZone,
    lesson: lessonTime(slot),
    expiresAt: offer.expiresAt,
  };
}
