/** What other modules ask of the instructors module: who the instructors are, signed-off milestones, progress reports, routes. */
import type { FastifyInstance } from 'fastify';
import type { InstructorRoute, SignedMilestone } from '@core/api/instructor';
import type { LessonProgressView } from '../../contracts/email';
import { isLevelId, LEVELS, levelById } from '@core/catalog/levels';
import { swimmerHistoryKeys } from '@core/rules/swimmers';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { instantAtWallTime } from '@core/rules/timezones';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { instructorLessonsBetween, taughtLesson } from '../ledger';
import { dayTravel, nyDayRange, todayInNewYork } from './day-sheet';
import * as repo from './repository';

/** An instructor as stored (email, active), before the owner changes them. */
export const findInstructor = (db: Database, id: string) => repo.findInstructor(db, id);

/** The instructors as the instructor sign-in (auth) needs them; the app hands this in as `app.instructorDirectory`. */
export const instructorDirectory = {
  byId: findInstructor,
  activeByEmail: (db: Database, email: string) => repo.findActiveInstructorByEmail(db, email),
};

/** Retention: deletes attendance recorded more than `days` days ago; returns how many records went. */
export const eraseOldAttendance = (db: Database, days: number) => repo.deleteAttendanceOlderThan(db, days);

/** Retention: the families (emails) holding sign-offs older than `days` days. */
export const familiesWithSignoffsOlderThan = (db: Database, days: number) =>
  repo.emailsWithSignoffsOlderThan(db, days);

/** Retention: deletes these families' sign-offs older than `days` days; returns how many went. */
export const eraseSignoffsOf = (db: Database, emails: readonly string[], days: number) =>
  repo.deleteSignoffsOlderThan(db, emails, days);

/** Every milestone an instructor signed off for this family's swimmers, by swimmer key, newest first. */
export async function signedMilestonesOf(
  db: Database,
  email: string,
): Promise<Map<string, SignedMilestone[]>> {
  const rows = await repo.signoffsOfEmail(db, email.trim().toLowerCase());
  const bySwimmer = new Map<string, SignedMilestone[]>();
  for (const row of rows) {
    const list = bySwimmer.get(row.swimmerKey) ?? [];
    list.push({
      milestoneId: row.milestoneId,
      levelId: row.levelId,
      instructorName: row.instructorName,
      signedAt: row.signedAt.toISOString(),
    });
    bySwimmer.set(row.swimmerKey, list);
  }
  return bySwimmer;
}

/** The progress email's view (its template's), and whom it goes to. */
export type ProgressReportView = LessonProgressView & { email: string };

/** What the lesson's progress email says; read in the email's own transaction. */
export async function progressReportView(
  tx: Database,
  lessonId: string,
): Promise<ProgressReportView | undefined> {
  const lesson = await taughtLesson(tx, lessonId);
  if (!lesson) return undefined;
  const [instructor, attendance, here] = await Promise.all([
    repo.findInstructor(tx, lesson.instructorId),
    repo.attendanceOf(tx, [lessonId]),
    repo.signoffsOfLesson(tx, lessonId),
  ]);
  const all = await repo.signoffsOfSwimmers(
    tx,
    lesson.swimmers.flatMap((s) =>
      swimmerHistoryKeys(s).map((key) => ({ email: lesson.customerEmail, key })),
    ),
  );
  return {
    email: lesson.customerEmail,
    customerName: lesson.customerName,
    instructorName: instructor?.name ?? 'Your instructor',
    startTime: lesson.startTime,
    timeZone: 'America/New_York',
    swimmers: lesson.swimmers.map((s) => {
      const level = isLevelId(s.level) ? levelById(s.level) : null;
      const status = attendance.find((a) => a.swimmerId === s.id)?.status;
      const workedOn = here
        .filter((o) => o.swimmerId === s.id)
        .map((o) => level?.milestones.find((m) => m.id === o.milestoneId)?.text ?? o.milestoneId);
      const keys = swimmerHistoryKeys(s);
      const done = new Set(all.filter((o) => keys.includes(o.swimmerKey)).map((o) => o.milestoneId));
      const levelComplete = !!level && level.milestones.every((m) => done.has(m.id));
      const nextLevel = level ? LEVELS[LEVELS.findIndex((l) => l.id === level.id) + 1] : undefined;
      return {
        name: s.name,
        attended: status === undefined ? null : status === 'attended',
        levelTitle: level ? `${level.level}: ${level.title}` : null,
        workedOn,
        levelComplete,
        next:
          levelComplete && nextLevel
            ? { id: nextLevel.id, title: nextLevel.title, label: nextLevel.level }
            : null,
      };
    }),
  };
}

/** `GET /api/admin/instructors/:id/route?date=`: the day's stops with drive minutes and the slack before each. */
export async function instructorRoute(
  app: Pick<FastifyInstance, 'db' | 'travelTimes'>,
  instructorId: string,
  day = todayInNewYork(),
): Promise<InstructorRoute> {
  const instructor = await repo.findInstructor(app.db, instructorId);
  if (!instructor) throw notFound('Instructor not found');
  const { from, to } = nyDayRange(day);
  const lessons = await instructorLessonsBetween(app.db, instructorId, from, to);
  const travel = await dayTravel(app, instructor.homeZip, lessons);
  // The day starts at home at the start of the working hours: the first drive must fit between them and the first lesson.
  const dayStarts = instantAtWallTime(day, wallTime(instructor.workStartMinutes), DEFAULT_TIME_ZONE);
  const stops = lessons.map((lesson, i) => {
    const before = i > 0 ? lessons[i - 1] : undefined;
    const minutes = travel[i]?.minutes ?? null;
    const leaves = before ? before.endTime : travel[i]?.from === 'home' ? dayStarts : null;
    const slack =
      leaves && minutes !== null
        ? Math.floor((lesson.startTime.getTime() - leaves.getTime()) / 60_000) - minutes
        : null;
    return {
      lessonId: lesson.lessonId,
      startTime: lesson.startTime.toISOString(),
      endTime: lesson.endTime.toISOString(),
      lessonType: lesson.lessonType,
      familyName: lesson.customerName,
      address: lesson.address,
      zip: lesson.zip,
      travelMinutesFromPrevious: minutes,
      slackMinutes: before && before.startTime.getTime() === lesson.startTime.getTime() ? null : slack,
    };
  });
  return {
    date: day,
    instructorName: instructor.name,
    homeZip: instructor.homeZip,
    stops,
    totalTravelMinutes: stops.reduce((sum, s) => sum + (s.travelMinutesFromPrevious ?? 0), 0),
  };
}

/** "07:30" for 450 minutes after midnight. */
const wallTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
