/** The email handler, its jobs and the clock-driven messages, handed the same sources the app hands them. */
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { EMAIL_SOURCES } from '../../../email-sources';
import { createEmailEventHandler } from '../handler';
import { emailJobs } from '../jobs';
import * as scheduled from '../scheduled';

export const handleEmailEvent = createEmailEventHandler(EMAIL_SOURCES);

export const queueLessonReminders = (db: Database, config: Config, now: Date) =>
  scheduled.queueLessonReminders(EMAIL_SOURCES, db, config, now);

export const queueInstructorNotices = (db: Database, config: Config, now: Date) =>
  scheduled.queueInstructorNotices(EMAIL_SOURCES, db, config, now);

export const queueDocumentReminders = (db: Database, config: Config, now: Date) =>
  scheduled.queueDocumentReminders(EMAIL_SOURCES, db, config, now);

export const EMAIL_JOBS = emailJobs(EMAIL_SOURCES);
