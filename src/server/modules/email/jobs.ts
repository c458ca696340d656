import type { EmailSources } from '../../contracts/email-views';
import type { Job } from '../../jobs/scheduler';
import { removeSecretsOfFinishedMessages } from './repository';
import { queueDocumentReminders, queueInstructorNotices, queueLessonReminders } from './scheduled';
import { sendDueEmails } from './sender';

/**
 * The email module's background work. The sender runs right after any request that changed data (which may have
 * queued a message) and otherwise polls every second, for messages queued by other processes and for retries;
 * the clock-driven messages are checked every minute. At start-up and then daily, links' tokens left in messages that
 * will not be sent any more are removed (messages finished before tokens were removed at sending, or by a copy of an
 * earlier release during a deploy: docs/decisions/0151). The clock-driven messages read their views through `sources`.
 */
export const emailJobs = (sources: EmailSources): Job[] => [
  {
    name: 'email-sender',
    intervalMs: 1_000,
    runAfterWrites: true,
    everyCopy: true,
    run: async (app) => void (await sendDueEmails(app.db, app.config)),
  },
  {
    name: 'lesson-reminders',
    intervalMs: 60_000,
    run: async (app) => void (await queueLessonReminders(sources, app.db, app.config, new Date())),
  },
  {
    name: 'instructor-notices',
    intervalMs: 60_000,
    run: async (app) => void (await queueInstructorNotices(sources, app.db, app.config, new Date())),
  },
  {
    // Two days ahead, a quarter of an hour is precise enough, and each run reads every lesson in the window.
    name: 'document-reminders',
    intervalMs: 15 * 60_000,
    run: async (app) => void (await queueDocumentReminders(sources, app.db, app.config, new Date())),
  },
  {
    name: 'outbox-link-secrets',
    intervalMs: 24 * 3_600_000,
    run: async (app) => {
      const removed = await removeSecretsOfFinishedMessages(app.db);
      if (removed > 0) app.log.info({ removed }, 'outbox: removed link tokens from finished messages');
    },
  },
];
