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
  // The mileage rate is payroll's, saved on its own (writeMileageRate): saving the travel settings keeps it.
  input: Omit<TravelSettingsRow, 'id' | 'updatedAt' | 'mileageRateCents'>,
): Promise<void> {
  await tx
    .insert(travelSettings)
    .values({ id: 'default', ...input })
    .onConflictDoUpdate({ target: travelSettings.id, set: { ...input, updatedAt: new Date() } });
}

/** Sets the mileage rate, creating the settings row with its defaults if the owner never saved them. */
export async function writeMileageRate(tx: Database, cents: number, actor: string): Promise<void> {
  await tx
    .insert(travelSettings)
    .values({ id: 'default', mileageRateCents: cents, updatedBy: actor })
    .onConflictDoUpdate({
      target: travelSettings.id,
      set: { mileageRateCents: cents, updatedBy: actor, updatedAt: new Date() },
    });
}
