/**
 * Retention: personal data the business no longer needs is erased on a schedule. Each module erases its own rows
 * (the ledger its swimmers, contact its messages, email its outbox, the waitlist its entries, instructors their
 * attendance and sign-offs, families their checklists and profiles, growth the browser's analytics events); this module only says when, with the periods from the
 * configuration (RETENTION_* in .env.example). See docs/decisions/0092 and 0150.
 */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Job } from '../../jobs/scheduler';
import { eraseOldContactAddresses } from '../contact';
import { eraseOldOutboxBodies } from '../email';
import {
  eraseProfilesOf,
  eraseProgressOf,
  familiesWithProfileOlderThan,
  familiesWithProgressOlderThan,
} from '../families';
import { eraseOldAttendance, eraseSignoffsOf, familiesWithSignoffsOlderThan } from '../instructors';
import { eraseOldSwimmerNotes, familiesWithLessonsWithin } from '../ledger';
import { eraseOldWaitlistContacts } from '../waitlist';
import { eraseOldAnalyticsEvents } from '../growth';

export interface ErasedCounts {
  swimmerNotes: number;
  contactAddresses: number;
  outboxBodies: number;
  waitlistContacts: number;
  attendance: number;
  milestoneSignoffs: number;
  swimmerProgress: number;
  familyProfiles: number;
  analyticsEvents: number;
}

/**
 * A swimmer's progress (the instructors' sign-offs and the family's own checklist) follows the child across bookings,
 * so it is counted from the family's last lesson on any booking, not from one booking's: it goes once the family has
 * had no lesson for `days` days and the rows themselves are that old.
 */
async function eraseProgressOfFamiliesGone(db: Database, days: number) {
  const candidates = [
    ...new Set([
      ...(await familiesWithSignoffsOlderThan(db, days)),
      ...(await familiesWithProgressOlderThan(db, days)),
    ]),
  ];
  const stillComing = await familiesWithLessonsWithin(db, candidates, days);
  const gone = candidates.filter((email) => !stillComing.has(email));
  return {
    milestoneSignoffs: await eraseSignoffsOf(db, gone, days),
    swimmerProgress: await eraseProgressOf(db, gone, days),
  };
}

/**
 * A saved profile serves the family's next booking: it goes once it has not been changed for `days` days and the
 * family has had no lesson in that time either.
 */
async function eraseProfilesOfFamiliesGone(db: Database, days: number) {
  const candidates = await familiesWithProfileOlderThan(db, days);
  const stillComing = await familiesWithLessonsWithin(db, candidates, days);
  return eraseProfilesOf(
    db,
    candidates.filter((email) => !stillComing.has(email)),
  );
}

/** Erases whatever has outlived its retention period. Safe to run anywhere, any number of times at once. */
export async function eraseExpiredPersonalData(
  db: Database,
  retention: Config['retention'],
): Promise<ErasedCounts> {
  return {
    swimmerNotes: await eraseOldSwimmerNotes(db, retention.swimmerNotesDays),
    contactAddresses: await eraseOldContactAddresses(db, retention.contactAddressesDays),
    outboxBodies: await eraseOldOutboxBodies(db, retention.outboxBodiesDays),
    waitlistContacts: await eraseOldWaitlistContacts(db, retention.waitlistDays),
    attendance: await eraseOldAttendance(db, retention.attendanceDays),
    ...(await eraseProgressOfFamiliesGone(db, retention.progressDays)),
    familyProfiles: await eraseProfilesOfFamiliesGone(db, retention.profileDays),
    analyticsEvents: await eraseOldAnalyticsEvents(db, retention.analyticsDays),
  };
}

export const retentionJob: Job = {
  name: 'retention',
  intervalMs: 60 * 60 * 1000,
  run: async (app) => {
    const erased = await eraseExpiredPersonalData(app.db, app.config.retention);
    if (Object.values(erased).some((count) => count > 0))
      app.log.info({ erased }, 'retention: erased personal data past its retention period');
  },
};
