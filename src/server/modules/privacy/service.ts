/**
 * Retention: personal data the business no longer needs is erased on a schedule. Each module erases its own rows
 * (the ledger its swimmers, contact its messages, email its outbox); this module only says when, with the periods
 * from the configuration (RETENTION_* in .env.example).
 */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Job } from '../../jobs/scheduler';
import { eraseOldContactAddresses } from '../contact/service';
import { eraseOldOutboxBodies } from '../email/retention';
import { eraseOldSwimmerNotes } from '../ledger/service';

export interface ErasedCounts {
  swimmerNotes: number;
  contactAddresses: number;
  outboxBodies: number;
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
  };
}

export const retentionJob: Job = {
  name: 'retention',
  intervalMs: 60 * 60 * 1000,
  run: async (app) => {
    const erased = await eraseExpiredPersonalData(app.db, app.config.retention);
    if (erased.swimmerNotes || erased.contactAddresses || erased.outboxBodies)
      app.log.info({ erased }, 'retention: erased personal data past its retention period');
  },
};
