/**
 * The documents a booking needs signed: what the review step signed is stored, for every swimmer, before the
 * checkout's transaction, and a "required to book" document unsigned refuses the checkout (the documents module's
 * rule). A signature outlives a checkout that fails after it: it is the family's consent, not the booking's.
 */
import type { z } from 'zod';
import type { bookingDraftSchema } from '@core/api/bookings';
import { signForBooking } from '../../documents';
import type { LedgerApp } from '../seats/seat-transaction';

export async function signBookingDocuments(
  app: LedgerApp,
  draft: z.output<typeof bookingDraftSchema>,
  networkAddress: string | null | undefined,
): Promise<void> {
  await signForBooking(app, {
    email: draft.swimmers[0]!.email.trim().toLowerCase(), // the schema requires a swimmer; the booking's email
    swimmers: draft.swimmers.map((s) => ({ name: s.name, minor: s.ageGroup !== 'adult' })),
    signatures: draft.signatures,
    networkAddress: networkAddress ?? null,
  });
}
