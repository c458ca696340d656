/** SQL for the owner's travel settings (one row). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { travelSettings } from '../../db/schema';

export type TravelSettingsRow = typeof travelSettings.$inferSelect;

export async function readTravelSettings(db: Database): Promise<TravelSettingsRow | undefined> {
  const [row] = await db.select().from(travelSettings).where(eq(travelSettings.id, 'default'));
  return row;
}

export async function writeTravelSettings(
  tx: Database,
  input: Omit<TravelSettingsRow, 'id' | 'updatedAt'>,
): Promise<void> {
  await tx
    .insert(travelSettings)
    .values({ id: 'default', ...input })
    .onConflictDoUpdate({ target: travelSettings.id, set: { ...input, updatedAt: new Date() } });
}
