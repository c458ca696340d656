import type { Job } from '../../jobs/scheduler';
import { queueInstructorNotices, queueLessonReminders } from './scheduled';
import { sendDueEmails } from './sender';

/**
 * The email module's background work. The sender runs right after any request that changed data (which may have
 * queued a message) and otherwise polls every second, for messages queued by other processes and for retries;
 * the clock-driven messages are checked every minute.
 */
export const EMAIL_JOBS: Job[] = [
  {
    name: 'email-sender',
    intervalMs: 1_000,
    runAfterWrites: true,
    run: async (app) =>
      void (await sendDueEmails(app.db, app.config, { lockWhileSending: app.databaseKind === 'postgres' })),
  },
  {
    name: 'lesson-reminders',
    intervalMs: 60_000,
    run: async (app) => void (await queueLessonReminders(app.db, app.config, new Date())),
  },
  {
    name: 'instructor-notices',
    intervalMs: 60_000,
    run: async (app) => void (await queueInstructorNotices(app.db, app.config, new Date())),
  },
];
