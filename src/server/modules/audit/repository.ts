import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actor: string;
  action: string;
  entityType?: string;
  entityId?: string;
  details?: Record<string, unknown>;
}

/** Records who did what; call it inside the transaction of the change so the two never disagree. */
export async function writeAudit(db: Database, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}

export async function recentAudit(db: Database, limit: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
}

/** What was recorded about one record (a booking, say), newest first: at most `limit` entries. */
export async function auditOfEntity(db: Database, entityId: string, limit: number) {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
