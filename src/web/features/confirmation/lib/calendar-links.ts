/** "Add to Calendar" links: a Google Calendar event template, and an .ics file for every other calendar app. */
import type { BookingDetails } from '@core/api/bookings';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { BUSINESS } from '@core/catalog/business';

type Lesson = BookingDetails['lessons'][number];

const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function lessonTitle(booking: Pick<BookingDetails, 'lessonType'>): string {
  return `${lessonTypeLabel(booking.lessonType)} swim lesson: ${BUSINESS.name}`;
}

export function googleCalendarUrl(booking: BookingDetails, lesson: Lesson): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: lessonTitle(booking),
    dates: `${stamp(lesson.startTime)}/${stamp(lesson.endTime)}`,
    details: `Booking ${booking.reference} with ${lesson.instructorName}. Bring swimwear and a towel, and arrive ${BUSINESS.arriveEarlyMinutes} minutes early.`,
    location: lesson.venueName,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

const escapeText = (v: string) =>
  v.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

export function icsFile(booking: BookingDetails): string {
  const now = stamp(new Date().toISOString());
  const events = booking.lessons.map((lesson) =>
    [
      'BEGIN:VEVENT',
      `UID:${booking.id}-${lesson.slotId}@swim-lessons`,
      `DTSTAMP:${now}`,
      `DTSTART:${stamp(lesson.startTime)}`,
      `DTEND:${stamp(lesson.endTime)}`,
      `SUMMARY:${escapeText(lessonTitle(booking))}`,
      `LOCATION:${escapeText(lesson.venueName)}`,
      `DESCRIPTION:${escapeText(`Booking ${booking.reference} with ${lesson.instructorName}.`)}`,
      'END:VEVENT',
    ].join('\r\n'),
  );
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BUSINESS.name}//Booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export const icsDataUrl = (booking: BookingDetails) =>
  `data:text/calendar;charset=utf-8,${encodeURIComponent(icsFile(booking))}`;
