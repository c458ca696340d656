/**
 * Busy-time calendars: an instructor pastes their calendar's secret iCal address (Google Calendar's, for instance);
 * it is read at once, then every 15 minutes by a job and on "Refresh now", and its busy times block the instructor's
 * availability. The read happens outside any transaction; a failed read keeps the busy times of the last good one
 * and tells the instructor why (docs/decisions/0178).
 */
import type { FastifyInstance } from 'fastify';
import type { BusyCalendarState } from '@core/api/availability';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { Job } from '../../jobs/scheduler';
import * as repo from './busy-calendar.repository';
import { busyTimesIn } from './busy-calendar-parse';
import { BusyCalendarError, normaliseCalendarAddress } from './busy-calendar-reader';
import { requireInstructor } from './service';

type BusyApp = Pick<FastifyInstance, 'db' | 'busyCalendars' | 'log'>;

/** How often each calendar is read, how far ahead its busy times are kept, and how many the page lists. */
export const REFRESH_MINUTES = 15;
const WINDOW_DAYS = 365;
const NEXT_SHOWN = 5;
/** Busy times are kept a day after they end (a lesson that day may still be moved), then deleted. */
const KEEP_ENDED_DAYS = 1;

/** The address with its secret hidden: the host and the file's name ("calendar.google.com/.../basic.ics"). */
export function maskedAddress(address: string): string {
  try {
    const url = normaliseCalendarAddress(address);
    // The last part only when it is a file's name (basic.ics): in some addresses it is the secret itself.
    const file = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
    return /^[\w-]{1,20}\.ics$/i.test(file) ? `${url.host}/.../${file}` : `${url.host}/...`;
  } catch {
    return 'an address that cannot be read';
  }
}

export async function busyCalendarState(db: Database, instructorId: string): Promise<BusyCalendarState> {
  const calendar = await repo.busyCalendarOf(db, instructorId);
  if (!calendar)
    return { connected: false, address: null, lastReadAt: null, lastError: null, busyAhead: 0, nextBusy: [] };
  const ahead = await repo.busyTimesAhead(db, instructorId, NEXT_SHOWN);
  return {
    connected: true,
    address: maskedAddress(calendar.address),
    lastReadAt: calendar.lastReadAt?.toISOString() ?? null,
    lastError: calendar.lastError,
    busyAhead: ahead.total,
    nextBusy: ahead.next.map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() })),
  };
}

/** Reads and parses the calendar at `address` now; a `BusyCalendarError` says why not. */
async function readBusyTimes(app: BusyApp, address: string) {
  const text = await app.busyCalendars.read(address);
  const now = Date.now();
  return busyTimesIn(
    text,
    new Date(now - KEEP_ENDED_DAYS * 86_400_000),
    new Date(now + WINDOW_DAYS * 86_400_000),
  );
}

/**
 * A new address: read at once, and kept only if it gives a calendar, so an address that cannot be read (a typo, a
 * private network, a page that is not a calendar) is a 400 saying why, and changes nothing.
 */
export async function connectBusyCalendar(
  app: BusyApp,
  instructorId: string,
  address: string,
): Promise<BusyCalendarState> {
  await requireInstructor(app.db, instructorId);
  const stored = address.trim();
  let times;
  try {
    normaliseCalendarAddress(stored);
    times = await readBusyTimes(app, stored);
  } catch (err) {
    if (!(err instanceof BusyCalendarError)) throw err;
    throw new AppError('BUSY_CALENDAR_UNREADABLE', 400, err.message, { address: err.message });
  }
  await repo.saveBusyCalendar(app.db, instructorId, stored);
  await repo.storeBusyTimes(app.db, instructorId, stored, times);
  return busyCalendarState(app.db, instructorId);
}

/** Reads the instructor's calendar again now; a failure is recorded and shown, not thrown. 404 without one. */
export async function refreshBusyCalendar(app: BusyApp, instructorId: string): Promise<BusyCalendarState> {
  const calendar = await repo.busyCalendarOf(app.db, instructorId);
  if (!calendar) throw notFound('No busy-time calendar to read');
  await readAndStore(app, instructorId, calendar.address);
  return busyCalendarState(app.db, instructorId);
}

async function readAndStore(app: BusyApp, instructorId: string, address: string): Promise<boolean> {
  try {
    await repo.storeBusyTimes(app.db, instructorId, address, await readBusyTimes(app, address));
    return true;
  } catch (err) {
    if (!(err instanceof BusyCalendarError)) throw err;
    await repo.recordBusyCalendarError(app.db, instructorId, address, err.message);
    return false;
  }
}

export async function disconnectBusyCalendar(db: Database, instructorId: string): Promise<BusyCalendarState> {
  if (!(await repo.deleteBusyCalendar(db, instructorId))) throw notFound('No busy-time calendar to stop');
  return busyCalendarState(db, instructorId);
}

/** Reads the calendars due (not tried for 15 minutes), one after another, and deletes busy times long ended. */
export const busyCalendarJob: Job = {
  name: 'busy-calendars',
  intervalMs: 60_000,
  async run(app) {
    // At most five a run (each read ends within its time limit), so a run ends well before the next one is due.
    const due = await repo.calendarsDue(app.db, REFRESH_MINUTES, 5);
    let failed = 0;
    for (const calendar of due) {
      try {
        if (!(await readAndStore(app, calendar.instructorId, calendar.address))) failed++;
      } catch (err) {
        // One calendar's trouble (its row gone meanwhile, the database busy) does not stop the others.
        failed++;
        app.log.warn({ err, instructorId: calendar.instructorId }, 'busy-time calendar not stored');
      }
    }
    const gone = await repo.deleteBusyTimesEndedBefore(app.db, KEEP_ENDED_DAYS);
    if (due.length || gone) app.log.info({ read: due.length, failed, gone }, 'busy-time calendars read');
  },
};
