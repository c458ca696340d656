/**
 * Private calendar feeds: a family's lessons, or an instructor's, as an iCalendar file a calendar app subscribes to
 * and reads again every few hours, so moves and cancellations reach it without an email. The address carries a
 * secret token; only its hash is kept, so it is shown once, and a new one replaces it at once.
 *
 * What a feed holds: lessons from 60 days back to a year ahead, not cancelled, of confirmed bookings. No health notes
 * or phone numbers: a subscribed calendar is kept by another company, and may be shared.
 */
import type { FastifyInstance } from 'fastify';
import type { CalendarFeedCreated, CalendarFeedState } from '@core/api/calendar-feeds';
import { BUSINESS } from '@core/catalog/business';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { buildIcs, icsUidAt, type IcsLesson } from '../../lib/ics';
import { secretToken, sha256 } from '../../lib/ids';
import type { Job } from '../../jobs/scheduler';
import { instructorLessonsBetween, listFamilyBookings } from '../ledger';
import * as repo from './repository';
import type { FeedOwner } from './repository';

type App = Pick<FastifyInstance, 'db' | 'config' | 'instructorDirectory'>;

const DAY_MS = 86_400_000;
const BACK_DAYS = 60;
const AHEAD_DAYS = 366;
/** A feed nobody has read for this long is deleted: a calendar still subscribed reads it every day. */
const UNREAD_FEED_DAYS = 365;

export async function feedState(app: App, owner: FeedOwner): Promise<CalendarFeedState> {
  const row = await repo.findFeedOf(app.db, owner);
  return { active: !!row, createdAt: row?.createdAt.toISOString() ?? null };
}

export async function newFeed(app: App, owner: FeedOwner): Promise<CalendarFeedCreated> {
  const token = secretToken();
  const row = await repo.replaceFeed(app.db, owner, sha256(token));
  const url = new URL(`/api/calendar-feeds/${token}.ics`, app.config.publicUrl).toString();
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: row.createdAt.toISOString() };
}

export const stopFeed = (app: App, owner: FeedOwner) => repo.deleteFeedOf(app.db, owner);

/** The feed behind a token, as iCalendar text; undefined for a token that is not (or no longer) a feed. */
export async function feedFile(app: App, token: string, now = new Date()): Promise<string | undefined> {
  const feed = await repo.readFeed(app.db, sha256(token));
  if (!feed) return undefined;
  // An instructor who no longer teaches here (deactivated) no longer sees families' lessons, here either.
  if (feed.instructorId && !(await app.instructorDirectory.byId(app.db, feed.instructorId))?.active)
    return undefined;
  const from = new Date(now.getTime() - BACK_DAYS * DAY_MS);
  const until = new Date(now.getTime() + AHEAD_DAYS * DAY_MS);
  const lessons =
    feed.kind === 'family' && feed.email
      ? await familyLessons(app, feed.email, from, until)
      : feed.instructorId
        ? await instructorLessons(app, feed.instructorId, from, until)
        : [];
  return buildIcs({
    method: 'PUBLISH',
    name: feed.kind === 'family' ? `${BUSINESS.name}: my lessons` : `${BUSINESS.name}: my teaching`,
    stamp: now,
    lessons,
  });
}

/** One UID per lesson for feeds, stable through moves, apart from the emailed invites' (another calendar). */
const feedUid = (lessonId: string, publicUrl: string) => icsUidAt(`feed-${lessonId}`, publicUrl);

async function familyLessons(app: App, email: string, from: Date, until: Date): Promise<IcsLesson[]> {
  const bookings = await listFamilyBookings(app.db, email);
  const manage = new URL('/my-lessons', app.config.publicUrl).toString();
  return bookings
    .filter((b) => b.status === 'confirmed')
    .flatMap((b) =>
      b.lessons
        .filter((l) => l.state !== 'cancelled')
        .filter((l) => new Date(l.endTime) >= from && new Date(l.startTime) < until)
        .map((l) => ({
          uid: feedUid(l.id, app.config.publicUrl),
          sequence: 0,
          start: new Date(l.startTime),
          end: new Date(l.endTime),
          summary: `${lessonTypeLabel(b.lessonType)} swim lesson: ${b.swimmers.join(', ')}`,
          location: l.venueName,
          description: `With ${l.instructorName}. Booking ${b.reference}. Your lessons: ${manage}`,
        })),
    );
}

async function instructorLessons(
  app: App,
  instructorId: string,
  from: Date,
  until: Date,
): Promise<IcsLesson[]> {
  const lessons = await instructorLessonsBetween(app.db, instructorId, from, until);
  const sheet = new URL('/instructor', app.config.publicUrl).toString();
  return lessons.map((l) => ({
    uid: feedUid(l.lessonId, app.config.publicUrl),
    sequence: 0,
    start: l.startTime,
    end: l.endTime,
    summary: `${lessonTypeLabel(l.lessonType)} lesson: ${l.customerName}`,
    location: l.address ?? 'No address given: see the day sheet',
    description: [
      `Swimmers: ${l.swimmers.map((s) => `${s.name} (${s.level})`).join(', ')}`,
      `Booking ${l.bookingReference}`,
      `Day sheet: ${sheet}`,
    ].join('\n'),
  }));
}

export const calendarFeedCleanupJob: Job = {
  name: 'calendar-feed-cleanup',
  intervalMs: DAY_MS,
  async run(app) {
    const gone = await repo.deleteFeedsUnreadFor(app.db, UNREAD_FEED_DAYS);
    if (gone) app.log.info({ gone }, 'calendar feeds unread for a year deleted');
  },
};
