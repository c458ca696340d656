/**
 * A small RFC 5545 writer for the calendar invites attached to booking emails and the private calendar feeds.
 * Written by hand because an invite is a few lines and its details matter: CRLF line ends, lines folded at 75 octets, escaped text,
 * instants in UTC, and a UID that stays the same for a lesson so a later update or cancellation replaces it.
 */

export interface IcsLesson {
  /** Stable for the lesson, whatever time it moves to: `icsUidAt(booking_slots.ics_uid, publicUrl)`. */
  uid: string;
  /**
   * The lesson's revision (booking_slots.ics_sequence): 0 when booked, one more for every move and for the
   * cancellation. A calendar applies an update or cancellation only when it outranks what it holds.
   */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
}

export interface IcsCalendar {
  /** REQUEST or CANCEL for an emailed invite; PUBLISH for a feed a calendar subscribes to. */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** The calendar's name in a subscribing app (a feed). */
  name?: string;
  /** When the invite was written. */
  stamp: Date;
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
  lessons: readonly IcsLesson[];
}

export const ICS_PRODID = '-//DMV Swim Lessons//Lesson Booking//EN';

/** 20261120T143000Z */
export function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Escapes a TEXT value (RFC 5545 section 3.3.11). Any line break (CRLF, LF or a lone CR) becomes `\n`, and other
 * control characters, which TEXT may not hold, are dropped: a raw CR would end the content line early.
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .split('')
    .filter((c) => !isControl(c))
    .join('');
}

/** A control character other than tab: TEXT and parameter values may not hold one. */
function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
}

/** A parameter value is quoted when it holds a character that would end it early. */
function paramValue(value: string): string {
  const clean = value
    .split('')
    .filter((c) => c !== '"' && !isControl(c))
    .join('');
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

/** Folds a content line into pieces of at most 75 octets, never splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole VCALENDAR, CRLF-terminated. */
export function buildIcs(calendar: IcsCalendar): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method}`,
  ];
  if (calendar.name) lines.push(`X-WR-CALNAME:${escapeIcsText(calendar.name)}`);
  const cancelled = calendar.method === 'CANCEL';
  for (const lesson of calendar.lessons) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${lesson.uid}`,
      `SEQUENCE:${lesson.sequence}`,
      `DTSTAMP:${icsUtc(calendar.stamp)}`,
      `DTSTART:${icsUtc(lesson.start)}`,
      `DTEND:${icsUtc(lesson.end)}`,
      `SUMMARY:${escapeIcsText(lesson.summary)}`,
      `LOCATION:${escapeIcsText(lesson.location)}`,
      `DESCRIPTION:${escapeIcsText(lesson.description)}`,
    );
    if (calendar.organizer)
      lines.push(`ORGANIZER;CN=${paramValue(calendar.organizer.name)}:mailto:${calendar.organizer.email}`);
    if (calendar.attendee) {
      lines.push(
        `ATTENDEE;CN=${paramValue(calendar.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${calendar.attendee.email}`,
      );
    }
    lines.push(`STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'TRANSP:OPAQUE', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** A lesson's invite UID: its stored `ics_uid` under the site's host, so it is globally unique. */
export function icsUidAt(icsUid: string, publicUrl: string): string {
  return `${icsUid}@${new URL(publicUrl).hostname}`;
}
