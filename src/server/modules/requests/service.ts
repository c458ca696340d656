import { randomUUID } from 'node:crypto';
import type { FamilyRequest } from '@core/api/family';
import type { BookingRequest, BookingRequestResponse } from '@core/api/requests';
import { BOOKING_HORIZON_DAYS } from '@core/rules/slots';
import { dayKeyInZone, shiftDayKey, SIMPLE_CALENDAR_ZONE } from '@core/rules/timezones';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { readableId } from '../../lib/ids';
import type { EmailEvents } from '../../contracts/email';
import { requireRoomToEmail } from '../limits';
import { getTravelSettings } from '../travel';
import { NO_PLACE, resolveLessonPlace, unavailableSlotIds } from '../ledger';
import { requireFormPost } from '../limits';
import {
  anyRequestFor,
  findRecentIdenticalRequest,
  findRequestsFor,
  findRequestByIdempotencyKey,
  findSlotsForRequest,
  inTransaction,
  insertRequest,
  isUniqueViolation,
  lockFor,
  type LessonRequestRow,
  type NewLessonRequest,
} from './repository';

/** An identical request (same person, days, times) sent again within this many seconds is the same request. */
export const DUPLICATE_WINDOW_SECONDS = 60;

/**
 * Who is asking: the client address and how many requests it may have stored per window (FORM_POSTS_PER_ADDRESS,
 * 10 by default: a family sends one or two; a script is stopped quickly).
 */
export interface RequestClient {
  ip: string;
  postsPerWindow: number;
}
export const LESSON_REQUEST_LIMIT_MESSAGE =
  'Too many lesson requests were sent from your connection. Please wait a few minutes and try again, or call us.';

/** A request the browser queued while the server was out of reach is accepted for this long after it was made. */
export const OFFLINE_REQUEST_MAX_AGE_DAYS = 7;

export interface StoredRequest {
  /** true when this call stored it; false when it answers an earlier identical submission */
  created: boolean;
  body: BookingRequestResponse;
}

type RequestDetails = Omit<
  NewLessonRequest,
  'id' | 'requestCode' | 'idempotencyKey' | 'status' | 'createdAt'
> & {
  dates: string[];
  slotIds: string[];
};

function normalise(input: BookingRequest): RequestDetails {
  const c = input.customerInfo;
  return {
    lessonType: input.lessonType,
    swimmers: input.swimmers,
    dates: [...new Set(input.dates)].sort(),
    slotIds: [...new Set(input.slotIds)].sort(),
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email.toLowerCase(),
    phone: c.phone,
  };
}

function sameDetails(row: LessonRequestRow, d: RequestDetails): boolean {
  return (
    JSON.stringify([
      row.lessonType,
      row.swimmers,
      row.dates,
      row.slotIds,
      row.firstName,
      row.lastName,
      row.email,
      row.phone,
    ]) ===
    JSON.stringify([d.lessonType, d.swimmers, d.dates, d.slotIds, d.firstName, d.lastName, d.email, d.phone])
  );
}

const answer = (row: LessonRequestRow, created: boolean): StoredRequest => ({
  created,
  body: { requestId: row.requestCode, status: 'pending_approval', dates: row.dates, slotIds: row.slotIds },
});

/** The requested days run from today to the booking horizon, on the calendar they were picked on. */
function checkDays(dates: readonly string[], now: Date) {
  const today = dayKeyInZone(now, SIMPLE_CALENDAR_ZONE);
  const past = dates.filter((day) => day < today);
  if (past.length)
    throw new AppError('DATE_IN_PAST', 400, 'Lessons cannot be requested for days that have passed.', {
      dates: `Days in the past: ${past.join(', ')}`,
    });
  const lastDay = shiftDayKey(today, BOOKING_HORIZON_DAYS);
  const tooFar = dates.filter((day) => day > lastDay);
  if (tooFar.length)
    throw new AppError(
      'DATE_BEYOND_HORIZON',
      400,
      `Lessons can be requested up to a year ahead, through ${lastDay}. Please pick an earlier day.`,
      { dates: `Days more than a year ahead: ${tooFar.join(', ')}` },
    );
}

/**
 * The picked times must exist, fall on the requested days, and still be bookable for this many swimmers; a request
 * the browser queued while we were unreachable gets the same checks (its times may have filled or passed since) and
 * must be at most a week old. A time that is not bookable is reported by id.
 */
