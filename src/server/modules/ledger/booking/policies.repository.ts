/** SQL for the owner's booking policies (notice and refund kind), one row. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { businessPolicies } from '../../../db/schema';

export async function readPolicies(db: Database) {
  const [row] = await db.select().from(businessPolicies).where(eq(businessPolicies.id, 'default'));
  return row;
}

export async function writePolicies(
  tx: Database,
  input: {
    cancelNoticeHours: number;
    offerWindowMinutes: number;
    cancelRefundAs: 'refund' | 'credit';
    creditMonthsValid: number;
    updatedBy: string;
  },
) {
  await tx
    .insert(businessPolicies)
    .values({ id: 'default', ...input })
    .onConflictDoUpdate({
      target: businessPolicies.id,
      set: { ...input, updatedAt: sql`now()` },
    });
}
