/**
 * What an instructor records at the pool: who came, and which milestones of each swimmer's level they showed. Every
 * call names a lesson of hers that is being taught; anyone else's lesson, or a swimmer not in it, is a 404.
 */
import type { FastifyInstance } from 'fastify';
import type { AttendanceState, DaySheetLesson } from '@core/api/instructor';
import { isLevelId, levelById } from '@core/catalog/levels';
import { swimmerIdentity, swimmerKey } from '@core/rules/swimmers';
import { AppError, notFound } from '../../errors';
import { writeAudit } from '../audit';
import { taughtLesson, type InstructorLesson } from '../ledger';
import { canRecordLesson, sheetEntries } from './day-sheet';
import * as repo from './repository';

type App = Pick<FastifyInstance, 'db' | 'travelTimes' | 'emails'>;

const LESSON_NOT_FOUND = 'Lesson not found';

async function ownLesson(app: App, instructorId: string, lessonId: string): Promise<InstructorLesson> {
  const lesson = await taughtLesson(app.db, lessonId);
  // Another instructor's lesson answers exactly like one that does not exist.
  if (!lesson || lesson.instructorId !== instructorId) throw notFound(LESSON_NOT_FOUND);
  return lesson;
}

function requireRecordable(lesson: InstructorLesson) {
  if (!canRecordLesson(lesson))
    throw new AppError('LESSON_NOT_STARTED', 409, 'You can record this lesson from its day on.');
}

function swimmerOf(lesson: InstructorLesson, swimmerId: string) {
  const swimmer = lesson.swimmers.find((s) => s.id === swimmerId);
  if (!swimmer) throw notFound('Swimmer not found in this lesson');
  return swimmer;
}

/** The lesson as its day-sheet entry (its drive minutes are not recomputed here). */
async function entryOf(app: App, lesson: InstructorLesson): Promise<DaySheetLesson> {
  const [entry] = await sheetEntries(app, [lesson], [{ minutes: null, from: null }]);
  return entry!; // one lesson in, one entry out
}

export async function recordAttendance(
  app: App,
  instructorId: string,
  input: { lessonId: string; swimmerId: string; status: AttendanceState },
): Promise<DaySheetLesson> {
  const lesson = await ownLesson(app, instructorId, input.lessonId);
  swimmerOf(lesson, input.swimmerId);
  requireRecordable(lesson);
  await repo.upsertAttendance(app.db, { ...input, instructorId });
  return entryOf(app, lesson);
}

/**
 * Sets the milestones signed off for a swimmer in this lesson: new ones are added (a milestone already signed off in
 * an earlier lesson stays there), ones left out that were signed off here are taken back. Only the milestones of the
 * swimmer's level may be signed off.
 */
export async function recordSignoffs(
  app: App,
  instructorId: string,
  input: { lessonId: string; swimmerId: string; milestoneIds: string[] },
): Promise<DaySheetLesson> {
  const lesson = await ownLesson(app, instructorId, input.lessonId);
  const swimmer = swimmerOf(lesson, input.swimmerId);
  requireRecordable(lesson);
  // Progress is kept per family and swimmer name: two swimmers of one booking with one name would share it.
  if (lesson.swimmers.filter((s) => swimmerKey(s.name) === swimmerKey(swimmer.name)).length > 1)
    throw new AppError(
      'SWIMMER_NAME_SHARED',
      409,
      `Two swimmers in this booking are both called ${swimmer.name}. Ask the office to tell them apart first.`,
    );
  if (!isLevelId(swimmer.level))
    throw new AppError('LEVEL_UNKNOWN', 409, 'Set this swimmer’s level before signing off milestones.');
  const level = levelById(swimmer.level);
  const allowed = new Set(level.milestones.map((m) => m.id));
  const wanted = [...new Set(input.milestoneIds)];
  const foreign = wanted.filter((id) => !allowed.has(id));
  if (foreign.length)
    throw new AppError('UNKNOWN_MILESTONE', 400, `Those milestones are not part of ${level.title}.`, {
      milestoneIds: `Not in this level: ${foreign.slice(0, 5).join(', ')}`,
    });
  await repo.inTransaction(app.db, async (tx) => {
    const here = (await repo.signoffsOfLesson(tx, lesson.lessonId)).filter((o) => o.swimmerId === swimmer.id);
    const removed = here.map((o) => o.milestoneId).filter((id) => !wanted.includes(id));
    await repo.deleteSignoffs(tx, lesson.lessonId, swimmer.id, removed);
    await repo.insertSignoffs(
      tx,
      wanted.map((milestoneId) => ({
        email: lesson.customerEmail.toLowerCase(),
        swimmerKey: swimmerIdentity(swimmer),
        swimmerName: swimmer.name.trim(),
        milestoneId,
        levelId: level.id,
        lessonId: lesson.lessonId,
        swimmerId: swimmer.id,
        instructorId,
      })),
    );
    await writeAudit(tx, {
      actor: `instructor:${instructorId}`,
      action: 'milestones.signed_off',
      entityType: 'lesson',
      entityId: lesson.lessonId,
      details: { swimmerId: swimmer.id, milestoneIds: wanted, removed },
    });
  });
  return entryOf(app, lesson);
}

/** Writes the family's "what we worked on today" email once per lesson; a repeat answers the first. */
export async function finishLesson(app: App, instructorId: string, lessonId: string) {
  const lesson = await ownLesson(app, instructorId, lessonId);
  requireRecordable(lesson);
  return repo.inTransaction(app.db, async (tx) => {
    const signed = (await repo.signoffsOfLesson(tx, lessonId)).length;
    const created = await repo.insertReport(tx, { lessonId, instructorId, milestonesCount: signed });
    if (created) await app.emails.queue(tx, { kind: 'lesson_progress', lessonId });
    const [report] = await repo.reportsOf(tx, [lessonId]);
    return {
      progressSentAt: (report?.sentAt ?? new Date()).toISOString(),
      milestonesCount: report?.milestonesCount ?? signed,
    };
  });
}