async function checkSlots(
  tx: Database,
  d: RequestDetails,
  submittedOfflineAt: string | undefined,
  now: Date,
) {
  if (submittedOfflineAt !== undefined) {
    const ageMs = now.getTime() - new Date(submittedOfflineAt).getTime();
    if (ageMs > OFFLINE_REQUEST_MAX_AGE_DAYS * 86_400_000)
      throw new AppError(
        'OFFLINE_REQUEST_TOO_OLD',
        400,
        `This lesson request was saved on your device more than ${OFFLINE_REQUEST_MAX_AGE_DAYS} days ago, so it can no longer be sent. Please pick your lesson times again.`,
        { submittedOfflineAt: `Saved more than ${OFFLINE_REQUEST_MAX_AGE_DAYS} days ago` },
      );
  }
  const slots = await findSlotsForRequest(tx, d.slotIds);
  const missing = d.slotIds.filter((id) => !slots.some((s) => s.id === id));
  if (missing.length) {
    throw new AppError('SLOT_NOT_FOUND', 400, 'One or more of the chosen lesson times does not exist.', {
      slotIds: `Unknown lesson times: ${missing.join(', ')}`,
    });
  }
  const slotDays = new Set(slots.map((s) => dayKeyInZone(s.startTime, SIMPLE_CALENDAR_ZONE)));
  const strayDays = [...slotDays].filter((day) => !d.dates.includes(day));
  const emptyDates = d.slotIds.length ? d.dates.filter((day) => !slotDays.has(day)) : [];
  if (strayDays.length || emptyDates.length) {
    throw new AppError(
      'DATES_DO_NOT_MATCH',
      400,
      'The requested dates must be the days of the chosen lesson times.',
      {
        dates: `Expected exactly the days ${[...slotDays].sort().join(', ')}`,
      },
    );
  }
  checkDays(d.dates, now);
  const unavailable = await unavailableSlotIds(tx, d.slotIds, d.swimmers);
  if (unavailable.length) {
    throw new AppError(
      'SLOT_UNAVAILABLE',
      409,
      unavailable.length === 1
        ? 'One of the times you picked is no longer available. Please pick another time.'
        : 'Some of the times you picked are no longer available. Please pick other times.',
      { slotIds: 'No longer available' },
      { unavailableSlotIds: unavailable },
    );
  }
}

async function storeOnce(
  db: Database,
  emails: EmailEvents,
  d: RequestDetails,
  key: string,
  client: RequestClient & { submittedOfflineAt: string | undefined },
  now: Date,
): Promise<StoredRequest> {
  return inTransaction(db, async (tx) => {
    // The same key, or the same details, are handled one at a time: the second waits and then finds the first.
    await lockFor(tx, `lesson-request-key:${key}`);
    await lockFor(tx, `lesson-request:${d.email}:${d.dates.join(',')}`);
    const byKey = await findRequestByIdempotencyKey(tx, key);
    if (byKey) {
      if (!sameDetails(byKey, d))
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          409,
          'This request key was already used for a different lesson request.',
        );
      return answer(byKey, false);
    }
    const recent = await findRecentIdenticalRequest(tx, d, DUPLICATE_WINDOW_SECONDS);
    if (recent) return answer(recent, false);
    await checkSlots(tx, d, client.submittedOfflineAt, now);
    // Counted here, in the storing transaction, so only stored requests (and their emails) count; a refusal rolls
    // its own count back with everything else.
    await requireFormPost(tx, 'lesson-request', client, LESSON_REQUEST_LIMIT_MESSAGE);
    await requireRoomToEmail(tx, d.email);
    const row = await insertRequest(tx, {
      ...d,
      requestCode: readableId('REQ'),
      idempotencyKey: key,
      status: 'pending_approval',
    });
    if (!row) {
      // Only reachable if another transaction stored this key past the lock: answer with the row it stored.
      const stored = await findRequestByIdempotencyKey(tx, key);
      if (stored && sameDetails(stored, d)) return answer(stored, false);
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        409,
        'This request key was already used for a different lesson request.',
      );
    }
    await emails.queue(tx, { kind: 'lesson_request_received', requestId: row.id });
    return answer(row, true);
  });
}

/**
 * Stores a lesson request as pending approval and queues the "received" email in the same transaction,
 * so the visitor hears "received" only about a stored row. The idempotency key (from the client) makes
 * a retry answer the stored request; without one, an identical request within a minute does. Requests stored from
 * one client address, and emails to one address, are limited (429).
 */
export async function createLessonRequest(
  db: Database,
  emails: EmailEvents,
  input: BookingRequest,
  idempotencyKey: string | undefined,
  requestClient: RequestClient,
  now = new Date(),
): Promise<StoredRequest> {
  // Where the lessons will be: a ZIP outside the service area is a 400 before anything is stored.
  const place = input.pool
    ? (await resolveLessonPlace(db, input.pool, await getTravelSettings(db))).columns
    : NO_PLACE;
  const details = { ...normalise(input), ...place };
  const key = idempotencyKey ?? `server:${randomUUID()}`;
  const client = { ...requestClient, submittedOfflineAt: input.submittedOfflineAt };
  for (let attempt = 1; ; attempt++) {
    try {
      return await storeOnce(db, emails, details, key, client, now);
    } catch (err) {
      // A fresh random request code collided with a stored one: draw another.
      if (attempt < 3 && isUniqueViolation(err, 'lesson_requests_code_uq')) continue;
      throw err;
    }
  }
}

const familyEmail = (email: string) => email.trim().toLowerCase();

/** Whether a lesson request was ever made with this email, whatever became of it. */
export function hasRequestsFor(db: Database, email: string): Promise<boolean> {
  return anyRequestFor(db, familyEmail(email));
}

/** The stored status in a family's words. */
const FAMILY_REQUEST_STATUS: Record<string, string> = {
  pending_approval: 'pending',
  approved: 'approved',
  declined: 'declined',
};

/**
 * The lesson requests made with this email, newest first, for the family's own page. A request is named by the code
 * the family was shown and emailed (REQ-...), not its internal id.
 */
export async function listRequestsFor(db: Database, email: string): Promise<FamilyRequest[]> {
  const rows = await findRequestsFor(db, familyEmail(email));
  return rows.map((r) => ({
    id: r.requestCode,
    status: FAMILY_REQUEST_STATUS[r.status] ?? r.status,
    lessonType: r.lessonType,
    dates: [...r.dates].sort(),
    swimmers: r.swimmers,
    createdAt: r.createdAt.toISOString(),
  }));
}
