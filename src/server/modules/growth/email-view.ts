/** A lead as its lead-magnet email shows it (contracts/email-views.ts), read inside the producer's transaction. */
import type { LeadView } from '../../contracts/email-views';
import type { Database } from '../../db/client';
import { findLeadById } from './repository';

export async function leadEmailView(tx: Database, leadId: string): Promise<LeadView | undefined> {
  const lead = await findLeadById(tx, leadId);
  return lead && { name: lead.name, email: lead.email };
}
