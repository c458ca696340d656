import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, leads } from '../../db/schema';

export type NewLead = typeof leads.$inferInsert;

/**
 * Stores a lead once per email and resource. Returns the new row's id, or undefined when that email already
 * asked for that resource. `afterInsert` runs in the same transaction, so the email exists exactly when the lead does.
 */
export async function insertLeadOnce(
  db: Database,
  lead: NewLead,
  afterInsert: (tx: Database, leadId: string) => Promise<void>,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values(lead)
      .onConflictDoNothing({ target: [leads.email, leads.resource] })
      .returning({ id: leads.id });
    if (!row) return undefined;
    await afterInsert(tx as unknown as Database, row.id);
    return row.id;
  });
}

export async function findLeadById(db: Database, id: string) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

export async function findLead(db: Database, email: string, resource: string) {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.email, email), eq(leads.resource, resource)));
  return row;
}

export async function insertEvent(db: Database, event: typeof events.$inferInsert): Promise<void> {
  await db.insert(events).values(event);
}
