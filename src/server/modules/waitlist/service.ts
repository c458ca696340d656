/**
 * The waitlist: families wait for a full time or for times like a description, and get exclusive offers when seats
 * free up (offers.ts). Public calls answer a visitor with nothing but the form or a link's token; a family signed in
 * sees and leaves its own entries; the owner's calls are in admin.ts.
 */
import { randomUUID } from 'node:crypto';
import {
  clockMinutes,
  PREFERENCE_HORIZON_DAYS,
  WAITLIST_MESSAGES,
  type FamilyWaitlist,
  type WaitlistJoinResponse,
} from '@core/api/waitlist';
import { isLessonTypeId, lessonTypeById } from '@core/catalog/lesson-types';
import { seatRefusal } from '@core/rules/seats';
import type { z } from 'zod';
import type { waitlistJoinRequestSchema, waitlistPreferenceRequestSchema } from '@core/api/waitlist';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { secretToken, sha256 } from '../../lib/ids';
import { requireRoomToEmail } from '../limits';
import { seatTransaction } from '../ledger';
import { requireFormPost } from '../limits';
import { preferenceMatches } from './matching';
import { leaveUrl, type WaitlistApp } from './offers';
import * as repo from './repository';
import { familyEntryView, slotsOf } from './views';

export { offerFreedSeats, offerFreedSeatsSoon } from './offers';
export { waitlistJob, runWaitlistJob } from './job';
export { waitlistJoinedView, waitlistOfferView } from './email-views';
import { passAfter, takeOutOfLine } from './offer-links';

export const WAITLIST_LIMIT_MESSAGE =
  'Too many waitlist requests were sent from your connection. Please wait a few minutes and try again.';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface WaitlistClient {
  ip: string;
}

/** Every post of the public forms counts against the client address, like the other public forms. */
const countPost = (app: WaitlistApp, client: WaitlistClient) =>
  requireFormPost(
    app.db,
    'waitlist',
    { ip: client.ip, postsPerWindow: app.config.formPostsPerAddress },
    WAITLIST_LIMIT_MESSAGE,
  );

function requireSwimmersFit(lessonType: string, swimmers: number) {
  if (!isLessonTypeId(lessonType)) return;
  const type = lessonTypeById(lessonType);
  if (swimmers > type.maxSwimmers) {
    const message = `${type.label} lessons take at most ${type.maxSwimmers} swimmer${type.maxSwimmers === 1 ? '' : 's'}`;
    throw new AppError('TOO_MANY_SWIMMERS', 400, message, { swimmers: message });
  }
}

/** True when the email is waiting for a seat: such a family may ask for a My Lessons sign-in link. */
export const isOnWaitlist = (db: Database, email: string) => repo.hasActiveEntry(db, email);

/**
 * A join (or a preference) with an email already waiting for it answers exactly as a new one would (0152): the same
 * status and message, and an id that is fresh and random like a new entry's (it names no row; the answer is all
 * anyone could learn from it). The entry and its place in line do not change. The family is emailed that it is
 * already on the list, so whoever asked learns nothing and the family hears of it; that email counts against the
 * recipient limit like the first one.
 */
async function answerAlreadyWaiting(
  app: WaitlistApp,
  tx: Database,
  entryId: string,
  message: string = WAITLIST_MESSAGES.joined,
): Promise<{ entryId: string; message: string }> {
  await app.emails.queue(tx, { kind: 'waitlist_already_waiting', entryId, requestId: randomUUID() });
  return { entryId: randomUUID(), message };
}

/**
 * `POST /api/waitlist`: joins the line for one full time; stored (and its email queued) before the answer. An email
 * already waiting for the time gets the same answer and changes nothing (`answerAlreadyWaiting`).
 */
