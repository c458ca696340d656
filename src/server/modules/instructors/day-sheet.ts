/**
 * The instructor's day on the road: her confirmed lessons of one New York day in order, where each one is, the drive
 * from the place before (home for the first), who swims and what they have signed off, and what to bring.
 */
import type { FastifyInstance } from 'fastify';
import type { DaySheet, DaySheetLesson } from '@core/api/instructor';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { isLevelId, levelById } from '@core/catalog/levels';
import { mapUrlFor } from '@core/rules/travel';
import { swimmerHistoryKeys } from '@core/rules/swimmers';
import { dayKeyInZone, instantAtWallTime, shiftDayKey } from '@core/rules/timezones';
import { requiredDocumentsOf } from '../documents';
import { instructorLessonsBetween, type InstructorLesson } from '../ledger';
import { legMinutes } from '../travel';
import * as repo from './repository';

type App = Pick<FastifyInstance, 'db' | 'travelTimes'>;

/** The New York day [start, end) of a yyyy-MM-dd key. */
export function nyDayRange(day: string): { from: Date; to: Date } {
  return {
    from: instantAtWallTime(day, '00:00', DEFAULT_TIME_ZONE),
    to: instantAtWallTime(shiftDayKey(day, 1), '00:00', DEFAULT_TIME_ZONE),
  };
}

export const todayInNewYork = (now = new Date()) => dayKeyInZone(now, DEFAULT_TIME_ZONE);

/** Attendance and milestones are recorded from the lesson's own day on, never for a day still ahead. */
export const canRecordLesson = (lesson: { startTime: Date }, now = new Date()) =>
  dayKeyInZone(lesson.startTime, DEFAULT_TIME_ZONE) <= todayInNewYork(now);

/** The day's lessons as sheet entries; `travel` gives each lesson's drive from the place before. */
export async function sheetEntries(
  app: App,
  lessons: InstructorLesson[],
  travel: { minutes: number | null; from: 'home' | 'previous_lesson' | null }[],
): Promise<DaySheetLesson[]> {
  const lessonIds = lessons.map((l) => l.lessonId);
  const [attendance, reports] = await Promise.all([
    repo.attendanceOf(app.db, lessonIds),
    repo.reportsOf(app.db, lessonIds),
  ]);
  const swimmers = lessons.flatMap((l) =>
    l.swimmers.flatMap((s) => swimmerHistoryKeys(s).map((key) => ({ email: l.customerEmail, key }))),
  );
  const [signoffs, documentsOf] = await Promise.all([
    repo.signoffsOfSwimmers(app.db, swimmers),
    requiredDocumentsOf(
      app.db,
      lessons.map((l) => l.customerEmail),
    ),
  ]);
  return lessons.map((lesson, i) => ({
    lessonId: lesson.lessonId,
    bookingReference: lesson.bookingReference,
    startTime: lesson.startTime.toISOString(),
    endTime: lesson.endTime.toISOString(),
    lessonType: lesson.lessonType,
    address: lesson.address,
    mapUrl: lesson.address ? mapUrlFor(lesson.address) : null,
    travelMinutesFromPrevious: travel[i]?.minutes ?? null,
    travelFrom: travel[i]?.from ?? null,
    swimmers: lesson.swimmers.map((s) => {
      const keys = swimmerHistoryKeys(s);
      const mine = signoffs.filter((o) => o.email === lesson.customerEmail && keys.includes(o.swimmerKey));
      const levelMilestones = isLevelId(s.level) ? levelById(s.level).milestones.map((m) => m.id) : [];
      const ofLevel = mine.filter((o) => levelMilestones.includes(o.milestoneId));
      return {
        swimmerId: s.id,
        name: s.name,
        ageGroup: s.ageGroup,
        level: s.level,
        healthConsiderations: s.healthConsiderations,
        fears: s.fears,
        attendance:
          (attendance.find((a) => a.lessonId === lesson.lessonId && a.swimmerId === s.id)?.status as
            'attended' | 'no_show' | undefined) ?? null,
        signedOffHere: ofLevel
          .filter((o) => o.lessonId === lesson.lessonId && o.swimmerId === s.id)
          .map((o) => o.milestoneId),
        // Once each: a milestone may be on record under the swimmer's name and under its saved swimmer.
        signedOffBefore: [
          ...new Set(
            ofLevel
              .filter((o) => !(o.lessonId === lesson.lessonId && o.swimmerId === s.id))
              .map((o) => o.milestoneId),
          ),
        ],
        documents: documentsOf(lesson.customerEmail, s, lesson.bookingId),
      };
    }),
    emergencyContact: lesson.emergencyContact,
    addOns: lesson.addOns,
    specialRequests: lesson.specialRequests,
    canRecord: canRecordLesson(lesson),
    progressSentAt: reports.find((r) => r.lessonId === lesson.lessonId)?.sentAt.toISOString() ?? null,
  }));
}

/**
 * One stop per time: a group time with several families is one place to drive to (the first family's pool), so the
 * drive is counted once. Minutes go from home (when the instructor has a home ZIP) to the first stop, then stop to stop.
 */
export async function dayTravel(app: App, homeZip: string | null, lessons: InstructorLesson[]) {
  const zips = [homeZip, ...lessons.map((l) => l.zip)];
  const legs = await legMinutes(app, zips);
  return lessons.map((lesson, i) => {
    const sameTimeAsBefore = i > 0 && lessons[i - 1]!.startTime.getTime() === lesson.startTime.getTime(); // i > 0
    if (sameTimeAsBefore) return { minutes: 0, from: 'previous_lesson' as const };
    const from = i === 0 ? (homeZip ? ('home' as const) : null) : ('previous_lesson' as const);
    return { minutes: from ? (legs[i + 1] ?? null) : null, from };
  });
}

export async function daySheet(app: App, instructorId: string, day = todayInNewYork()): Promise<DaySheet> {
  const instructor = await repo.findInstructor(app.db, instructorId);
  const { from, to } = nyDayRange(day);
  const lessons = await instructorLessonsBetween(app.db, instructorId, from, to);
  const travel = await dayTravel(app, instructor?.homeZip ?? null, lessons);
  return {
    date: day,
    instructorName: instructor?.name ?? '',
    lessons: await sheetEntries(app, lessons, travel),
  };
}
