/**
 * Which messages carry the family's "Manage your lessons" link, and how long it works: 30 days after the last lesson
 * the message is about ends, so a family can still look back at a finished booking for a while; never less than 30
 * days from now, and never more than a year from now, however far off the lessons (or the credits) are.
 * `manageLinkUntil` is the one place that decides: the queue makes links by it, and the previews show them by it.
 */
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { instantAtWallTime, shiftDayKey } from '@core/rules/timezones';
import type { Message } from './templates';
import { lessonsCancelledSendsToMyLessons } from './templates/lessons-cancelled';
import type { BookingView, LessonRequestView } from './templates/models';

const MANAGE_LINK_DAYS_AFTER_LAST_LESSON = 30;
/**
 * A link signs its holder in without a password, and emails get forwarded and left in old inboxes: a year bounds how
 * long a lost one works. A family whose link has run out asks for a sign-in link with the same email.
 */
const MANAGE_LINK_MAX_DAYS = 365;
const DAY_MS = 86_400_000;
const DAYS = MANAGE_LINK_DAYS_AFTER_LAST_LESSON * DAY_MS;

/** `end`, brought back to a year from now when it is later. */
function capped(end: number, now: Date): Date {
  return new Date(Math.min(end, now.getTime() + MANAGE_LINK_MAX_DAYS * DAY_MS));
}

function until(lastEnd: number, now: Date): Date {
  return capped(Math.max(lastEnd + DAYS, now.getTime() + DAYS), now);
}

/** When the booking's last lesson ends: of its lessons still going ahead, or of all of them when none is. */
function lastLessonEnd(booking: BookingView): number {
  const live = booking.lessons.filter((l) => !l.cancelled);
  const ends = (live.length ? live : booking.lessons).map((l) => l.end.getTime());
  return ends.length ? Math.max(...ends) : 0;
}

/** 30 days after the booking's last lesson ends. */
export function bookingManageLinkUntil(booking: BookingView, now: Date): Date {
  return until(lastLessonEnd(booking), now);
}

/**
 * 30 days after the end of the request's last requested date (midnight after it, on the business's calendar,
 * which is the calendar the dates were picked on), or after its last requested lesson time if that is later.
 */
function requestManageLinkUntil(request: LessonRequestView, now: Date): Date {
  const dayEnds = request.dates.map((d) =>
    instantAtWallTime(shiftDayKey(d, 1), '00:00', DEFAULT_TIME_ZONE).getTime(),
  );
  const lessonEnds = request.lessons.map((l) => l.end.getTime());
  const ends = [...dayEnds, ...lessonEnds, ...(request.booking ? [lastLessonEnd(request.booking)] : [])];
  return until(ends.length ? Math.max(...ends) : 0, now);
}

/** A waitlist email's link: 30 days from now (My Lessons shows the family's waitlist and lets them leave it). */
function waitlistManageLinkUntil(now: Date): Date {
  return until(0, now);
}

/**
 * A message about lesson credits: the link works while the credits do (until the latest of `expiries`, the lots'
 * ends), and at least as long as the booking's link when there is one; never less than 30 days from now, and never
 * more than a year.
 */
function creditsManageLinkUntil(expiries: readonly Date[], now: Date, booking?: BookingView): Date {
  const ends = expiries.map((d) => d.getTime());
  const base = booking ? bookingManageLinkUntil(booking, now) : until(0, now);
  return capped(Math.max(base.getTime(), ...ends), now);
}

/**
 * Until when the link in this message works, or undefined when the message carries none: only a family's own copy
 * about lessons it can still see or book in My Lessons does. The owner's and instructors' copies, sign-in links, and
 * news of lessons that will not happen (with nothing left to book) carry none.
 */
export function manageLinkUntil(message: Message, now: Date): Date | undefined {
  switch (message.kind) {
    case 'booking_confirmed':
      return bookingManageLinkUntil(message.data, now);
    case 'lesson_reminder':
    case 'documents_reminder':
      return bookingManageLinkUntil(message.data.booking, now);
    case 'lesson_request_received':
    case 'lesson_request_approved':
    case 'lesson_request_declined':
      return requestManageLinkUntil(message.data, now);
    case 'waitlist_joined':
    case 'waitlist_offer':
      return waitlistManageLinkUntil(now);
    case 'package_purchased':
      return creditsManageLinkUntil([message.data.expiresAt], now);
    case 'lessons_cancelled':
      // Credits or a free new time are booked in My Lessons: the family's copy takes them there.
      return lessonsCancelledSendsToMyLessons(message.data)
        ? creditsManageLinkUntil(message.data.creditExpiries, now, message.data.booking)
        : undefined;
    default:
      return undefined;
  }
}