export async function joinWaitlist(
  app: WaitlistApp,
  input: z.output<typeof waitlistJoinRequestSchema>,
  client: WaitlistClient,
): Promise<WaitlistJoinResponse> {
  await countPost(app, client);
  const [slot] = await repo.slotFacts(app.db, [input.slotId]);
  if (!slot) throw new AppError('SLOT_NOT_FOUND', 404, 'That lesson time does not exist');
  requireSwimmersFit(slot.lessonType, input.swimmers);
  const refusal = seatRefusal(slot, input.swimmers, slot.now);
  if (refusal === null) throw new AppError('SLOT_HAS_SEATS', 409, WAITLIST_MESSAGES.slotHasSeats);
  if (refusal !== 'full') throw new AppError('SLOT_CLOSED', 409, WAITLIST_MESSAGES.slotClosed);
  const email = normalizeEmail(input.email);
  const token = secretToken();
  return app.db.transaction(async (tx) => {
    // Under the time's lock: two joins with one email cannot both get in, and the pass sees whole entries.
    await repo.lockSlotWaitlist(tx, slot.id);
    const waiting = await repo.findActiveTimeEntry(tx, slot.id, email);
    await requireRoomToEmail(tx, email);
    if (waiting) return answerAlreadyWaiting(app, tx, waiting.id);
    const entry = await repo.insertEntry(tx, {
      kind: 'time',
      slotId: slot.id,
      name: input.name,
      email,
      swimmers: input.swimmers,
      lessonType: slot.lessonType,
      ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      leaveTokenHash: sha256(token),
    });
    await app.emails.queue(tx, {
      kind: 'waitlist_joined',
      entryId: entry.id,
      leaveUrl: leaveUrl(app.config, token),
    });
    return { entryId: entry.id, message: WAITLIST_MESSAGES.joined };
  });
}

/**
 * `POST /api/waitlist/preferences`: waits for times like a description. Matching times open right now are
 * remembered as seen (the family can book them now): only seats that free up later, and times published later,
 * are offered.
 */
export async function savePreference(
  app: WaitlistApp,
  input: z.output<typeof waitlistPreferenceRequestSchema>,
  client: WaitlistClient,
): Promise<{ entryId: string; message: string }> {
  await countPost(app, client);
  const email = normalizeEmail(input.email);
  const weekdays = [...input.weekdays].sort((a, b) => a - b);
  const description = {
    email,
    lessonType: input.lessonType,
    weekdays,
    windowStartMinutes: clockMinutes(input.windowStart),
    windowEndMinutes: clockMinutes(input.windowEnd),
    timeZone: input.timeZone,
  };
  const open = (await repo.upcomingSlots(app.db, [input.lessonType], PREFERENCE_HORIZON_DAYS)).filter(
    (s) =>
      preferenceMatches({ ...description, seenSlotIds: [] }, s, s.now) &&
      seatRefusal(s, input.swimmers, s.now) === null,
  );
  const token = secretToken();
  return app.db.transaction(async (tx) => {
    const waiting = await repo.findActivePreference(tx, description);
    await requireRoomToEmail(tx, email);
    if (waiting) return answerAlreadyWaiting(app, tx, waiting.id, WAITLIST_MESSAGES.preferenceSaved);
    const entry = await repo.insertEntry(tx, {
      ...description,
      kind: 'preference',
      name: input.name,
      swimmers: input.swimmers,
      level: input.level ?? null,
      leaveTokenHash: sha256(token),
      seenSlotIds: open.map((s) => s.id),
    });
    await app.emails.queue(tx, {
      kind: 'waitlist_joined',
      entryId: entry.id,
      leaveUrl: leaveUrl(app.config, token),
    });
    return { entryId: entry.id, message: WAITLIST_MESSAGES.preferenceSaved };
  });
}

/** `GET /api/family/waitlist`: the signed-in family's entries still in line. */
export async function familyWaitlist(app: WaitlistApp, email: string): Promise<FamilyWaitlist> {
  const rows = await repo.activeEntriesWithOffers(app.db, normalizeEmail(email));
  const slots = await slotsOf(app.db, rows);
  return { entries: rows.map((r) => familyEntryView(r, slots)) };
}

/** `DELETE /api/family/waitlist/:entryId`: another family's entry is a 404, as an unknown one is. */
export async function leaveAsFamily(
  app: WaitlistApp,
  email: string,
  entryId: string,
): Promise<{ message: string }> {
  const outcome = await seatTransaction(app.db, async (tx) => {
    const entry = await repo.findEntry(tx, entryId, true);
    if (!entry || entry.email !== normalizeEmail(email))
      throw new AppError('NOT_FOUND', 404, 'That waitlist entry could not be found');
    return takeOutOfLine(tx, entry, 'left');
  });
  if (outcome === undefined) return { message: WAITLIST_MESSAGES.alreadyLeft };
  await passAfter(app, outcome);
  return { message: WAITLIST_MESSAGES.left };
}

/** Retention: forgets the name and email of entries out of line (or whose time began) `days` days ago; returns how many. */
export const eraseOldWaitlistContacts = (db: Database, days: number) =>
  repo.eraseFinishedEntryContacts(db, days);
