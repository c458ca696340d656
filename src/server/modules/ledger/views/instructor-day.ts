/**
 * An instructor's booked lessons as the instructors module needs them: where each one is (the family's pool, the
 * business pool it names, or the slot's venue), who swims, whom to call, what to bring.
 */
import type { Database } from '../../../db/client';
import {
  findLessonsOfInstructor,
  findSwimmersOfBookings,
  findTaughtLesson,
  type InstructorLessonRow,
} from './instructor-day.repository';

export interface InstructorLesson {
  lessonId: string;
  bookingId: string;
  bookingReference: string;
  instructorId: string;
  startTime: Date;
  endTime: Date;
  lessonType: string;
  customerName: string;
  customerEmail: string;
  emergencyContact: { name: string; phone: string; relationship: string | null };
  specialRequests: string | null;
  addOns: { name: string; quantity: number }[];
  /** One line to drive to, and its ZIP for travel minutes; null when the booking names no place. */
  address: string | null;
  zip: string | null;
  swimmers: {
    id: string;
    name: string;
    email: string;
    ageGroup: string;
    level: string;
    healthConsiderations: string | null;
    fears: string | null;
    /** The family's saved swimmer it was booked as (core/rules/swimmers.ts swimmerIdentity). */
    savedSwimmerId: string | null;
  }[];
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(', ');

function placeOf(row: InstructorLessonRow): { address: string | null; zip: string | null } {
  if (row.poolZip && row.poolStreet)
    return {
      address: `${joined(row.poolStreet, row.poolCity)}, ${joined(row.poolState)} ${row.poolZip}`.trim(),
      zip: row.poolZip,
    };
  const venue = row.poolVenue?.name ? row.poolVenue : row.slotVenue;
  const line = joined(
    venue.name,
    venue.address,
    venue.city,
    joined(venue.region, venue.zip).replace(', ', ' '),
  );
  return { address: line || null, zip: venue.zip };
}

function addOnLines(value: unknown): { name: string; quantity: number }[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (a): a is { name: string; quantity: number } => typeof a?.name === 'string' && Number(a?.quantity) > 0,
    )
    .map((a) => ({ name: a.name, quantity: Number(a.quantity) }));
}

async function withSwimmers(db: Database, rows: InstructorLessonRow[]): Promise<InstructorLesson[]> {
  const swimmers = await findSwimmersOfBookings(db, [...new Set(rows.map((r) => r.bookingId))]);
  return rows.map((row) => ({
    lessonId: row.lessonId,
    bookingId: row.bookingId,
    bookingReference: row.bookingReference,
    instructorId: row.instructorId,
    startTime: row.startTime,
    endTime: row.endTime,
    lessonType: row.lessonType,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    emergencyContact: {
      name: row.emergencyName,
      phone: row.emergencyPhone,
      relationship: row.emergencyRelationship,
    },
    specialRequests: row.specialRequests,
    addOns: addOnLines(row.addOns),
    ...placeOf(row),
    swimmers: swimmers
      .filter((s) => s.bookingId === row.bookingId)
      .map(({ bookingId: _booking, ...swimmer }) => swimmer),
  }));
}

/** The instructor's lessons starting in [from, to), in time order. */
export async function instructorLessonsBetween(
  db: Database,
  instructorId: string,
  from: Date,
  to: Date,
): Promise<InstructorLesson[]> {
  return withSwimmers(db, await findLessonsOfInstructor(db, instructorId, from, to));
}

/** One lesson that is being taught (confirmed, not cancelled), whoever teaches it; undefined otherwise. */
export async function taughtLesson(db: Database, lessonId: string): Promise<InstructorLesson | undefined> {
  const row = await findTaughtLesson(db, lessonId);
  return row ? (await withSwimmers(db, [row]))[0] : undefined;
}
